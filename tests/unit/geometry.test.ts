import { describe, expect, it } from 'vitest';
import { FITS, initialDesign, ROTATIONS, type Rotation } from '@/domain/design';
import { framePixels, placeDesign, placeImage, traceClip, type PlacementInput, type PathSink } from '@/domain/geometry';
import { px } from '@/domain/units';
import { bitmapPointInFrame, placementInput } from './placement-input';

const base: PlacementInput = placementInput(1000, 1000);

/** Where the photo's top-left pixel lands on screen, as the shopper would expect it. */
function expectedTopLeft(
  shown: { x: number; y: number; width: number; height: number },
  rotation: Rotation,
  mirrored: boolean,
  mirroredVertical: boolean,
): [number, number] {
  // Clockwise rotation moves the top-left corner to: 0 → TL, 90 → TR, 180 → BR, 270 → BL.
  const corners: Record<Rotation, [number, number]> = { 0: [0, 0], 90: [1, 0], 180: [1, 1], 270: [0, 1] };
  const [cx, cy] = corners[rotation];
  const fx = mirrored ? 1 - cx : cx;
  const fy = mirroredVertical ? 1 - cy : cy;
  return [shown.x + fx * shown.width, shown.y + fy * shown.height];
}

describe('framePixels', () => {
  it('truncates cm × 28.3444444446 / 5.1 like the store', () => {
    expect(framePixels(25)).toBe(138);
    expect(framePixels(140)).toBe(778);
    expect(framePixels(100)).toBe(555);
  });
});

describe('placeImage fit and position (object-fit / object-position)', () => {
  it('cover scales to the larger ratio and overflows the frame', () => {
    const p = placeImage(base);
    expect(p.shown).toEqual({ x: 0, y: -100, width: 400, height: 400 });
    expect(p.clip).toEqual({ kind: 'rect', x: 0, y: 0, width: 400, height: 200 });
  });
  it('contain scales to the smaller ratio', () => {
    expect(placeImage({ ...base, fit: 'contain' }).shown).toEqual({ x: 100, y: 0, width: 200, height: 200 });
  });
  it('fill stretches to the frame whatever the position at zoom 1', () => {
    expect(placeImage({ ...base, fit: 'fill', posX: 100, posY: 100 }).shown).toEqual({ x: 0, y: 0, width: 400, height: 200 });
  });
  it.each([
    [0, 0],
    [50, 100],
    [100, 200],
    [30, 60],
  ])('contain at posX %d starts at x %d', (posX, x) => {
    expect(placeImage({ ...base, fit: 'contain', posX }).shown.x).toBe(x);
  });
  it.each([
    [0, 0],
    [50, -100],
    [100, -200],
  ])('cover at posY %d starts at y %d', (posY, y) => {
    expect(placeImage({ ...base, posY }).shown.y).toBe(y);
  });

  for (const fit of FITS)
    for (const [posX, posY, zoom] of [[0, 0, 1], [50, 50, 1], [100, 30, 2.5], [20, 100, 4]] as const)
      for (const rotation of ROTATIONS)
        for (const [mirrored, mirroredVertical] of [[false, false], [true, false], [false, true], [true, true]] as const) {
            const flips = `${mirrored ? ' mirrored' : ''}${mirroredVertical ? ' mirrored vertically' : ''}`;
            it(`${fit} ${posX}/${posY} ×${zoom} rot ${rotation}${flips}: the bitmap covers exactly the shown rect, oriented as chosen`, () => {
              const input = { ...base, imageWidth: px(300), imageHeight: px(200), fit, posX, posY, zoom, rotation, mirrored, mirroredVertical };
              const p = placeImage(input);
              const corners = [bitmapPointInFrame(placeImage(input).image, 0, 0), bitmapPointInFrame(placeImage(input).image, 1, 1)];
              const xs = corners.map((c) => c[0]).sort((a, b) => a - b);
              const ys = corners.map((c) => c[1]).sort((a, b) => a - b);
              expect(xs[0]).toBeCloseTo(p.shown.x);
              expect(xs[1]).toBeCloseTo(p.shown.x + p.shown.width);
              expect(ys[0]).toBeCloseTo(p.shown.y);
              expect(ys[1]).toBeCloseTo(p.shown.y + p.shown.height);
              const [ex, ey] = expectedTopLeft(p.shown, rotation, mirrored, mirroredVertical);
              const [ax, ay] = bitmapPointInFrame(placeImage(input).image, 0, 0);
              expect(ax).toBeCloseTo(ex);
              expect(ay).toBeCloseTo(ey);
            });
          }
});

describe('rotation inside an unchanged frame', () => {
  it('a quarter turn swaps the picture proportions, not the frame', () => {
    const p = placeImage({ ...base, imageWidth: px(300), imageHeight: px(200), fit: 'contain', rotation: 90 });
    expect(p.frameWidth).toBe(400);
    expect(p.frameHeight).toBe(200);
    expect(p.shown.width).toBeCloseTo(133.333, 2);
    expect(p.shown.height).toBe(200);
    expect(p.image.width).toBe(200);
    expect(p.image.height).toBeCloseTo(133.333, 2);
    expect(p.image.rotation).toBe(90);
  });
  it('mirroring a turned picture uses the opposite turn on a flipped bitmap', () => {
    const p = placeImage({ ...base, rotation: 90, mirrored: true });
    expect(p.image.rotation).toBe(270);
    expect(p.image.scaleX).toBe(-1);
  });
  it('the vertical mirror flips the bitmap top-to-bottom the same way, and both mirrors are a half turn', () => {
    const vertical = placeImage({ ...base, rotation: 90, mirroredVertical: true }).image;
    expect([vertical.rotation, vertical.scaleX, vertical.scaleY]).toEqual([270, 1, -1]);
    const both = placeImage({ ...base, rotation: 90, mirrored: true, mirroredVertical: true }).image;
    expect([both.rotation, both.scaleX, both.scaleY]).toEqual([90, -1, -1]);
  });
  it('placeDesign passes the design’s vertical mirror on', () => {
    const design = { ...initialDesign('Clasic'), mirroredVertical: true };
    expect(placeDesign(design, px(400), px(200), px(300), px(200)).image.scaleY).toBe(-1);
  });
});

describe('circular rugs', () => {
  it('clip to a centred circle of the smaller side and fit against its square', () => {
    const p = placeImage({ ...base, circular: true, imageWidth: px(200), imageHeight: px(100), fit: 'contain' });
    expect(p.clip).toEqual({ kind: 'circle', cx: 200, cy: 100, radius: 100 });
    expect(p.box).toEqual({ x: 100, y: 0, width: 200, height: 200 });
    expect(p.shown).toEqual({ x: 100, y: 50, width: 200, height: 100 });
  });
  it('cover fills the circle and the position moves the photo inside it', () => {
    const p = placeImage({ ...base, circular: true, imageWidth: px(200), imageHeight: px(100), posX: 0 });
    expect(p.shown).toEqual({ x: 100, y: 0, width: 400, height: 200 });
  });
  it('traceClip draws a full circle or the frame rectangle', () => {
    const calls: string[] = [];
    const sink: PathSink = {
      rect: (...args) => calls.push(`rect ${args.join(',')}`),
      arc: (x, y, r, s, e) => calls.push(`arc ${x},${y},${r},${s},${e.toFixed(4)}`),
    };
    traceClip(sink, placeImage({ ...base, circular: true }).clip);
    traceClip(sink, placeImage(base).clip);
    expect(calls).toEqual(['arc 200,100,100,0,6.2832', 'rect 0,0,400,200']);
  });
});

describe('placeDesign', () => {
  it('places a design exactly as placeImage does with the design’s own options', () => {
    const design = { ...initialDesign('Alfombra'), fit: 'contain', posX: 100, posY: 70, zoom: 1.5, rotation: 270, mirrored: true, circular: true } as const;
    expect(placeDesign(design, px(500), px(300), px(4000), px(3000))).toEqual(
      placeImage({ frameWidth: px(500), frameHeight: px(300), imageWidth: px(4000), imageHeight: px(3000), ...design }),
    );
  });
});
