import { useCallback, useLayoutEffect, useState, type RefCallback } from 'react';
import { previewSpace, type PreviewSpace } from '@/domain/preview-frame';

const sameSpace = (a: PreviewSpace | null, b: PreviewSpace): boolean => a !== null && a.width === b.width && a.height === b.height;

/**
 * The space the preview may fill: the width of the element the ref is put on (which must not
 * take its width from the preview) and a share of the viewport's height. Null where the
 * browser cannot observe sizes (the preview then uses the spec's scale).
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
      const next = previewSpace(element.getBoundingClientRect().width, window.innerHeight);
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
