/**
 * The colour of one pixel of the preview bitmap, for the eyedropper's tap: a 1 × 1 copy on the
 * main thread costs microseconds, less than a round trip to the worker.
 */
import { rgbToHex, type HexColor } from '@/domain/background-color';
import { canvasElementSurfaces } from './main-thread-surface';

export function bitmapColorAt(bitmap: CanvasImageSource, x: number, y: number): HexColor | null {
  const surface = canvasElementSurfaces(1, 1);
  if (!surface) return null;
  try {
    surface.context.drawImage(bitmap, x, y, 1, 1, 0, 0, 1, 1);
    const [r = 0, g = 0, b = 0] = surface.context.getImageData(0, 0, 1, 1).data;
    return rgbToHex({ r, g, b });
  } finally {
    surface.release();
  }
}
