import { useEffect } from 'react';

/** Calls `onFile` with the first file the shopper pastes anywhere on the page (Ctrl/Cmd+V). */
export function usePasteImage(onFile: (file: File) => void): void {
  useEffect(() => {
    function onPaste(event: ClipboardEvent) {
      const file = event.clipboardData?.files[0];
      if (!file) return;
      event.preventDefault();
      onFile(file);
    }
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [onFile]);
}
