/**
 * Makes the file the order sends, once, from the original bytes: losslessly stripped when the
 * photo needs no turning, otherwise decoded, turned and encoded once; always within the upload
 * limit and the browser's canvas limit, and never with EXIF, GPS or XMP.
 */
import type { Rotation } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import { stripJpegMetadata } from '@/domain/image-bytes-jpeg';
import { stripPngMetadata } from '@/domain/image-bytes-png';
import { turnedSize } from '@/domain/geometry';
import { JPEG_QUALITIES, MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import type { DrawSurface } from './draw-surface';
import { encodeWithin, type PipelineSteps } from './encode-within';
import { drawRotated } from './rotated-draw';

export interface UploadResult {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  /** True when the photo had to be made smaller than the original. */
  readonly scaled: boolean;
}

async function losslessCopy(file: Blob, facts: ImageFacts): Promise<UploadResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = facts.type === 'image/png' ? stripPngMetadata(bytes) : stripJpegMetadata(bytes);
  return { blob: new Blob([stripped], { type: facts.type }), width: facts.width, height: facts.height, scaled: false };
}

async function reencode(file: Blob, facts: ImageFacts, rotation: Rotation, steps: PipelineSteps, maxBytes: number): Promise<UploadResult> {
  // Orientation is applied here, by the decoder, and nowhere else.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    steps.checkpoint();
    const qualities = facts.type === 'image/png' ? [undefined] : JPEG_QUALITIES;
    const size = turnedSize(bitmap.width, bitmap.height, rotation);
    const draw = (surface: DrawSurface) => drawRotated(surface, bitmap, rotation);
    const made = await encodeWithin(size, draw, { type: facts.type, qualities, maxBytes }, steps);
    return { blob: made.blob, width: made.width, height: made.height, scaled: made.scale < 1 };
  } finally {
    bitmap.close();
  }
}

/** `maxBytes` is the upload limit unless the file must leave room for something around it (the print PDF). */
export async function makeUploadFile(
  file: Blob,
  facts: ImageFacts,
  rotation: Rotation,
  steps: PipelineSteps,
  maxBytes = MAX_UPLOAD_BYTES,
): Promise<UploadResult> {
  if (rotation === 0 && facts.orientation === 1) {
    const copy = await losslessCopy(file, facts);
    steps.checkpoint();
    if (copy.blob.size <= maxBytes) return copy;
  }
  return reencode(file, facts, rotation, steps, maxBytes);
}
