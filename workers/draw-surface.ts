/** A 2D drawing surface the pipeline steps draw on: OffscreenCanvas in the worker, a canvas element in the fallback. */

type Drawing2D = OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D;

export interface DrawSurface {
  readonly width: number;
  readonly height: number;
  readonly context: Drawing2D;
  encode(type: string, quality?: number): Promise<Blob>;
  /** Frees the pixel memory at once instead of waiting for garbage collection. */
  release(): void;
}

/** Makes a surface, or null when this browser cannot give a context of that size. */
export type SurfaceFactory = (width: number, height: number) => DrawSurface | null;

/** OffscreenCanvas surfaces, for the worker (no DOM there). */
export const offscreenSurfaces: SurfaceFactory = (width, height) => {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) return null;
  return {
    width,
    height,
    context,
    encode: (type, quality) => canvas.convertToBlob({ type, quality }),
    release: () => {
      canvas.width = 0;
      canvas.height = 0;
    },
  };
};
