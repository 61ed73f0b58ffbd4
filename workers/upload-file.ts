/**
 * Makes the file the order sends, once per photo, from the original bytes: the photo itself, its
 * metadata stripped losslessly (a JPEG keeps its EXIF orientation, alone), whatever the design's
 * rotation, which the print file applies; built as a Blob of the original's slices, so nothing is
 * copied. Only a photo over the upload limit, or a PNG that stands on an EXIF orientation, is
 * decoded upright and encoded once, within the limit and the browser's canvas limit.
 */
import type { FilePart } from '@/domain/byte-ranges';
import type { ImageFacts } from '@/domain/image-bytes';
import { strippedJpegParts, walkJpeg } from '@/domain/image-bytes-jpeg';
import { strippedPngParts, walkPng } from '@/domain/image-bytes-png';
import { JPEG_QUALITIES, MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import type { DrawSurface } from './draw-surface';
import { encodeWithin, type PipelineSteps } from './encode-within';
import { drawUpright } from './upright-draw';
import { oneWholeDecodeAtATime } from './whole-decode';
import { readBytes } from './read-bytes';

export interface UploadResult {
  readonly blob: Blob;
  /** The photo's size as it stands (EXIF orientation applied). */
  readonly width: number;
  readonly height: number;
  /** True when the photo had to be made smaller than the original. */
  readonly scaled: boolean;
}

/** A file of `parts`, their ranges as slices of `file`: only the new bytes are held in memory. */
export function blobOfParts(file: Blob, parts: readonly FilePart[], type: string): Blob {
  return new Blob(parts.map((part) => (part instanceof Uint8Array ? part : file.slice(part.start, part.end))), { type });
}

async function losslessCopy(file: Blob, facts: ImageFacts): Promise<UploadResult> {
  const bytes = await readBytes(file);
  const parts = facts.type === 'image/png' ? strippedPngParts(walkPng(bytes)) : strippedJpegParts(bytes, walkJpeg(bytes), facts.orientation);
  return { blob: blobOfParts(file, parts, facts.type), width: facts.uprightWidth, height: facts.uprightHeight, scaled: false };
}

function reencode(file: Blob, facts: ImageFacts, steps: PipelineSteps, maxBytes: number): Promise<UploadResult> {
  return oneWholeDecodeAtATime(async () => {
    // Orientation is applied here, by the decoder, so the file made needs none.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    try {
      steps.checkpoint();
      const qualities = facts.type === 'image/png' ? [undefined] : JPEG_QUALITIES;
      const size = { width: bitmap.width, height: bitmap.height };
      const draw = (surface: DrawSurface) => drawUpright(surface, bitmap);
      const made = await encodeWithin(size, draw, { type: facts.type, qualities, maxBytes }, steps);
      return { blob: made.blob, width: made.width, height: made.height, scaled: made.scale < 1 };
    } finally {
      bitmap.close();
    }
  });
}

/** `maxBytes` is the upload limit unless the file must leave room for something around it (the print PDF). */
export async function makeUploadFile(file: Blob, facts: ImageFacts, steps: PipelineSteps, maxBytes = MAX_UPLOAD_BYTES): Promise<UploadResult> {
  // A PNG's orientation would need an eXIf chunk written anew (and its CRC): such rare PNGs are turned instead.
  if (facts.type === 'image/jpeg' || facts.orientation === 1) {
    const copy = await losslessCopy(file, facts);
    steps.checkpoint();
    if (copy.blob.size <= maxBytes) return copy;
  }
  return reencode(file, facts, steps, maxBytes);
}
