/**
 * The editor's preview: the upright photo at most PREVIEW_MAX_SIDE on its long side, decoded once.
 *
 * A JPEG larger than the preview is decoded already shrunk: libjpeg scales by n/8 inside its inverse
 * DCT, which WebCodecs' ImageDecoder asks for with desiredWidth/desiredHeight. A 48 MP photo then
 * never exists as 192 MB of pixels in the tab (createImageBitmap's resize decodes the whole photo
 * first and shrinks it afterwards). Other photos, and browsers without ImageDecoder, are decoded by
 * createImageBitmap as before.
 */
import type { ImageFacts } from '@/domain/image-bytes';
import { stripJpegMetadata } from '@/domain/image-bytes-jpeg';
import { swapsSides } from '@/domain/image-bytes-exif';
import { previewSize } from '@/domain/image-limits';
import { chain, scaling } from '@/print-file/matrix';
import { orientationMatrix } from '@/print-file/photo-matrix';
import type { DrawSurface, SurfaceFactory } from './draw-surface';
import type { Step } from './step-times';
import { oneWholeDecodeAtATime } from './whole-decode';

interface Size {
  readonly width: number;
  readonly height: number;
}

/** The stored photo decoded at n/8 of its size, libjpeg's way of rounding (up). */
export function eighthsSize(stored: Size, eighths: number): Size {
  return { width: Math.ceil((stored.width * eighths) / 8), height: Math.ceil((stored.height * eighths) / 8) };
}

/** The smallest n/8 scale whose decoded pixels still cover `needed` (both in stored orientation). */
export function coveringEighths(stored: Size, needed: Size): number {
  for (let eighths = 1; eighths < 8; eighths += 1) {
    const size = eighthsSize(stored, eighths);
    if (size.width >= needed.width && size.height >= needed.height) return eighths;
  }
  return 8;
}

async function bitmapOf(surface: DrawSurface): Promise<ImageBitmap> {
  return 'transferToImageBitmap' in surface.canvas ? surface.canvas.transferToImageBitmap() : createImageBitmap(surface.canvas);
}

/**
 * The JPEG decoded at the smallest n/8 scale that covers the preview, then drawn upright at the
 * preview's size. Its EXIF goes first (losslessly), so the decoder turns nothing and the one
 * orientation matrix the print file uses turns it here; its ICC profile stays for the decoder.
 */
async function scaledJpegPreview(bytes: Uint8Array, facts: ImageFacts, size: Size, surfaces: SurfaceFactory, step: Step): Promise<ImageBitmap | null> {
  const surface = surfaces(size.width, size.height);
  if (!surface) return null;
  const stored = { width: facts.width, height: facts.height };
  const needed = swapsSides(facts.orientation) ? { width: size.height, height: size.width } : size;
  const desired = eighthsSize(stored, coveringEighths(stored, needed));
  const data = stripJpegMetadata(bytes);
  const decoder = new ImageDecoder({ type: 'image/jpeg', data, transfer: [data.buffer], desiredWidth: desired.width, desiredHeight: desired.height });
  try {
    const { image } = await decoder.decode();
    step('decode (scaled)');
    try {
      const decoded = { width: image.codedWidth, height: image.codedHeight, orientation: facts.orientation };
      const upright = swapsSides(facts.orientation) ? { width: decoded.height, height: decoded.width } : decoded;
      const [a, b, c, d, e, f] = chain(orientationMatrix(decoded), scaling(size.width / upright.width, size.height / upright.height));
      surface.context.imageSmoothingQuality = 'medium';
      surface.context.setTransform(a, b, c, d, e, f);
      // Drawn through a bitmap of its own: Chromium's canvas keeps a VideoFrame drawn on it in its
      // decoded-image cache (26 MB for a 48 MP photo at 3/8, still resident on the form page), while
      // the bitmap's pixels go as soon as it is closed.
      const bitmap = await createImageBitmap(image);
      try {
        surface.context.drawImage(bitmap, 0, 0);
      } finally {
        bitmap.close();
      }
      const preview = await bitmapOf(surface);
      step('draw upright');
      return preview;
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
    surface.release();
  }
}

const isSmall = (size: Size, facts: ImageFacts) => size.width === facts.uprightWidth && size.height === facts.uprightHeight;

/** Whether the preview of this photo comes from one whole decode (no ImageDecoder, a PNG, or a photo no larger than the preview). */
export function decodesWhole(facts: ImageFacts): boolean {
  return typeof ImageDecoder !== 'function' || facts.type !== 'image/jpeg' || isSmall(previewSize(facts.uprightWidth, facts.uprightHeight), facts);
}

/**
 * The preview from one decode of the whole photo: the decoder applies EXIF orientation ('from-image')
 * and resizes the upright result; the whole photo is decoded for it, and let go when the small bitmap
 * is made.
 */
export async function wholePreview(file: Blob, facts: ImageFacts, step: Step): Promise<ImageBitmap> {
  const since = performance.now();
  const size = previewSize(facts.uprightWidth, facts.uprightHeight);
  if (isSmall(size, facts)) {
    const whole = await createImageBitmap(file, { imageOrientation: 'from-image' });
    step('decode (whole)', since);
    return whole;
  }
  const options: ImageBitmapOptions = { imageOrientation: 'from-image', resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' };
  const resized = await oneWholeDecodeAtATime(() => createImageBitmap(file, options));
  step('decode (whole, resized)', since);
  return resized;
}

export async function makePreviewBitmap(file: Blob, bytes: Uint8Array, facts: ImageFacts, surfaces: SurfaceFactory, step: Step): Promise<ImageBitmap> {
  if (!decodesWhole(facts)) {
    const size = previewSize(facts.uprightWidth, facts.uprightHeight);
    const scaled = await scaledJpegPreview(bytes, facts, size, surfaces, step).catch(() => null);
    if (scaled) return scaled;
  }
  return wholePreview(file, facts, step);
}
