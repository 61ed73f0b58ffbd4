/**
 * The editor's preview: the upright photo at most PREVIEW_MAX_SIDE on its long side, decoded once.
 *
 * A JPEG larger than the preview is decoded already shrunk: libjpeg scales by n/8 inside its inverse
 * DCT, at the n/8 `jpegPreview` picks (most phone photos then need no resize after it). WebCodecs'
 * ImageDecoder asks for it with desiredWidth/desiredHeight (Chromium, Firefox); where there is none
 * (WebKit, Safari), and for Firefox's turned photos (turboJpegDecodes), libjpeg-turbo in WebAssembly
 * does it (jpeg-turbo.ts). A 48 MP photo then never exists as 192 MB of pixels in the tab
 * (createImageBitmap's resize decodes the whole photo first and shrinks it afterwards). Other photos,
 * and JPEGs the scaled decoders refuse, are decoded by createImageBitmap.
 */
import type { ImageFacts } from '@/domain/image-bytes';
import { jpegIccProfile, stripJpegMetadata } from '@/domain/image-bytes-jpeg';
import { isSrgbProfile } from '@/domain/icc-profile';
import { swapsSides } from '@/domain/image-bytes-exif';
import { eighthsSize, jpegPreview, previewSize, type Size } from '@/domain/image-limits';
import { chain, scaling } from '@/print-file/matrix';
import { orientationMatrix } from '@/print-file/photo-matrix';
import { surfaceBitmap, type SurfaceFactory } from './draw-surface';
import { readyTurboJpeg, turboJpegRunsHere, withScaledJpeg } from './jpeg-turbo';
import type { Step } from './step-times';
import { oneWholeDecodeAtATime } from './whole-decode';

/**
 * Whether ImageDecoder's frames carry the EXIF orientation (VideoFrame's rotation and flip, which
 * createImageBitmap applies): Chromium's do; Firefox's (153 ESR) have neither and come as stored.
 */
const framesComeUpright = () => typeof VideoFrame === 'function' && 'rotation' in VideoFrame.prototype;

/**
 * ImageDecoder's n/8 decode (Chromium, Firefox), upright at the preview's size. Where its frames
 * come upright it keeps the EXIF and the bitmap is the preview as it is; elsewhere the decoder gets
 * the JPEG without its EXIF (losslessly), so it turns nothing, and the one orientation matrix the
 * print file uses turns it in a draw. The ICC profile stays for the decoder.
 */
async function imageDecoderPreview(bytes: Uint8Array, facts: ImageFacts, decoded: Size, size: Size, surfaces: SurfaceFactory, step: Step): Promise<ImageBitmap | null> {
  const upright = facts.orientation === 1 || framesComeUpright();
  const desired = { type: 'image/jpeg', desiredWidth: decoded.width, desiredHeight: decoded.height };
  const stripped = upright ? null : stripJpegMetadata(bytes);
  const decoder = new ImageDecoder(stripped ? { ...desired, data: stripped, transfer: [stripped.buffer] } : { ...desired, data: bytes });
  let bitmap: ImageBitmap;
  try {
    const { image } = await decoder.decode();
    step('decode (scaled)');
    // A bitmap of its own: Chromium's canvas keeps a VideoFrame drawn on it in its decoded-image
    // cache (26 MB for a 48 MP photo at 3/8, still resident on the form page), while the bitmap's
    // pixels go as soon as it is closed.
    try {
      bitmap = await createImageBitmap(image);
    } finally {
      image.close();
    }
  } finally {
    decoder.close();
  }
  const orientation = upright ? 1 : facts.orientation;
  if (orientation === 1 && bitmap.width === size.width && bitmap.height === size.height) return bitmap;
  try {
    const surface = surfaces(size.width, size.height);
    if (!surface) return null;
    try {
      const turned = swapsSides(orientation) ? { width: bitmap.height, height: bitmap.width } : bitmap;
      const [a, b, c, d, e, f] = chain(
        orientationMatrix({ width: bitmap.width, height: bitmap.height, orientation }),
        scaling(size.width / turned.width, size.height / turned.height),
      );
      surface.context.imageSmoothingQuality = 'medium';
      surface.context.setTransform(a, b, c, d, e, f);
      surface.context.drawImage(bitmap, 0, 0);
      const preview = await surfaceBitmap(surface);
      step('draw upright');
      return preview;
    } finally {
      surface.release();
    }
  } finally {
    bitmap.close();
  }
}

/**
 * The pixels as a bitmap. They are opaque sRGB, so it needs no colour or alpha conversion (WebKit's
 * own cost 3–5 times the copy's). Firefox, the engine with ImageDecoder that comes here, made a
 * bitmap of ImageData in 80–150 ms and its first draw on the page took 50 more; put on a canvas and
 * handed over, 90 ms and 1–2 to draw. WebKit makes it of ImageData in 3–100 ms (160 on a canvas).
 */
async function pixelBitmap(pixels: ImageData, size: Size, surfaces: SurfaceFactory): Promise<ImageBitmap> {
  const sameSize = pixels.width === size.width && pixels.height === size.height;
  if (typeof ImageDecoder === 'function' && sameSize) {
    const surface = surfaces(size.width, size.height);
    if (surface) {
      try {
        surface.context.putImageData(pixels, 0, 0);
        return await surfaceBitmap(surface);
      } finally {
        surface.release();
      }
    }
  }
  const asIs: ImageBitmapOptions = { colorSpaceConversion: 'none', premultiplyAlpha: 'none' };
  return createImageBitmap(pixels, sameSize ? asIs : { ...asIs, resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' });
}

/**
 * The sizes of most phone photos' previews (4:3, 12 and 48 MP, upright either way), whose first
 * bitmap WebKit makes slowly: a bitmap of ImageData at a size never handed to the page before took
 * it 85–167 ms, the next one of that size 1–13. Another size's bitmap does not help.
 */
const PHONE_PREVIEW_SIZES: readonly Size[] = [
  { width: 2000, height: 1500 },
  { width: 1500, height: 2000 },
];

/**
 * Readies what a preview made by libjpeg-turbo needs before the photo (warm-up.ts): the decoder and
 * its memory, and a bitmap of each phone preview size, for the page to take and close. Where
 * libjpeg-turbo makes no preview, nothing.
 */
export async function readyTurboPreviews(jpeg: Uint8Array, stored: Size, surfaces: SurfaceFactory): Promise<ImageBitmap[]> {
  if (!turboJpegMayDecode()) return [];
  return readyTurboJpeg(jpeg, stored, PHONE_PREVIEW_SIZES, (pixels) => pixelBitmap(pixels, pixels, surfaces));
}

/**
 * libjpeg-turbo's n/8 decode, turned upright in its memory (in `decode (scaled)`) and made a bitmap
 * at the preview's size. libjpeg reads no ICC profile: the preview shows the photo's numbers as sRGB
 * (the print file is the photo itself).
 */
async function turboJpegPreview(bytes: Uint8Array, facts: ImageFacts, decoded: Size, size: Size, surfaces: SurfaceFactory, step: Step): Promise<ImageBitmap> {
  const preview = await withScaledJpeg(bytes, facts, decoded, facts.orientation, (upright) => {
    step('decode (scaled)');
    return pixelBitmap(upright, size, surfaces);
  });
  step('bitmap');
  return preview;
}

/**
 * The preview from one decode of the whole photo: the decoder applies EXIF orientation ('from-image')
 * and resizes the upright result to `size`; the whole photo is decoded for it, and let go when the
 * small bitmap is made.
 */
async function wholePreview(file: Blob, facts: ImageFacts, size: Size, step: Step): Promise<ImageBitmap> {
  const since = performance.now();
  if (size.width === facts.uprightWidth && size.height === facts.uprightHeight) {
    const whole = await createImageBitmap(file, { imageOrientation: 'from-image' });
    step('decode (whole)', since);
    return whole;
  }
  const options: ImageBitmapOptions = { imageOrientation: 'from-image', resizeWidth: size.width, resizeHeight: size.height, resizeQuality: 'medium' };
  const resized = await oneWholeDecodeAtATime(() => createImageBitmap(file, options));
  step('decode (whole, resized)', since);
  return resized;
}

/** Whether libjpeg-turbo makes some previews here (so the warm-up readies it). */
export const turboJpegMayDecode = (): boolean => turboJpegRunsHere() && (typeof ImageDecoder !== 'function' || !framesComeUpright());

/**
 * Whether libjpeg-turbo makes this preview rather than ImageDecoder: always where there is no
 * ImageDecoder (WebKit, Safari); where its frames come as stored (Firefox), for a photo that must be
 * turned and whose colours are sRGB's (libjpeg applies no profile: a Display P3 photo would look
 * duller). A 12 MP photo at 4/8 took Firefox about 180 ms so (decode, turn in memory, bitmap), against
 * 270–330 for ImageDecoder's decode and the canvas draw that turns it.
 */
function turboJpegDecodes(bytes: Uint8Array, facts: ImageFacts): boolean {
  if (!turboJpegMayDecode()) return false;
  if (typeof ImageDecoder !== 'function') return true;
  if (facts.orientation === 1) return false;
  const profile = jpegIccProfile(bytes);
  return profile === null || isSrgbProfile(profile);
}

/** The JPEG's n/8 decode at the preview's size, or null where no scaled decoder runs or none can decode this JPEG. */
function scaledJpegPreview(bytes: Uint8Array, facts: ImageFacts, eighths: number, size: Size, surfaces: SurfaceFactory, step: Step): Promise<ImageBitmap | null> {
  const decoded = eighthsSize(facts, eighths);
  const byImageDecoder = () =>
    typeof ImageDecoder === 'function' ? imageDecoderPreview(bytes, facts, decoded, size, surfaces, step).catch(() => null) : null;
  if (!turboJpegDecodes(bytes, facts)) return Promise.resolve(byImageDecoder());
  return turboJpegPreview(bytes, facts, decoded, size, surfaces, step).catch(byImageDecoder);
}

export async function makePreviewBitmap(file: Blob, bytes: Uint8Array, facts: ImageFacts, surfaces: SurfaceFactory, step: Step): Promise<ImageBitmap> {
  if (facts.type !== 'image/jpeg') return wholePreview(file, facts, previewSize(facts.uprightWidth, facts.uprightHeight), step);
  const { eighths, preview } = jpegPreview(facts, swapsSides(facts.orientation));
  const scaled = eighths < 8 ? await scaledJpegPreview(bytes, facts, eighths, preview, surfaces, step) : null;
  return scaled ?? wholePreview(file, facts, preview, step);
}
