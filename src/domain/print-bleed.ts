/**
 * Where the photo must be stretched into the bleed. The background already fills the whole page; a
 * photo that overflows the cut line by a full bleed needs nothing. A photo whose edge stops between
 * the page edge and the cut line (cover, fill, or contain touching the frame) would leave a strip of
 * another colour that a slightly-off cut shows, so its outermost row or column of pixels is repeated
 * out to the page edge, the usual "extend edges" of print shops. All in page pixels.
 */
import type { Rect } from './geometry';
import { px, type Px } from './units';

export interface EdgeStretch {
  /** A one-pixel strip of the composed page at the photo's edge. */
  readonly source: Rect<Px>;
  /** The bleed area it is stretched over. */
  readonly target: Rect<Px>;
}

/** Half a pixel: placement maths in floating point never lands exactly on the cut line. */
const TOLERANCE = 0.5;

function reachesCutBefore(photoEdge: number, pageEdge: number, cutEdge: number, outward: 1 | -1): boolean {
  const short = outward === -1 ? photoEdge > pageEdge + TOLERANCE : photoEdge < pageEdge - TOLERANCE;
  const reaches = outward === -1 ? photoEdge <= cutEdge + TOLERANCE : photoEdge >= cutEdge - TOLERANCE;
  return short && reaches;
}

/**
 * The stretches, in drawing order: left and right over the photo's rows first, then top and bottom
 * across the columns those already filled, so the corners are filled too.
 */
const rect = (x: number, y: number, width: number, height: number): Rect<Px> => ({ x: px(x), y: px(y), width: px(width), height: px(height) });

export function bleedStretches(shown: Rect<Px>, piece: Rect<Px>, pageWidth: Px, pageHeight: Px): EdgeStretch[] {
  const left = Math.ceil(shown.x - 1e-6);
  const right = Math.floor(shown.x + shown.width + 1e-6);
  const top = Math.ceil(shown.y - 1e-6);
  const bottom = Math.floor(shown.y + shown.height + 1e-6);
  if (right <= left || bottom <= top) return [];
  const rowsY = Math.max(0, top);
  const rowsHeight = Math.min(pageHeight, bottom) - rowsY;
  const stretches: EdgeStretch[] = [];
  let fromX = Math.max(0, left);
  let toX = Math.min(pageWidth, right);
  if (reachesCutBefore(shown.x, 0, piece.x, -1)) {
    stretches.push({ source: rect(left, rowsY, 1, rowsHeight), target: rect(0, rowsY, left, rowsHeight) });
    fromX = 0;
  }
  if (reachesCutBefore(shown.x + shown.width, pageWidth, piece.x + piece.width, 1)) {
    stretches.push({ source: rect(right - 1, rowsY, 1, rowsHeight), target: rect(right, rowsY, pageWidth - right, rowsHeight) });
    toX = pageWidth;
  }
  const columns = toX - fromX;
  if (reachesCutBefore(shown.y, 0, piece.y, -1)) {
    stretches.push({ source: rect(fromX, top, columns, 1), target: rect(fromX, 0, columns, top) });
  }
  if (reachesCutBefore(shown.y + shown.height, pageHeight, piece.y + piece.height, 1)) {
    stretches.push({ source: rect(fromX, bottom - 1, columns, 1), target: rect(fromX, bottom, columns, pageHeight - bottom) });
  }
  return stretches.filter((s) => s.target.width > 0 && s.target.height > 0 && s.source.width > 0 && s.source.height > 0);
}
