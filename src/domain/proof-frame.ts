/**
 * The proof's frame, and the part of the preview bitmap that the proof shows. The page sends the
 * image worker only that part, already at about the proof's scale, as a bitmap of its own that it
 * hands over rather than copies: the whole 2048 px preview (12.6 MB of pixels) copied into the worker
 * for every proof was most of what the form page's memory peak was made of.
 */
import type { DesignConfig } from './design';
import { placeDesign, type Placement, type Rect } from './geometry';
import { px } from './units';

/** Long side of the proof frame in pixels. */
export const PROOF_LONG_SIDE = 1600;

/** Proof frame size in pixels: the cm proportions with the long side at PROOF_LONG_SIDE. */
export function proofFrameSize(design: DesignConfig): { width: number; height: number } {
  const scale = PROOF_LONG_SIDE / Math.max(design.widthCm, design.heightCm);
  return { width: Math.round(design.widthCm * scale), height: Math.round(design.heightCm * scale) };
}

/** Bitmap pixels kept around what shows: smoothing reads a few neighbours beyond the visible edge. */
const FILTER_MARGIN = 2;

/** Where a frame point lands in the unrotated bitmap's pixels: the placement's node transform, inverted. */
function toBitmap(placement: Placement, bitmapWidth: number, bitmapHeight: number, x: number, y: number): [number, number] {
  const { image } = placement;
  const angle = (image.rotation * Math.PI) / 180;
  const [cos, sin] = [Math.round(Math.cos(angle)), Math.round(Math.sin(angle))];
  const [dx, dy] = [x - image.x, y - image.y];
  // Undo the translation, then the clockwise rotation, then the flips, then the centring offset.
  const localX = image.scaleX * (dx * cos + dy * sin) + image.offsetX;
  const localY = image.scaleY * (-dx * sin + dy * cos) + image.offsetY;
  return [(localX * bitmapWidth) / image.width, (localY * bitmapHeight) / image.height];
}

/**
 * The part of an unrotated bitmap that shows through the placement's clip (its bounding box, within
 * the frame), in whole bitmap pixels with a small margin. Never empty: the placed picture always
 * covers the box or lies inside it.
 */
function visibleBitmapRect(placement: Placement, bitmapWidth: number, bitmapHeight: number): Rect<number> {
  const { box, frameWidth, frameHeight } = placement;
  const [left, top] = [Math.max(0, box.x), Math.max(0, box.y)];
  const [right, bottom] = [Math.min(frameWidth, box.x + box.width), Math.min(frameHeight, box.y + box.height)];
  const corners = [
    toBitmap(placement, bitmapWidth, bitmapHeight, left, top),
    toBitmap(placement, bitmapWidth, bitmapHeight, right, top),
    toBitmap(placement, bitmapWidth, bitmapHeight, left, bottom),
    toBitmap(placement, bitmapWidth, bitmapHeight, right, bottom),
  ];
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  const x = Math.max(0, Math.floor(Math.min(...xs)) - FILTER_MARGIN);
  const y = Math.max(0, Math.floor(Math.min(...ys)) - FILTER_MARGIN);
  const width = Math.max(1, Math.min(bitmapWidth, Math.ceil(Math.max(...xs)) + FILTER_MARGIN) - x);
  const height = Math.max(1, Math.min(bitmapHeight, Math.ceil(Math.max(...ys)) + FILTER_MARGIN) - y);
  return { x, y, width, height };
}

/** A part of a bitmap, and the size to scale it to. */
interface BitmapWindow {
  /** The part, in the bitmap's own pixels. */
  readonly source: Rect<number>;
  /** About the size the proof draws that part at, never larger than the part itself. */
  readonly width: number;
  readonly height: number;
}

/** What of a `bitmapWidth × bitmapHeight` preview the proof of `design` needs, and at what size. */
export function proofWindow(design: DesignConfig, bitmapWidth: number, bitmapHeight: number): BitmapWindow {
  const frame = proofFrameSize(design);
  const placement = placeDesign(design, px(frame.width), px(frame.height), px(bitmapWidth), px(bitmapHeight));
  const source = visibleBitmapRect(placement, bitmapWidth, bitmapHeight);
  // Proof pixels per bitmap pixel, per axis (fill stretches the photo), never enlarged here.
  const scaleX = Math.min(1, placement.image.width / bitmapWidth);
  const scaleY = Math.min(1, placement.image.height / bitmapHeight);
  return {
    source,
    width: Math.max(1, Math.ceil(source.width * scaleX)),
    height: Math.max(1, Math.ceil(source.height * scaleY)),
  };
}
