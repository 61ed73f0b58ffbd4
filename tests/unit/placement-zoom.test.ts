import { describe, expect, it } from 'vitest';
import { FITS, ROTATIONS } from '@/domain/design';
import { placeImage, type PlacementInput, type Rect } from '@/domain/geometry';
import { placementInput } from './placement-input';

const base: PlacementInput = placementInput(300, 200);

const EPS = 1e-6;

/** On each axis: a picture at least as large as the box covers it; a smaller one stays inside. */
function expectNoGapOrInside(box: Rect, shown: Rect): void {
  const axes = [
    [box.x, box.width, shown.x, shown.width],
    [box.y, box.height, shown.y, shown.height],
  ] as const;
  for (const [boxStart, boxSize, start, size] of axes) {
    if (size >= boxSize - EPS) {
      expect(start).toBeLessThanOrEqual(boxStart + EPS);
      expect(start + size).toBeGreaterThanOrEqual(boxStart + boxSize - EPS);
    } else {
      expect(start).toBeGreaterThanOrEqual(boxStart - EPS);
      expect(start + size).toBeLessThanOrEqual(boxStart + boxSize + EPS);
    }
  }
}

describe('zoom scales the fitted picture; position is object-position over the zoomed picture', () => {
  it('cover ×2 centred doubles the picture about the frame centre', () => {
    // Cover: 300x200 → 400x266.67; ×2 → 800x533.33, centred on (200, 100).
    const { shown } = placeImage({ ...base, zoom: 2 });
    expect(shown.width).toBeCloseTo(800);
    expect(shown.height).toBeCloseTo(533.333, 2);
    expect(shown.x + shown.width / 2).toBeCloseTo(200);
    expect(shown.y + shown.height / 2).toBeCloseTo(100);
  });
  it('x = box.x + (box.width − shown.width) · posX / 100', () => {
    const { shown } = placeImage({ ...base, zoom: 2, posX: 30, posY: 0 });
    expect(shown.x).toBeCloseTo((400 - 800) * 0.3);
    expect(shown.y).toBe(0);
  });
  it('contain ×1.5 at posX 100 puts the right edges together', () => {
    // Contain: 300x200 → 300x200 in 400x200; ×1.5 → 450x300.
    const { shown } = placeImage({ ...base, fit: 'contain', zoom: 1.5, posX: 100 });
    expect(shown.x + shown.width).toBeCloseTo(400);
  });
  it('fill ×2 stretches to twice the frame and moves by position', () => {
    expect(placeImage({ ...base, fit: 'fill', zoom: 2, posX: 0, posY: 100 }).shown).toEqual({ x: 0, y: -200, width: 800, height: 400 });
  });
  it('the circle is the box: zoom and position work against its square', () => {
    const p = placeImage({ ...base, circular: true, fit: 'contain', zoom: 2, posX: 0, posY: 100 });
    expect(p.box).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    // Contain 300x200 in 200x200 → 200x133.33; ×2 → 400x266.67.
    expect(p.shown.x).toBeCloseTo(100);
    expect(p.shown.y + p.shown.height).toBeCloseTo(200);
  });

  for (const fit of FITS)
    for (const rotation of ROTATIONS)
      for (const circular of [false, true])
        it(`${fit}, rot ${rotation}${circular ? ', circle' : ''}: no gap when larger, inside when smaller, at any zoom and position`, () => {
          for (const zoom of [1, 1.37, 2, 4])
            for (const posX of [0, 12.5, 50, 100])
              for (const posY of [0, 66, 100])
                for (const mirrored of [false, true]) {
                  const p = placeImage({ ...base, fit, rotation, circular, zoom, posX, posY, mirrored });
                  expectNoGapOrInside(p.box, p.shown);
                }
        });
});

describe('hostile zoom and position values are clamped', () => {
  it.each([
    [{ zoom: 0 }, { zoom: 1 }],
    [{ zoom: -3 }, { zoom: 1 }],
    [{ zoom: 99 }, { zoom: 4 }],
    [{ zoom: Number.NaN }, { zoom: 1 }],
    [{ zoom: Number.POSITIVE_INFINITY }, { zoom: 1 }],
    [{ posX: -20, posY: 500 }, { posX: 0, posY: 100 }],
    [{ posX: Number.NaN, posY: Number.NEGATIVE_INFINITY }, { posX: 50, posY: 50 }],
  ])('%o places like %o', (hostile, clamped) => {
    expect(placeImage({ ...base, ...hostile }).shown).toEqual(placeImage({ ...base, ...clamped }).shown);
  });
});
