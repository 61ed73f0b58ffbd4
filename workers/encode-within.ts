/**
 * Draws a picture and encodes it within a byte budget, the one way every file the order sends is
 * made (upload, proof): at the full size the browser's canvas allows, the allowed
 * qualities in turn, then smaller by the overshoot until a try fits.
 */
import { allocateSurface } from './canvas-limit';
import type { DrawSurface, SurfaceFactory } from './draw-surface';

export interface PipelineSteps {
  readonly surfaces: SurfaceFactory;
  /** Throws once the job is cancelled; called between the expensive steps. */
  readonly checkpoint: () => void;
}

export interface EncodeBudget {
  readonly type: string;
  /** Tried in order; undefined is the encoder's default (PNG ignores quality). */
  readonly qualities: readonly (number | undefined)[];
  readonly maxBytes: number;
}

export interface Encoded {
  readonly blob: Blob;
  readonly width: number;
  readonly height: number;
  /** 1 at the size asked for; less when the canvas limit or the byte budget made it smaller. */
  readonly scale: number;
}

/** Encodes at each allowed quality until one fits; returns the last try when none does. */
async function encodeSmallest(surface: DrawSurface, budget: EncodeBudget, steps: PipelineSteps): Promise<Blob> {
  let blob: Blob | null = null;
  for (const quality of budget.qualities) {
    blob = await surface.encode(budget.type, quality);
    steps.checkpoint();
    if (blob.size <= budget.maxBytes) return blob;
  }
  if (!blob) throw new Error('No quality to encode with');
  return blob;
}

export async function encodeWithin(
  size: { readonly width: number; readonly height: number },
  draw: (surface: DrawSurface) => void,
  budget: EncodeBudget,
  steps: PipelineSteps,
): Promise<Encoded> {
  let scale = 1;
  for (;;) {
    const width = Math.max(1, Math.floor(size.width * scale));
    const height = Math.max(1, Math.floor(size.height * scale));
    const allocated = allocateSurface(steps.surfaces, width, height);
    scale *= allocated.scale;
    const { surface } = allocated;
    try {
      draw(surface);
      steps.checkpoint();
      const blob = await encodeSmallest(surface, budget, steps);
      if (blob.size <= budget.maxBytes) return { blob, width: surface.width, height: surface.height, scale };
      if (width * height <= 1) throw new Error(`Nothing fits in ${budget.maxBytes} bytes`);
      // Bytes grow about with area, so shrink the area by the overshoot plus a margin.
      scale *= Math.sqrt(budget.maxBytes / blob.size) * 0.95;
    } finally {
      surface.release();
    }
  }
}
