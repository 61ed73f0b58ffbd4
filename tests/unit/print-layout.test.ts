import { describe, expect, it } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { cutPath, svgPathData } from '@/domain/cut-path';
import { bleedMirrors } from '@/domain/print-bleed';
import { bleedOutline, cmToPoints, printLayout } from '@/domain/print-layout';
import { designDpi } from '@/domain/print-quality';
import { cm } from '@/domain/units';

const pad: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 };
const rug: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'XLA', widthCm: 100, heightCm: 70 };

describe('printLayout', () => {
  it('adds 1 cm of bleed on every side: a 100x60 pad is a 102x62 cm page', () => {
    const layout = printLayout(pad);
    expect([layout.pageWidth, layout.pageHeight]).toEqual([102, 62]);
    expect(layout.piece).toEqual({ x: 1, y: 1, width: 100, height: 60 });
    expect(layout.frame).toEqual({ x: 1, y: 1, width: 100, height: 60 });
  });

  it('measures the page in points (cm × 72 / 2.54)', () => {
    expect(cmToPoints(cm(102))).toBeCloseTo(2891.34, 2);
    expect(cmToPoints(cm(2.54))).toBe(72);
  });

  it('cuts a pad as a rectangle with rounded corners and a rug as a plain rectangle', () => {
    expect(printLayout(pad).cut).toEqual({ kind: 'rect', rect: { x: 1, y: 1, width: 100, height: 60 }, radius: 0.5 });
    expect(printLayout(rug).cut).toEqual({ kind: 'rect', rect: { x: 1, y: 1, width: 100, height: 70 }, radius: 0 });
  });

  it('a round rug is its circle: the page is the circle plus bleed, the frame centred on it', () => {
    const layout = printLayout({ ...rug, circular: true });
    expect([layout.pageWidth, layout.pageHeight]).toEqual([72, 72]);
    expect(layout.cut).toEqual({ kind: 'circle', cx: 36, cy: 36, radius: 35 });
    // The 100x70 frame overhangs the page by 15 cm left and right.
    expect(layout.frame).toEqual({ x: -14, y: 1, width: 100, height: 70 });
  });
});

describe('cutPath', () => {
  it('traces a plain rectangle with four lines', () => {
    const path = cutPath({ kind: 'rect', rect: { x: cm(1), y: cm(1), width: cm(10), height: cm(5) }, radius: cm(0) });
    expect(svgPathData(path)).toBe('M1 1 L11 1 L11 6 L1 6 L1 1 Z');
  });

  it('rounds each corner of a pad with a quarter arc of the radius', () => {
    const path = cutPath({ kind: 'rect', rect: { x: cm(0), y: cm(0), width: cm(10), height: cm(4) }, radius: cm(1) });
    expect(path.filter((c) => c.op === 'C')).toHaveLength(4);
    expect(path[0]).toEqual({ op: 'M', x: 1, y: 0 });
    expect(path[2]).toMatchObject({ op: 'C', x: 10, y: 1, x1: expect.closeTo(9.5523, 3), y1: 0, x2: 10 });
  });

  it('traces a circle whose midpoint between control points lies on the circle', () => {
    const path = cutPath({ kind: 'circle', cx: cm(36), cy: cm(36), radius: cm(35) });
    const first = path[1];
    if (first?.op !== 'C') throw new Error('expected a curve');
    // Point of a cubic Bézier at t = 0.5 from (71,36) to (36,71).
    const mx = 0.125 * 71 + 0.375 * first.x1 + 0.375 * first.x2 + 0.125 * first.x;
    const my = 0.125 * 36 + 0.375 * first.y1 + 0.375 * first.y2 + 0.125 * first.y;
    expect(Math.hypot(mx - 36, my - 36)).toBeCloseTo(35, 1);
    expect(path.at(-1)).toEqual({ op: 'Z' });
  });
});

describe('resolution', () => {
  it('uses the printed part of the photo at its own density, never capped', () => {
    // 6000x4000 cover on 100x60: the photo spans 100 cm → 6000 px / 39.37 in = 152.4 ppi.
    expect(designDpi(pad, { width: 6000, height: 4000 })).toBeCloseTo(152.4, 1);
    // An 8000 px photo on a 25 cm pad keeps its 812.8 ppi: nothing resamples it.
    expect(designDpi({ ...pad, widthCm: 25, heightCm: 25 }, { width: 8000, height: 8000 })).toBeCloseTo(812.8, 1);
  });

  it('with fill, the poorer axis decides, so no axis is upsampled', () => {
    expect(designDpi({ ...pad, fit: 'fill' }, { width: 6000, height: 1000 })).toBeCloseTo((1000 * 2.54) / 60, 5);
  });

  it('follows the rotation: a turned portrait photo spans the width with its long side', () => {
    expect(designDpi({ ...pad, rotation: 90 }, { width: 4000, height: 6000 })).toBeCloseTo(152.4, 1);
  });
});

describe('bleedOutline', () => {
  it('grows the cut by the bleed: a pad keeps rounded corners, a rug is the page, a round rug a ring', () => {
    expect(bleedOutline(printLayout(pad))).toEqual({ kind: 'rect', rect: { x: 0, y: 0, width: 102, height: 62 }, radius: 1.5 });
    expect(bleedOutline(printLayout(rug))).toEqual({ kind: 'rect', rect: { x: 0, y: 0, width: 102, height: 72 }, radius: 0 });
    expect(bleedOutline(printLayout({ ...rug, circular: true }))).toEqual({ kind: 'circle', cx: 36, cy: 36, radius: 36 });
  });
});

describe('bleedMirrors', () => {
  const r = (x: number, y: number, width: number, height: number) => ({ x: cm(x), y: cm(y), width: cm(width), height: cm(height) });
  const piece = r(1, 1, 100, 60);
  const [W, H] = [cm(102), cm(62)];

  it('mirrors nothing when the photo already covers the bleed', () => {
    expect(bleedMirrors(r(-5, -20, 130, 120), piece, W, H)).toEqual([]);
  });

  it('mirrors about the edges where the photo stops at the cut line', () => {
    // Cover of a wide photo: overflows left and right, ends exactly at the top and bottom cut lines.
    expect(bleedMirrors(r(-40, 1, 200, 60), piece, W, H)).toEqual([
      { clip: r(0, 0, 102, 1), aboutX: null, aboutY: 1 },
      { clip: r(0, 61, 102, 1), aboutX: null, aboutY: 61 },
    ]);
  });

  it('fill reaches the cut on every side: four strips and four corners reflected about both edges', () => {
    const mirrors = bleedMirrors(piece, piece, W, H);
    expect(mirrors).toHaveLength(8);
    expect(mirrors).toContainEqual({ clip: r(0, 0, 1, 1), aboutX: 1, aboutY: 1 });
    expect(mirrors).toContainEqual({ clip: r(101, 61, 1, 1), aboutX: 101, aboutY: 61 });
    expect(mirrors).toContainEqual({ clip: r(101, 1, 1, 60), aboutX: 101, aboutY: null });
  });

  it('leaves the background where a contained photo stops inside the piece', () => {
    expect(bleedMirrors(r(40, 1, 20, 60), piece, W, H)).toEqual([
      { clip: r(40, 0, 20, 1), aboutX: null, aboutY: 1 },
      { clip: r(40, 61, 20, 1), aboutX: null, aboutY: 61 },
    ]);
  });
});
