/**
 * The photo's dominant colours, from the preview bitmap shrunk to a small sample: a few thousand
 * pixels tell the common colours as well as millions, and take well under a millisecond to count.
 */
import type { HexColor } from '@/domain/background-color';
import { dominantColors } from '@/domain/dominant-colors';
import type { PhotoSource } from './design-draw';
import type { SurfaceFactory } from './draw-surface';

const SAMPLE_LONG_SIDE = 64;

export function photoColors(source: PhotoSource, surfaces: SurfaceFactory): HexColor[] {
  const scale = Math.min(1, SAMPLE_LONG_SIDE / Math.max(source.width, source.height, 1));
  const width = Math.max(1, Math.round(source.width * scale));
  const height = Math.max(1, Math.round(source.height * scale));
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
