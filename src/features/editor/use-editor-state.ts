import { useReducer, type Dispatch } from 'react';
import type { EditorState } from '@/domain/editor-state';
import { canRedo, canUndo, createHistory, historyReducer, type HistoryAction } from '@/domain/history';

export interface EditorStore {
  readonly state: EditorState;
  readonly dispatch: Dispatch<HistoryAction>;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
}

/**
 * The editor's state through its one reducer, wrapped in the undo history. `initial` runs once,
 * on mount: pass the state decoded from the query string or restored from a draft.
 */
export function useEditorState(initial: () => EditorState): EditorStore {
  const [history, dispatch] = useReducer(historyReducer, initial, (make: () => EditorState) => createHistory(make()));
  return { state: history.editor, dispatch, canUndo: canUndo(history), canRedo: canRedo(history) };
}
