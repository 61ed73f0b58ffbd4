import { useEffect, useRef, type Dispatch } from 'react';
import type { HistoryAction } from '@/domain/history';

/**
 * A drag on the colour picker as one undo step, like a drag of the photo: the returned handler goes
 * on the picker's pointerdown; the release anywhere on the page ends the step. Only the picker's own
 * drag ends here, so a pinch on the preview keeps its gesture.
 */
export function usePickerGesture(dispatch: Dispatch<HistoryAction>): () => void {
  const dragging = useRef(false);
  useEffect(() => {
    const end = () => {
      if (!dragging.current) return;
      dragging.current = false;
      dispatch({ type: 'endGesture' });
    };
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
  }, [dispatch]);
  return () => {
    dragging.current = true;
    dispatch({ type: 'beginGesture' });
  };
}
