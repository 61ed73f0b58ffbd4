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
import { allocateSurface } from './canvas-limit';
import type { DrawSurface, SurfaceFactory } from './draw-surface';
import { drawRotated } from './rotated-draw';

export interface UploadResult {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  /** True when the photo had to be made smaller than the original. */
  readonly scaled: boolean;
}

interface UploadSteps {
  readonly surfaces: SurfaceFactory;
  /** Throws once the job is cancelled; called between the expensive steps. */
  readonly checkpoint: () => void;
}

async function losslessCopy(file: Blob, facts: ImageFacts): Promise<UploadResult> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const stripped = facts.type === 'image/png' ? stripPngMetadata(bytes) : stripJpegMetadata(bytes);
  return { blob: new Blob([stripped], { type: facts.type }), width: facts.width, height: facts.height, scaled: false };
}

/** Encodes at each allowed quality until one fits; returns the last try when none does. */
async function encodeSmallest(surface: DrawSurface, facts: ImageFacts, steps: UploadSteps): Promise<Blob> {
  const qualities = facts.type === 'image/png' ? [undefined] : JPEG_QUALITIES;
  let blob: Blob | null = null;
  for (const quality of qualities) {
    blob = await surface.encode(facts.type, quality);
    steps.checkpoint();
    if (blob.size <= MAX_UPLOAD_BYTES) return blob;
  }
  if (!blob) throw new Error('No quality to encode with');
  return blob;
}

async function reencode(file: Blob, facts: ImageFacts, rotation: Rotation, steps: UploadSteps): Promise<UploadResult> {
  // Orientation is applied here, by the decoder, and nowhere else.
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    steps.checkpoint();
    const full = turnedSize(bitmap.width, bitmap.height, rotation);
    let scale = 1;
    for (;;) {
      const width = Math.max(1, Math.floor(full.width * scale));
      const height = Math.max(1, Math.floor(full.height * scale));
      const allocated = allocateSurface(steps.surfaces, width, height);
      scale *= allocated.scale;
      const { surface } = allocated;
      try {
        drawRotated(surface, bitmap, rotation);
        steps.checkpoint();
        const blob = await encodeSmallest(surface, facts, steps);
        if (blob.size <= MAX_UPLOAD_BYTES) return { blob, width: surface.width, height: surface.height, scaled: scale < 1 };
        // Bytes grow about with area, so shrink the area by the overshoot plus a margin.
        scale *= Math.sqrt(MAX_UPLOAD_BYTES / blob.size) * 0.95;
      } finally {
        surface.release();
      }
    }
  } finally {
    bitmap.close();
  }
}

export async function makeUploadFile(
  file: Blob,
  facts: ImageFacts,
  rotation: Rotation,
  steps: UploadSteps,
): Promise<UploadResult> {
  if (rotation === 0 && facts.orientation === 1) {
    const copy = await losslessCopy(file, facts);
    steps.checkpoint();
    if (copy.blob.size <= MAX_UPLOAD_BYTES) return copy;
  }
  return reencode(file, facts, rotation, steps);
}
