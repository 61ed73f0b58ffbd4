/**
 * Something true on screen at once: the EXIF thumbnail most phone JPEGs carry (about 160x120, in
 * IFD1), upright, cropped to the photo's proportions and sized as its preview will be, so the sharp
 * preview replaces it in the same place. Read from the file's first bytes on the main thread (a few
 * milliseconds), while the worker decodes the photo; where there is no scaled decode (WebKit, Safari)
 * that decode takes about a second.
 */
import { orientationSegment, readJpegHead } from '@/domain/image-bytes-jpeg';
import { swapsSides } from '@/domain/image-bytes-exif';
import { jpegPreview } from '@/domain/image-limits';
import type { ShownPhoto } from './types';

/** Enough for the EXIF block (64 KB at most), an ICC profile and the frame header before the first scan. */
const HEAD_BYTES = 256 * 1024;
/** A thumbnail much wider or taller than the photo is not the photo (for example an edited, cropped file). */
const MAX_ASPECT_RATIO = 1.4;

/** The centred part of a width × height picture that has the proportions `aspect`. */
function centredCrop(width: number, height: number, aspect: number) {
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(width / aspect));
  return { x: Math.floor((width - cropWidth) / 2), y: Math.floor((height - cropHeight) / 2), width: cropWidth, height: cropHeight };
}

export async function photoPlaceholder(file: Blob): Promise<ShownPhoto | null> {
  const head = readJpegHead(new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer()));
  if (!head?.thumbnail) return null;
  const size = jpegPreview(head, swapsSides(head.orientation)).preview;
  // The thumbnail is stored as the photo is: given the photo's orientation, the decoder turns it. One
  // buffer, not a Blob of parts: Firefox's createImageBitmap cannot decode such a Blob (153 ESR).
  const segment = orientationSegment(head.orientation);
  const turned = new Uint8Array(head.thumbnail.length + segment.length);
  turned.set(head.thumbnail.subarray(0, 2));
  turned.set(segment, 2);
  turned.set(head.thumbnail.subarray(2), 2 + segment.length);
  const upright = await createImageBitmap(new Blob([turned], { type: 'image/jpeg' }), { imageOrientation: 'from-image' });
  const aspect = size.width / size.height;
  const ratio = upright.width / upright.height / aspect;
  if (ratio > MAX_ASPECT_RATIO || ratio < 1 / MAX_ASPECT_RATIO) {
    upright.close();
    return null;
  }
  const crop = centredCrop(upright.width, upright.height, aspect);
  if (crop.width === upright.width && crop.height === upright.height) return { bitmap: upright, ...size };
  try {
    return { bitmap: await createImageBitmap(upright, crop.x, crop.y, crop.width, crop.height), ...size };
  } finally {
    upright.close();
  }
}
