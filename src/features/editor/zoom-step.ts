import type { EditorAction } from '@/domain/editor-state';

/** Acercar, Alejar and the + / − keys change the zoom by this much (25 %), keeping the position. */
export const ZOOM_STEP = 0.25;

/** The action of one zoom step in (1) or out (−1); the reducer clamps it to 100–400 %. */
export function zoomStep(zoom: number, direction: 1 | -1): EditorAction {
  return { type: 'setZoom', zoom: zoom + direction * ZOOM_STEP };
}
