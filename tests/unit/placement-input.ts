import type { PlacementInput } from '@/domain/geometry';
import { px } from '@/domain/units';

/** A 400x200 frame with a photo of `width` x `height`, cover, zoom 1, centred, upright: tests change one thing at a time. */
export function placementInput(width: number, height: number): PlacementInput {
  return {
    frameWidth: px(400),
    frameHeight: px(200),
    imageWidth: px(width),
    imageHeight: px(height),
    fit: 'cover',
    zoom: 1,
    posX: 50,
    posY: 50,
    rotation: 0,
    mirrored: false,
    mirroredVertical: false,
    circular: false,
  };
}
