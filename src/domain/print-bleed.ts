/**
 * Where the photo is mirrored into the bleed, in page centimetres. A photo that overflows the page
 * edge needs nothing; one whose edge stops between the cut line and the page edge (cover, fill, or
 * contain touching the frame) would leave a strip of another colour that a slightly-off cut shows, so
 * the strip beyond that edge gets the photo reflected about the edge (mirror bleed, the print shops'
 * usual choice): the picture continues with its own texture instead of a smeared last row. A photo
 * edge inside the piece (contain) leaves the background there, as the preview shows it.
 */
import type { Rect } from './geometry';
import { cm, type Cm } from './units';

/** One strip of bleed: the area to clip to, and the edges the photo is reflected about (null: not on that axis). */
export interface BleedMirror {
  readonly clip: Rect<Cm>;
  readonly aboutX: Cm | null;
  readonly aboutY: Cm | null;
}

/** A tenth of a millimetre: placement maths in floating point never lands exactly on the cut line. */
const TOLERANCE_CM = 0.01;

interface Span {
  readonly from: number;
  readonly to: number;
}

/** The photo edge stops short of the page edge but reaches (or passes) the cut line. */
function mirrorsAt(photoEdge: number, pageEdge: number, cutEdge: number, outward: 1 | -1): boolean {
  const short = outward * (pageEdge - photoEdge) > TOLERANCE_CM;
  const reaches = outward * (photoEdge - cutEdge) >= -TOLERANCE_CM;
  return short && reaches;
}

/** The spans of one axis: the photo's own (clamped to the page), then the strips before and after it that mirror. */
function axisSpans(start: number, end: number, page: number, cutStart: number, cutEnd: number): (Span & { about: number | null })[] {
  const spans: (Span & { about: number | null })[] = [{ from: Math.max(0, start), to: Math.min(page, end), about: null }];
  if (mirrorsAt(start, 0, cutStart, -1)) spans.push({ from: 0, to: start, about: start });
  if (mirrorsAt(end, page, cutEnd, 1)) spans.push({ from: end, to: page, about: end });
  return spans;
}

/**
 * The strips to fill, corners included (reflected about both edges), for a photo shown at `shown` on a
 * page of pageWidth × pageHeight whose piece (a circular piece's square) is `piece`.
 */
export function bleedMirrors(shown: Rect<Cm>, piece: Rect<Cm>, pageWidth: Cm, pageHeight: Cm): BleedMirror[] {
  const columns = axisSpans(shown.x, shown.x + shown.width, pageWidth, piece.x, piece.x + piece.width);
  const rows = axisSpans(shown.y, shown.y + shown.height, pageHeight, piece.y, piece.y + piece.height);
  const mirrors: BleedMirror[] = [];
  for (const column of columns) {
    for (const row of rows) {
      if (column.about === null && row.about === null) continue;
      if (column.to <= column.from || row.to <= row.from) continue;
      mirrors.push({
        clip: { x: cm(column.from), y: cm(row.from), width: cm(column.to - column.from), height: cm(row.to - row.from) },
        aboutX: column.about === null ? null : cm(column.about),
        aboutY: row.about === null ? null : cm(row.about),
      });
    }
  }
  return mirrors;
}
