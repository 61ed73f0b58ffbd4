/** Draws an upright bitmap turned clockwise by the shopper's rotation, scaled to fit the surface. */
import type { Rotation } from '@/domain/design';
import { turnedSize } from '@/domain/geometry';
import type { DrawSurface } from './draw-surface';

export function drawRotated(surface: DrawSurface, bitmap: ImageBitmap, rotation: Rotation): void {
  const { context, width, height } = surface;
  const upright = turnedSize(width, height, rotation);
  // Exact quarter turns at full size map pixel to pixel; smoothing only matters when scaling down.
  const scaling = upright.width !== bitmap.width || upright.height !== bitmap.height;
  context.imageSmoothingEnabled = scaling;
  context.imageSmoothingQuality = 'high';
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, width, height);
  if (rotation === 90) context.setTransform(0, 1, -1, 0, width, 0);
  else if (rotation === 180) context.setTransform(-1, 0, 0, -1, width, height);
  else if (rotation === 270) context.setTransform(0, -1, 1, 0, 0, height);
  context.drawImage(bitmap, 0, 0, upright.width, upright.height);
  context.setTransform(1, 0, 0, 1, 0, 0);
}
