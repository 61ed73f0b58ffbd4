/** Limits of the image pipeline, shared by the browser (editor, worker) and the server. */

/** Photos above this many pixels are refused before decoding (a tiny PNG can claim 20000×20000). */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Files above this size are refused before reading them whole, so the tab never runs out of memory. */
export const MAX_IMAGE_FILE_BYTES = 200 * 1024 * 1024;

/** The hosted form service takes at most 25 MB per file; decimal megabytes keep us under either reading. */
export const MAX_UPLOAD_BYTES = 25_000_000;

/** Long side of the preview bitmap the editor draws. */
export const PREVIEW_MAX_SIDE = 2048;

/** JPEG qualities tried in order before the upload is scaled down. */
export const JPEG_QUALITIES: readonly number[] = [0.92, 0.85, 0.8];

/** Largest canvas of older iOS Safari; the fallback when a bigger canvas cannot be allocated. */
export const SAFE_CANVAS_PIXELS = 16_777_216;

/** A pixel size. */
export interface Size {
  readonly width: number;
  readonly height: number;
}

/** The preview's size for a photo of this upright size: at most PREVIEW_MAX_SIDE on its long side. */
export function previewSize(uprightWidth: number, uprightHeight: number): Size {
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(uprightWidth, uprightHeight));
  return { width: Math.max(1, Math.round(uprightWidth * scale)), height: Math.max(1, Math.round(uprightHeight * scale)) };
}

/** A JPEG decoded at n/8 of its stored size, rounded up as libjpeg rounds. */
export function eighthsSize(stored: Size, eighths: number): Size {
  return { width: Math.ceil((stored.width * eighths) / 8), height: Math.ceil((stored.height * eighths) / 8) };
}

/**
 * A JPEG's preview may be this much smaller than previewSize's when that makes it exactly one of
 * libjpeg's n/8 decodes: 2000 px instead of 2048 for 12 and 48 MP photos, which then need no resize
 * after the decode, and a 48 MP one decodes at 2/8 instead of 3/8 (less than half the pixels).
 */
const SCALED_PREVIEW_SHORTFALL = 0.9;

/**
 * How a JPEG's preview is decoded: at `eighths`/8 of the stored size (libjpeg scales inside its
 * inverse DCT, which costs less than decoding whole), to `preview`, its upright size. That is the n/8
 * decode itself when one lands at most 10 % under previewSize's long side; otherwise previewSize's,
 * from the smallest n/8 that covers it. The placeholder and the worker both size the preview with it,
 * so the sharp one lands on the placeholder's pixels.
 */
export function jpegPreview(stored: Size, swapsSides: boolean): { readonly eighths: number; readonly preview: Size } {
  const upright = (size: Size): Size => (swapsSides ? { width: size.height, height: size.width } : size);
  // Worked out in the stored orientation, which is the decoder's; previewSize scales both sides alike.
  const wanted = previewSize(stored.width, stored.height);
  const longest = Math.max(wanted.width, wanted.height);
  for (let eighths = 1; eighths <= 8; eighths += 1) {
    const decoded = eighthsSize(stored, eighths);
    const side = Math.max(decoded.width, decoded.height);
    if (side <= longest && side >= longest * SCALED_PREVIEW_SHORTFALL) return { eighths, preview: upright(decoded) };
    if (decoded.width >= wanted.width && decoded.height >= wanted.height) return { eighths, preview: upright(wanted) };
  }
  return { eighths: 8, preview: upright(wanted) };
}
