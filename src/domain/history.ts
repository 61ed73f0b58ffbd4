/**
 * Undo and redo of the design: a pure wrapper around editorReducer that keeps the designs before
 * (past) and after (future) the present one. Only the design is history; what the shopper is
 * typing in the custom-size fields, warnings and the photo are not steps.
 *
 * Contract for whoever dispatches (the editor's buttons and keys, the preview's gestures):
 * - Every EditorAction goes through historyReducer. One that changes the design (compared as
 *   data) is one step: the design before it goes to `past` and `future` is cleared.
 * - A gesture (a drag, a pinch, a slider drag, a burst of wheel or key zooms) is ONE step:
 *   dispatch `{ type: 'beginGesture' }` when it starts (pointerdown, first wheel event), its
 *   design actions as it goes (setPosition, setZoom…), and `{ type: 'endGesture' }` when it ends
 *   (pointerup/cancel, or a short pause after the last wheel event). A gesture that ends where it
 *   began leaves no step. beginGesture inside an open gesture is ignored, and so is an
 *   endGesture without one; undo or redo during a gesture closes it first.
 * - `undo` / `redo` move one step; they do nothing when there is no step that way. The price
 *   follows the restored size because it is derived from the design.
 * - `photoChanged` starts a new history: steps made for another photo would not fit this one.
 * - At most HISTORY_LIMIT steps are kept; the oldest are dropped first.
 */
import { sameDesign, type DesignConfig } from './design';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from './editor-state';

export const HISTORY_LIMIT = 100;

export interface EditorHistory {
  readonly editor: EditorState;
  readonly past: readonly DesignConfig[];
  readonly future: readonly DesignConfig[];
  /** The design when the open gesture began, or null outside a gesture. */
  readonly gestureStart: DesignConfig | null;
}

export type HistoryAction =
  | EditorAction
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'beginGesture' }
  | { readonly type: 'endGesture' };

export function createHistory(editor: EditorState = createEditorState()): EditorHistory {
  return { editor, past: [], future: [], gestureStart: null };
}

/** The open gesture has moved the design (closing it will make a step). */
const gestureMoved = (history: EditorHistory): boolean =>
  history.gestureStart !== null && !sameDesign(history.gestureStart, history.editor.design);

export const canUndo = (history: EditorHistory): boolean => history.past.length > 0 || gestureMoved(history);
export const canRedo = (history: EditorHistory): boolean => history.future.length > 0 && !gestureMoved(history);

/** `before` becomes the newest past step, unless it equals the present design. */
function record(history: EditorHistory, before: DesignConfig): EditorHistory {
  if (sameDesign(before, history.editor.design)) return history;
  return { ...history, past: [...history.past, before].slice(-HISTORY_LIMIT), future: [] };
}

function endGesture(history: EditorHistory): EditorHistory {
  if (history.gestureStart === null) return history;
  return record({ ...history, gestureStart: null }, history.gestureStart);
}

/** The editor showing `design`: the custom-size fields show a chosen size, warnings go. */
function restore(editor: EditorState, design: DesignConfig): EditorState {
  const texts = design.sizeCode === null ? {} : { customWidthText: String(design.widthCm), customHeightText: String(design.heightCm) };
  return { ...editor, ...texts, design, warning: null };
}

function undo(history: EditorHistory): EditorHistory {
  const closed = endGesture(history);
  const previous = closed.past.at(-1);
  if (!previous) return closed;
  return {
    ...closed,
    editor: restore(closed.editor, previous),
    past: closed.past.slice(0, -1),
    future: [closed.editor.design, ...closed.future],
  };
}

function redo(history: EditorHistory): EditorHistory {
  const closed = endGesture(history);
  const [next, ...rest] = closed.future;
  if (!next) return closed;
  return { ...closed, editor: restore(closed.editor, next), past: [...closed.past, closed.editor.design].slice(-HISTORY_LIMIT), future: rest };
}

function apply(history: EditorHistory, action: EditorAction): EditorHistory {
  const editor = editorReducer(history.editor, action);
  if (editor === history.editor) return history;
  if (action.type === 'photoChanged') return createHistory(editor);
  const next = { ...history, editor };
  return history.gestureStart === null ? record(next, history.editor.design) : next;
}

export function historyReducer(history: EditorHistory, action: HistoryAction): EditorHistory {
  switch (action.type) {
    case 'undo':
      return undo(history);
    case 'redo':
      return redo(history);
    case 'beginGesture':
      return history.gestureStart === null ? { ...history, gestureStart: history.editor.design } : history;
    case 'endGesture':
      return endGesture(history);
    default:
      return apply(history, action);
  }
}
