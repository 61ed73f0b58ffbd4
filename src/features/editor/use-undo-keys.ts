import { useEffect } from 'react';

/** Input types where Ctrl/⌘+Z belongs to the text being typed, not to the design. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  return target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type);
}

/** 'undo' for Ctrl/⌘+Z, 'redo' for Ctrl/⌘+Shift+Z and Ctrl+Y, null for any other key. */
export function undoKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): 'undo' | 'redo' | null {
  if (event.altKey || !(event.ctrlKey || event.metaKey)) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Undo and redo from the keyboard anywhere on the page, except while typing in a text field. */
export function useUndoKeys(onKey: (action: 'undo' | 'redo') => void): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      const action = undoKey(event);
      if (!action || isTextField(event.target)) return;
      // The browser's own undo has nothing to undo here; the design's does.
      event.preventDefault();
      onKey(action);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onKey]);
}
