/**
 * The one 2D drawing surface every pipeline step draws on (upload file, proof): an
 * OffscreenCanvas in the worker, or a canvas element in the main-thread fallback of browsers without
 * OffscreenCanvas. Only the canvas's creation differs (src/image/main-thread-surface.ts makes the
 * element); encoding and releasing are written once here. No DOM is touched in this file.
 */

export type Drawing2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;
type Canvas = OffscreenCanvas | HTMLCanvasElement;

export interface DrawSurface {
  readonly width: number;
  readonly height: number;
  readonly context: Drawing2D;
  /** What drawImage takes to copy this surface's own pixels. */
  readonly canvas: Canvas;
  encode(type: string, quality?: number): Promise<Blob>;
  /** Frees the pixel memory at once instead of waiting for garbage collection. */
  release(): void;
}

/** Makes a surface, or null when this browser cannot give a context of that size. */
export type SurfaceFactory = (width: number, height: number) => DrawSurface | null;

function encode(canvas: Canvas, type: string, quality: number | undefined): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise<Blob>((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Encoding failed'))), type, quality);
  });
}

/** A surface over a canvas of either kind, already sized; null when it gives no 2D context. */
export function surfaceOf(canvas: Canvas): DrawSurface | null {
  const context = canvas.getContext('2d') as Drawing2D | null;
  if (!context) return null;
  const { width, height } = canvas;
  return {
    width,
    height,
    context,
    canvas,
    encode: (type, quality) => encode(canvas, type, quality),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
}

/** What the surface holds, as a bitmap: handed over where the canvas can (OffscreenCanvas), copied otherwise. */
export function surfaceBitmap(surface: DrawSurface): Promise<ImageBitmap> {
  const { canvas } = surface;
  return 'transferToImageBitmap' in canvas ? Promise.resolve(canvas.transferToImageBitmap()) : createImageBitmap(canvas);
}

/** OffscreenCanvas surfaces, for the worker (and the fallback where OffscreenCanvas exists). */
export const offscreenSurfaces: SurfaceFactory = (width, height) => surfaceOf(new OffscreenCanvas(width, height));
