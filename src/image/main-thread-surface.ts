/** Canvas-element surfaces for the main-thread fallback, where OffscreenCanvas or Worker is missing. */
import type { SurfaceFactory } from '../../workers/draw-surface';

export const canvasElementSurfaces: SurfaceFactory = (width, height) => {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  return {
    width,
    height,
    context,
    encode: (type, quality) =>
      new Promise<Blob>((resolve, reject) => {
        canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality);
      }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};
