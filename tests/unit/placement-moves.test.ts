import { describe, expect, it } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { placeDesign } from '@/domain/geometry';
import { positionAfterDrag, positionAfterNudge, snapToCentre, zoomAboutPoint } from '@/domain/placement-moves';
import { cm, px } from '@/domain/units';

// A 100x50 cm piece drawn 400x200 px: 4 px per cm. A 300x200 photo covers it at 400x266.67.
const design: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'PERSO', widthCm: 100, heightCm: 50 };
const place = (d: DesignConfig) => placeDesign(d, px(400), px(200), px(300), px(200));

describe('positionAfterDrag', () => {
  it('the picture follows the pointer 1:1 on an axis where it can move', () => {
    const zoomed = { ...design, zoom: 2 };
    const before = place(zoomed);
    const moved = positionAfterDrag(before, zoomed, px(-40), px(10));
    const after = place({ ...zoomed, ...moved });
    expect(after.shown.x - before.shown.x).toBeCloseTo(-40, 1);
    expect(after.shown.y - before.shown.y).toBeCloseTo(10, 1);
  });
  it('a picture that exactly fills an axis does not move on it', () => {
    // Cover: the width fills the frame exactly, the height overflows.
    expect(positionAfterDrag(place(design), design, px(50), px(0)).posX).toBe(50);
  });
  it('stops where an edge would open a gap', () => {
    const zoomed = { ...design, zoom: 2 };
    expect(positionAfterDrag(place(zoomed), zoomed, px(5000), px(-5000))).toEqual({ posX: 0, posY: 100 });
  });
  it('a smaller picture (contain) moves inside the frame only', () => {
    const contained = { ...design, fit: 'contain' as const };
    // Contain: 300x200 → 300x200 in 400x200, room 100 px across.
    expect(positionAfterDrag(place(contained), contained, px(25), px(0)).posX).toBe(75);
    expect(positionAfterDrag(place(contained), contained, px(500), px(0)).posX).toBe(100);
  });
});

describe('positionAfterNudge (arrow keys, in cm on the piece)', () => {
  it('0.5 cm is 2 px on a 4 px/cm preview', () => {
    const contained = { ...design, fit: 'contain' as const };
    expect(positionAfterNudge(place(contained), contained, cm(0.5), cm(0)).posX).toBe(52);
    expect(positionAfterNudge(place(contained), contained, cm(-5), cm(0)).posX).toBe(30);
  });
});

describe('snapToCentre', () => {
  const zoomed = { ...design, zoom: 2 };
  const placement = place(zoomed);
  // Room across: 400 − 800 = −400 px; 1 cm = 4 px = 1 position percent.
  it('snaps the centre to the vertical centre line within 1 cm and says so', () => {
    expect(snapToCentre(placement, zoomed, { posX: 50.9, posY: 20 })).toEqual({ posX: 50, posY: 20, guides: { vertical: true, horizontal: false } });
  });
  it('leaves a position farther than 1 cm alone', () => {
    expect(snapToCentre(placement, zoomed, { posX: 51.2, posY: 20 }).guides.vertical).toBe(false);
  });
  it('snaps both axes', () => {
    expect(snapToCentre(placement, zoomed, { posX: 49.5, posY: 50.3 })).toEqual({ posX: 50, posY: 50, guides: { vertical: true, horizontal: true } });
  });
  it('an axis the picture cannot move on shows no guide', () => {
    expect(snapToCentre(place(design), design, { posX: 50, posY: 50 }).guides.vertical).toBe(false);
  });
});

describe('zoomAboutPoint', () => {
  it('the picture spot under the pointer stays put', () => {
    const before = place(design);
    const point = { x: 300, y: 80 };
    const spot = { u: (point.x - before.shown.x) / before.shown.width, v: (point.y - before.shown.y) / before.shown.height };
    const next = zoomAboutPoint(before, design, 2, px(point.x), px(point.y));
    const after = place({ ...design, ...next });
    expect(next.zoom).toBe(2);
    expect(after.shown.x + spot.u * after.shown.width).toBeCloseTo(point.x, 0);
    expect(after.shown.y + spot.v * after.shown.height).toBeCloseTo(point.y, 0);
  });
  it('zooming out to 1 recentres an axis that exactly fills the frame', () => {
    const zoomed = { ...design, zoom: 3, posX: 10, posY: 90 };
    expect(zoomAboutPoint(place(zoomed), zoomed, 1, px(0), px(0))).toMatchObject({ zoom: 1, posX: 50 });
  });
  it('clamps the zoom to 1–4 and never opens a gap', () => {
    const next = zoomAboutPoint(place(design), design, 9, px(0), px(0));
    expect(next.zoom).toBe(4);
    expect(next.posX).toBeGreaterThanOrEqual(0);
    expect(next.posX).toBeLessThanOrEqual(100);
  });
});
