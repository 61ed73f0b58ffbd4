import type { ImagePlacement, PlacementInput } from '@/domain/geometry';
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

type Matrix = [number, number, number, number, number, number];
const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** Where the point (u, v) of the unrotated bitmap (0–1 on each side) lands in the frame: the documented canvas/Konva transform. */
export function bitmapPointInFrame(i: ImagePlacement, u: number, v: number): [number, number] {
  const rad = (i.rotation * Math.PI) / 180;
  const cos = Math.round(Math.cos(rad));
  const sin = Math.round(Math.sin(rad));
  let m: Matrix = [1, 0, 0, 1, i.x, i.y];
  m = multiply(m, [cos, sin, -sin, cos, 0, 0]);
  m = multiply(m, [i.scaleX, 0, 0, i.scaleY, 0, 0]);
  const localX = u * i.width - i.offsetX;
  const localY = v * i.height - i.offsetY;
  return [m[0] * localX + m[2] * localY + m[4], m[1] * localX + m[3] * localY + m[5]];
}
