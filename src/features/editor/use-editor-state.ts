import { useReducer, type Dispatch } from 'react';
import { editorReducer, type EditorAction, type EditorState } from '@/domain/editor-state';

export interface EditorStore {
  readonly state: EditorState;
  readonly dispatch: Dispatch<EditorAction>;
}

/**
 * The editor's state through its one reducer. `initial` runs once, on mount: pass the state
 * decoded from the query string or restored from a draft.
 */
export function useEditorState(initial: () => EditorState): EditorStore {
  const [state, dispatch] = useReducer(editorReducer, initial, (make: () => EditorState) => make());
  return { state, dispatch };
}
