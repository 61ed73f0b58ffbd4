import { useCallback, useLayoutEffect, useState, type RefCallback } from 'react';
import { previewSpace, type PreviewSpace } from '@/domain/preview-frame';

const sameSpace = (a: PreviewSpace | null, b: PreviewSpace): boolean => a !== null && a.width === b.width && a.height === b.height;

/**
 * Whether the layout gives the element a height of its own to fill: its CSS says so with
 * `--preview-room: fill` (design-preview.module.css, from 1024 px). Elsewhere its height is the
 * preview's, so it cannot bound it.
 */
const fillsRoomHeight = (element: HTMLElement): boolean => getComputedStyle(element).getPropertyValue('--preview-room').trim() === 'fill';

/**
 * The space the preview may fill: the width of the element the ref is put on (which must not
 * take its width from the preview) and its height where the layout bounds it, otherwise a share
 * of the viewport's height. Null where the browser cannot observe sizes (the preview then uses the
 * spec's scale).
 *
 * The first measure is taken in a layout effect, so the preview is sized before the first paint
 * and nothing shifts; a ResizeObserver and the window's resize event keep it current.
 */
export function usePreviewSpace(): [RefCallback<HTMLElement>, PreviewSpace | null] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [space, setSpace] = useState<PreviewSpace | null>(null);
  const ref = useCallback((node: HTMLElement | null) => setElement(node), []);

  useLayoutEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => {
      const box = element.getBoundingClientRect();
      const next = previewSpace(box.width, window.innerHeight, fillsRoomHeight(element) ? box.height : null);
      setSpace((previous) => (sameSpace(previous, next) ? previous : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [element]);

  return [ref, space];
}
