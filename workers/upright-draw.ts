/** Draws an upright bitmap over the whole surface, scaled to fit it. */
import type { DrawSurface } from './draw-surface';

export function drawUpright(surface: DrawSurface, bitmap: ImageBitmap): void {
  const { context, width, height } = surface;
  // At full size pixels map one to one; smoothing only matters when scaling down.
  context.imageSmoothingEnabled = width !== bitmap.width || height !== bitmap.height;
  context.imageSmoothingQuality = 'high';
  context.clearRect(0, 0, width, height);
  context.drawImage(bitmap, 0, 0, width, height);
}
