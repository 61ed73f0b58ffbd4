/**
 * Which pixel of the photo shows at a point of the frame: the placement's node transform
 * (geometry.ts) run backwards, for the eyedropper's tap on the preview. Points outside the printed
 * area (the clip) or beside the photo (on the background) have no photo pixel.
 */
import type { Clip, Placement } from './geometry';

export interface Point {
  readonly x: number;
  readonly y: number;
}

function insideClip(clip: Clip, { x, y }: Point): boolean {
  if (clip.kind === 'circle') return Math.hypot(x - clip.cx, y - clip.cy) <= clip.radius;
  return x >= clip.x && x <= clip.x + clip.width && y >= clip.y && y <= clip.y + clip.height;
}

/** The pixel (whole coordinates) of a bitmapWidth × bitmapHeight photo under `point`, or null. */
export function photoPixelAt(placement: Placement, point: Point, bitmapWidth: number, bitmapHeight: number): Point | null {
  if (!insideClip(placement.clip, point)) return null;
  const { image } = placement;
  const angle = (-image.rotation * Math.PI) / 180;
  const dx = point.x - image.x;
  const dy = point.y - image.y;
  // Undo the translation, then the rotation, then the flips (each scale is its own inverse).
  const localX = (dx * Math.cos(angle) - dy * Math.sin(angle)) * image.scaleX + image.offsetX;
  const localY = (dx * Math.sin(angle) + dy * Math.cos(angle)) * image.scaleY + image.offsetY;
  const x = Math.floor((localX / image.width) * bitmapWidth);
  const y = Math.floor((localY / image.height) * bitmapHeight);
  if (x < 0 || y < 0 || x >= bitmapWidth || y >= bitmapHeight) return null;
  return { x, y };
}
