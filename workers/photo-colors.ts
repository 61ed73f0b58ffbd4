/**
 * The photo's dominant colours, from the preview bitmap shrunk to a small sample: a few thousand
 * pixels tell the common colours as well as millions, and take well under a millisecond to count.
 */
import type { HexColor } from '@/domain/background-color';
import { colourSampleSize, dominantColors } from '@/domain/dominant-colors';
import type { PhotoSource } from './design-draw';
import type { SurfaceFactory } from './draw-surface';

export function photoColors(source: PhotoSource, surfaces: SurfaceFactory): HexColor[] {
  const { width, height } = colourSampleSize(source.width, source.height);
  const surface = surfaces(width, height);
  if (!surface) return [];
  try {
    surface.context.imageSmoothingQuality = 'medium';
    surface.context.drawImage(source, 0, 0, width, height);
    return dominantColors(surface.context.getImageData(0, 0, width, height).data);
  } finally {
    surface.release();
  }
}
