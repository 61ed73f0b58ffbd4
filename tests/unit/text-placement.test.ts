import { describe, expect, it } from 'vitest';
import { newTextLayer } from '@/domain/text-layers';
import { crossesSafeArea, snapTextToCentre, textBox, textMovedBy, textOrigin } from '@/domain/text-placement';
import { cm } from '@/domain/units';

const pad = { widthCm: 100, heightCm: 60, circular: false };
const metrics = { width: 3, ascent: 0.7, descent: 0.1 };
const layer = { ...newTextLayer('SANTI'), sizeCm: 6 };

describe('text placement in cm', () => {
  it('puts the anchor at the position and the baseline below the middle of the capitals', () => {
    expect(textOrigin({ ...layer, xPct: 25, yPct: 50 }, pad)).toEqual({ x: 25, baseline: 30 + 0.35 * 6 });
  });

  it('boxes the ink by alignment: left starts at the anchor, centre straddles it, right ends at it', () => {
    const at = { ...layer, xPct: 50, yPct: 50 };
    expect(textBox({ ...at, align: 'left' }, pad, metrics).x).toBeCloseTo(50);
    expect(textBox({ ...at, align: 'center' }, pad, metrics).x).toBeCloseTo(41);
    expect(textBox({ ...at, align: 'right' }, pad, metrics)).toMatchObject({ width: 18 });
    expect(textBox({ ...at, align: 'right' }, pad, metrics).x).toBeCloseTo(32);
    const box = textBox(at, pad, metrics);
    expect(box.y).toBeCloseTo(32.1 - 4.2);
    expect(box.height).toBeCloseTo(4.8);
  });

  it('moves by centimetres whatever the piece size, within the frame', () => {
    expect(textMovedBy({ xPct: 50, yPct: 50 }, cm(10), cm(-6), pad)).toEqual({ xPct: 60, yPct: 40 });
    expect(textMovedBy({ xPct: 50, yPct: 50 }, cm(0.5), cm(0), { ...pad, widthCm: 25 })).toEqual({ xPct: 52, yPct: 50 });
    expect(textMovedBy({ xPct: 95, yPct: 5 }, cm(20), cm(-20), pad)).toEqual({ xPct: 100, yPct: 0 });
  });

  it('snaps the text centre to the centre lines within 1 cm, and only then', () => {
    const near = snapTextToCentre(layer, { xPct: 50.8, yPct: 51.5 }, pad, metrics);
    expect(near).toEqual({ xPct: 50, yPct: 50, guides: { vertical: true, horizontal: true } });
    const far = snapTextToCentre(layer, { xPct: 52, yPct: 60 }, pad, metrics);
    expect(far).toEqual({ xPct: 52, yPct: 60, guides: { vertical: false, horizontal: false } });
    // Left-aligned text snaps its box's centre, not its anchor: 18 cm wide, so the anchor goes to 41 cm.
    const left = snapTextToCentre({ ...layer, align: 'left' }, { xPct: 41.5, yPct: 20 }, pad, metrics);
    expect(left.xPct).toBeCloseTo(41);
    expect(left.guides.vertical).toBe(true);
  });

  it('flags text closer than 1 cm to the edge, on pads and on round rugs', () => {
    expect(crossesSafeArea(textBox({ ...layer, xPct: 50, yPct: 50 }, pad, metrics), pad)).toBe(false);
    expect(crossesSafeArea(textBox({ ...layer, xPct: 8, yPct: 50 }, pad, metrics), pad)).toBe(true);
    expect(crossesSafeArea(textBox({ ...layer, xPct: 50, yPct: 4 }, pad, metrics), pad)).toBe(true);
    const rug = { widthCm: 100, heightCm: 100, circular: true };
    expect(crossesSafeArea(textBox({ ...layer, xPct: 50, yPct: 50 }, rug, metrics), rug)).toBe(false);
    expect(crossesSafeArea(textBox({ ...layer, xPct: 15, yPct: 15 }, rug, metrics), rug)).toBe(true);
  });
});
