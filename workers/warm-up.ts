/**
 * Readies the decoders before the shopper chooses a photo: one 8x8 JPEG (159 bytes, made with
 * ImageMagick, embedded so the warm-up fetches and encodes nothing) through the same calls the
 * preview makes, so their code is loaded and set up when the photo arrives.
 */
import type { SurfaceFactory } from './draw-surface';
import { readyTurboPreviews } from './preview-bitmap';

const TINY_JPEG =
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/wAALCAAIAAgBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAAAP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AP//Z';

/** Returns the bitmaps readied for the page to take over and close (readyTurboPreviews). */
export async function warmDecoders(surfaces: SurfaceFactory): Promise<ImageBitmap[]> {
  const bytes = Uint8Array.from(atob(TINY_JPEG), (char) => char.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'image/jpeg' });
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', resizeWidth: 4, resizeHeight: 4, resizeQuality: 'medium' });
  bitmap.close();
  // Where libjpeg-turbo makes previews: its module fetched and compiled, run once, its memory and bitmaps readied.
  const readied = await readyTurboPreviews(bytes, { width: 8, height: 8 }, surfaces);
  if (typeof ImageDecoder !== 'function') return readied;
  const decoder = new ImageDecoder({ type: 'image/jpeg', data: bytes, desiredWidth: 4, desiredHeight: 4 });
  try {
    (await decoder.decode()).image.close();
  } finally {
    decoder.close();
  }
  return readied;
}
