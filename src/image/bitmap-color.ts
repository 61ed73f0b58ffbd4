/**
 * The colour of one pixel of the preview bitmap, for the eyedropper's tap: a 1 × 1 copy on the
 * main thread costs microseconds, less than a round trip to the worker. Its own canvas element, not
 * a drawing surface of the main-thread fallback (main-thread-surface.ts), whose code loads only where
 * OffscreenCanvas is missing: a single pixel needs no encoding, and no release of its memory.
 */
import { rgbToHex, type HexColor } from '@/domain/background-color';

export function bitmapColorAt(bitmap: CanvasImageSource, x: number, y: number): HexColor | null {
  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, x, y, 1, 1, 0, 0, 1, 1);
  const [r = 0, g = 0, b = 0] = context.getImageData(0, 0, 1, 1).data;
  return rgbToHex({ r, g, b });
}
