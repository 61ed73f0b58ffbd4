/** The editor's preview: the upright photo at most PREVIEW_MAX_SIDE on its long side, decoded once. */
import type { ImageFacts } from '@/domain/image-bytes';
import { PREVIEW_MAX_SIDE } from '@/domain/image-limits';

function previewSize(facts: ImageFacts): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(facts.uprightWidth, facts.uprightHeight));
  return {
    width: Math.max(1, Math.round(facts.uprightWidth * scale)),
    height: Math.max(1, Math.round(facts.uprightHeight * scale)),
  };
}

export function makePreviewBitmap(file: Blob, facts: ImageFacts): Promise<ImageBitmap> {
  const { width, height } = previewSize(facts);
  // The decoder applies EXIF orientation ('from-image') and resizes the upright result, so a
  // 48 MP photo never becomes a full-size canvas anywhere.
  if (width === facts.uprightWidth && height === facts.uprightHeight) {
    return createImageBitmap(file, { imageOrientation: 'from-image' });
  }
  return createImageBitmap(file, {
    imageOrientation: 'from-image',
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'medium',
  });
}
