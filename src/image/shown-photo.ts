import type { ImageState, ShownPhoto } from './types';

/** What the preview draws: the placeholder while a photo opens, else the photo's preview. */
export function shownPhoto({ image, placeholder }: ImageState): ShownPhoto | null {
  if (placeholder) return placeholder;
  return image && { bitmap: image.preview, width: image.preview.width, height: image.preview.height };
}
