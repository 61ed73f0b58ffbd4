/**
 * WebP, AVIF and HEIC/HEIF photos become, once, when they are opened, the PNG or JPEG the order
 * sends; from there the pipeline treats them like any other photo (preview, upload file, print).
 * PNG when the picture has transparent parts (a sticker, a screenshot with alpha), JPEG otherwise.
 */
import type { ConvertibleType } from '@/domain/image-bytes-convertible';
import { JPEG_QUALITIES, MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import type { SurfaceFactory } from './draw-surface';
import { encodeWithin, type PipelineSteps } from './encode-within';
import { drawUpright } from './upright-draw';
import { oneWholeDecodeAtATime } from './whole-decode';

/** Side of the sample the transparency check reads: enough to see any transparent area that matters. */
const ALPHA_SAMPLE_SIDE = 256;

async function decode(file: Blob, type: ConvertibleType): Promise<ImageBitmap> {
  if (type !== 'heic') return createImageBitmap(file, { imageOrientation: 'from-image' });
  const { decodeHeic } = await import('./heic-decode');
  return decodeHeic(file);
}

function hasTransparency(bitmap: ImageBitmap, surfaces: SurfaceFactory): boolean {
  const scale = Math.min(1, ALPHA_SAMPLE_SIDE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const surface = surfaces(width, height);
  if (!surface) return false;
  try {
    surface.context.drawImage(bitmap, 0, 0, width, height);
    const { data } = surface.context.getImageData(0, 0, width, height);
    for (let alpha = 3; alpha < data.length; alpha += 4) if ((data[alpha] ?? 255) < 255) return true;
    return false;
  } finally {
    surface.release();
  }
}

/** The photo as PNG or JPEG, or null when this browser cannot decode it. */
export function convertPhoto(file: Blob, type: ConvertibleType, steps: PipelineSteps): Promise<Blob | null> {
  return oneWholeDecodeAtATime(async () => {
    const bitmap = await decode(file, type).catch(() => null);
    if (!bitmap) return null;
    try {
      steps.checkpoint();
      const png = hasTransparency(bitmap, steps.surfaces);
      const budget = { type: png ? 'image/png' : 'image/jpeg', qualities: png ? [undefined] : JPEG_QUALITIES, maxBytes: MAX_UPLOAD_BYTES };
      const size = { width: bitmap.width, height: bitmap.height };
      const made = await encodeWithin(size, (surface) => drawUpright(surface, bitmap), budget, steps);
      return made.blob;
    } finally {
      bitmap.close();
    }
  });
}
