import { describe, expect, it } from 'vitest';
import { distance, midpoint, pinchZoom, wheelZoom } from '@/features/editor/preview/gesture-math';

describe('gesture maths', () => {
  it('finds the fingers’ midpoint and spread', () => {
    expect(midpoint({ x: 10, y: 20 }, { x: 30, y: 60 })).toEqual({ x: 20, y: 40 });
    expect(distance({ x: 0, y: 0 }, { x: 30, y: 40 })).toBe(50);
  });

  it('zooms a pinch by the ratio of the spreads', () => {
    expect(pinchZoom(1.5, 100, 200)).toBe(3);
    expect(pinchZoom(2, 100, 50)).toBe(1);
    // Two fingers on the same spot have no spread to compare with: nothing changes.
    expect(pinchZoom(2, 0, 50)).toBe(2);
  });

  it('zooms in on wheel up and back out to the same zoom, whatever the delta unit', () => {
    const zoomedIn = wheelZoom(1, -100, 0);
    expect(zoomedIn).toBeCloseTo(1.2214, 4);
    expect(wheelZoom(zoomedIn, 100, 0)).toBeCloseTo(1, 10);
    // Three lines of 16 px are 48 px.
    expect(wheelZoom(1, 3, 1)).toBeCloseTo(wheelZoom(1, 48, 0), 10);
    expect(wheelZoom(2, 0, 0)).toBe(2);
  });
});
