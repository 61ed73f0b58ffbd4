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

/** The preview's size for a photo of this upright size: at most PREVIEW_MAX_SIDE on its long side. */
export function previewSize(uprightWidth: number, uprightHeight: number): { readonly width: number; readonly height: number } {
  const scale = Math.min(1, PREVIEW_MAX_SIDE / Math.max(uprightWidth, uprightHeight));
  return { width: Math.max(1, Math.round(uprightWidth * scale)), height: Math.max(1, Math.round(uprightHeight * scale)) };
}
