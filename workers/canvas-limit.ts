/**
 * Allocates the largest canvas this browser allows, up to the size asked for. Browsers fail silently
 * past their limit (older iOS Safari stops at 16,777,216 pixels), so each surface is proved by
 * drawing its far corner and reading it back; the limit found is remembered for the session.
 */
import { SAFE_CANVAS_PIXELS } from '@/domain/image-limits';
import type { DrawSurface, SurfaceFactory } from './draw-surface';

let largestFailedArea = Number.POSITIVE_INFINITY;
/** Largest area that worked since the first failure; where later big drawings start. */
let largestProvenArea = 0;

function works(surface: DrawSurface): boolean {
  const { context, width, height } = surface;
  context.fillStyle = '#000';
  context.fillRect(width - 1, height - 1, 1, 1);
  const alpha = context.getImageData(width - 1, height - 1, 1, 1).data[3];
  context.clearRect(width - 1, height - 1, 1, 1);
  return alpha === 255;
}

function tryAllocate(surfaces: SurfaceFactory, width: number, height: number): DrawSurface | null {
  try {
    const surface = surfaces(width, height);
    if (surface && works(surface)) return surface;
    surface?.release();
  } catch {
    // A refused allocation throws in some browsers and returns a dead context in others.
  }
  return null;
}

/** Scale (at most 1) at which a width × height drawing fits in the area. */
function scaleToArea(width: number, height: number, area: number): number {
  return Math.min(1, Math.sqrt(area / (width * height)));
}

interface AllocatedSurface {
  readonly surface: DrawSurface;
  /** 1 when the full size was allocated. */
  readonly scale: number;
}

export function allocateSurface(surfaces: SurfaceFactory, width: number, height: number): AllocatedSurface {
  const area = width * height;
  let scale = area < largestFailedArea ? 1 : scaleToArea(width, height, largestProvenArea || SAFE_CANVAS_PIXELS);
  for (;;) {
    const w = Math.max(1, Math.floor(width * scale));
    const h = Math.max(1, Math.floor(height * scale));
    const surface = tryAllocate(surfaces, w, h);
    if (surface) {
      if (Number.isFinite(largestFailedArea)) largestProvenArea = Math.max(largestProvenArea, w * h);
      return { surface, scale };
    }
    largestFailedArea = Math.min(largestFailedArea, w * h);
    if (w * h <= 1) throw new Error('No canvas can be allocated');
    scale = w * h > SAFE_CANVAS_PIXELS ? scaleToArea(width, height, SAFE_CANVAS_PIXELS) : scale / 2;
  }
}
