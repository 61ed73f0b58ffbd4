/** Canvas-element surfaces for the main-thread fallback, where OffscreenCanvas or Worker is missing. */
import { surfaceOf, type SurfaceFactory } from '../../workers/draw-surface';

export const canvasElementSurfaces: SurfaceFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return surfaceOf(canvas);
};
