import { useSyncExternalStore } from 'react';
import { NARROW_VIEWPORT_PX } from '@/domain/geometry';

const QUERY = `(max-width: ${NARROW_VIEWPORT_PX}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function isNarrow(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches;
}

/** True while the viewport is 768 px wide or narrower (the preview is then drawn at half size). */
export function useNarrowViewport(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
