import { SAFE_CANVAS_PIXELS } from '@/domain/image-limits';
import { allocateSurface } from '../../workers/canvas-limit';
import type { DrawSurface, SurfaceFactory } from '../../workers/draw-surface';

/** A browser that, like older iOS Safari, silently draws nothing on canvases over 16,777,216 pixels. */
function limitedBrowser(limit: number): { surfaces: SurfaceFactory; tried: number[] } {
  const tried: number[] = [];
  const surfaces: SurfaceFactory = (width, height) => {
    tried.push(width * height);
    const works = width * height <= limit;
    const context = {
      fillStyle: '',
      fillRect: () => undefined,
      clearRect: () => undefined,
      getImageData: () => ({ data: Uint8ClampedArray.from([0, 0, 0, works ? 255 : 0]) }),
    } as unknown as DrawSurface['context'];
    return { width, height, context, canvas: {} as DrawSurface['canvas'], encode: () => Promise.resolve(new Blob()), release: () => undefined };
  };
  return { surfaces, tried };
}

describe('largest canvas', () => {
  it('gives the full size when the browser allows it', () => {
    const { surfaces } = limitedBrowser(Number.POSITIVE_INFINITY);
    const { surface, scale } = allocateSurface(surfaces, 8000, 6000);
    expect([surface.width, surface.height, scale]).toEqual([8000, 6000, 1]);
  });

  it('scales a 48 MP drawing down to the 16,777,216-pixel limit it detects, keeping the shape', () => {
    const { surfaces, tried } = limitedBrowser(SAFE_CANVAS_PIXELS);
    const { surface, scale } = allocateSurface(surfaces, 8000, 6000);
    expect(surface.width * surface.height).toBeLessThanOrEqual(SAFE_CANVAS_PIXELS);
    expect(surface.width * surface.height).toBeGreaterThan(SAFE_CANVAS_PIXELS * 0.99);
    expect(surface.width / surface.height).toBeCloseTo(8000 / 6000, 2);
    expect(scale).toBeLessThan(1);
    expect(tried).toHaveLength(2);
    // Remembered: the next big drawing goes straight to a size that works.
    tried.length = 0;
    allocateSurface(surfaces, 8000, 6000);
    expect(tried).toHaveLength(1);
  });
});
