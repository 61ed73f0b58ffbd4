import { describe, expect, it } from 'vitest';
import { placeImage, type PlacementInput } from '@/domain/geometry';
import { photoPixelAt } from '@/domain/photo-point';
import { px } from '@/domain/units';
import { placementInput } from './placement-input';

/** A 200x100 photo contained in the 400x200 frame: it fills it exactly, 2 frame px per photo px. */
const contain: PlacementInput = { ...placementInput(200, 100), fit: 'contain' };
const at = (input: PlacementInput, x: number, y: number) => photoPixelAt(placeImage(input), { x, y }, 200, 100);

describe('photoPixelAt', () => {
  it('finds the photo pixel under a point of an upright photo', () => {
    expect(at(contain, 1, 1)).toEqual({ x: 0, y: 0 });
    expect(at(contain, 399, 199)).toEqual({ x: 199, y: 99 });
    expect(at(contain, 100, 50)).toEqual({ x: 50, y: 25 });
  });

  it('follows the mirrors: the top-left of the frame shows the photo’s far corner', () => {
    expect(at({ ...contain, mirrored: true }, 1, 1)).toEqual({ x: 199, y: 0 });
    expect(at({ ...contain, mirroredVertical: true }, 1, 1)).toEqual({ x: 0, y: 99 });
    expect(at({ ...contain, mirrored: true, mirroredVertical: true }, 1, 1)).toEqual({ x: 199, y: 99 });
  });

  it('follows a quarter turn clockwise: the frame’s top-left shows the photo’s bottom-left', () => {
    const turned = { ...placementInput(100, 200), fit: 'fill', rotation: 90 } as const;
    expect(photoPixelAt(placeImage(turned), { x: 1, y: 1 }, 100, 200)).toEqual({ x: 0, y: 199 });
  });

  it('has no pixel beside a contained photo, on the background', () => {
    const square = { ...placementInput(100, 100), fit: 'contain' } as const;
    expect(photoPixelAt(placeImage(square), { x: 20, y: 100 }, 100, 100)).toBeNull();
    expect(photoPixelAt(placeImage(square), { x: 200, y: 100 }, 100, 100)).toEqual({ x: 50, y: 50 });
  });

  it('has no pixel outside a round rug’s circle, even where a covering photo runs on', () => {
    const round = { ...placementInput(100, 100), frameWidth: px(200), frameHeight: px(200), circular: true };
    expect(photoPixelAt(placeImage(round), { x: 2, y: 2 }, 100, 100)).toBeNull();
    expect(photoPixelAt(placeImage(round), { x: 100, y: 100 }, 100, 100)).toEqual({ x: 50, y: 50 });
  });
});
