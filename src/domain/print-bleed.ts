/**
 * Where the photo must be stretched into the bleed. The background already fills the whole page; a
 * photo that overflows the cut line by a full bleed needs nothing. A photo whose edge stops between
 * the page edge and the cut line (cover, fill, or contain touching the frame) would leave a strip of
 * another colour that a slightly-off cut shows, so its outermost row or column of pixels is repeated
 * out to the page edge, the usual "extend edges" of print shops. All in page pixels.
 */
import type { Rect } from './geometry';

export interface EdgeStretch {
  /** A one-pixel strip of the composed page at the photo's edge. */
  readonly source: Rect;
  /** The bleed area it is stretched over. */
  readonly target: Rect;
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
export function bleedStretches(shown: Rect, piece: Rect, pageWidth: number, pageHeight: number): EdgeStretch[] {
  const left = Math.ceil(shown.x - 1e-6);
  const right = Math.floor(shown.x + shown.width + 1e-6);
  const top = Math.ceil(shown.y - 1e-6);
  const bottom = Math.floor(shown.y + shown.height + 1e-6);
  if (right <= left || bottom <= top) return [];
  const rows = { y: Math.max(0, top), height: Math.min(pageHeight, bottom) - Math.max(0, top) };
  const stretches: EdgeStretch[] = [];
  let fromX = Math.max(0, left);
  let toX = Math.min(pageWidth, right);
  if (reachesCutBefore(shown.x, 0, piece.x, -1)) {
    stretches.push({ source: { x: left, ...rows, width: 1 }, target: { x: 0, ...rows, width: left } });
    fromX = 0;
  }
  if (reachesCutBefore(shown.x + shown.width, pageWidth, piece.x + piece.width, 1)) {
    stretches.push({ source: { x: right - 1, ...rows, width: 1 }, target: { x: right, ...rows, width: pageWidth - right } });
    toX = pageWidth;
  }
  const columns = { x: fromX, width: toX - fromX };
  if (reachesCutBefore(shown.y, 0, piece.y, -1)) {
    stretches.push({ source: { y: top, ...columns, height: 1 }, target: { y: 0, ...columns, height: top } });
  }
  if (reachesCutBefore(shown.y + shown.height, pageHeight, piece.y + piece.height, 1)) {
    stretches.push({ source: { y: bottom - 1, ...columns, height: 1 }, target: { y: bottom, ...columns, height: pageHeight - bottom } });
  }
  return stretches.filter((s) => s.target.width > 0 && s.target.height > 0 && s.source.width > 0 && s.source.height > 0);
}
