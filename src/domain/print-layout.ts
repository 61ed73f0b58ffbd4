/**
 * The print file's layout, in centimetres on the page (origin top-left, y down), pure and shared by
 * the worker that builds the PDF and the order page that shows it.
 *
 * Rules (issue 11):
 * - The page is the piece plus BLEED_CM on every side; the design continues into that bleed.
 * - The piece of a round pad or rug is its circle (diameter = the smaller side), so its page is the
 *   circle's square plus the bleed; the design's frame is placed so that the circle lands in the middle.
 * - The cut line is the piece's outline: a rectangle (a rug, or a pad with «Bordes rectos»), a
 *   rectangle with the pad's corner radius (piece-edges.ts), or the circle (issue 31).
 * - The printed area ends BLEED_CM beyond the cut line all round (bleedOutline): a rounded pad's bleed
 *   keeps its rounded corners (radius plus bleed), a circle's is a ring; beyond it the page stays blank.
 */
import type { DesignConfig } from './design';
import { fitBox, type Rect } from './geometry';
import { cornerRadiusCm } from './piece-edges';
import { CM_PER_INCH, cm, type Cm } from './units';

export const BLEED_CM = cm(1);
const POINTS_PER_INCH = 72;

export type CmRect = Rect<Cm>;

export type CutShape =
  | { readonly kind: 'rect'; readonly rect: CmRect; readonly radius: Cm }
  | { readonly kind: 'circle'; readonly cx: Cm; readonly cy: Cm; readonly radius: Cm };

export interface PrintLayout {
  readonly pageWidth: Cm;
  readonly pageHeight: Cm;
  readonly bleed: Cm;
  /** Where the design's whole frame (widthCm × heightCm) sits on the page; a circular piece's frame may overhang it. */
  readonly frame: CmRect;
  /** The piece's bounding box, inside the bleed. */
  readonly piece: CmRect;
  readonly cut: CutShape;
}

function rect(x: number, y: number, width: number, height: number): CmRect {
  return { x: cm(x), y: cm(y), width: cm(width), height: cm(height) };
}

export function printLayout(design: Pick<DesignConfig, 'mode' | 'widthCm' | 'heightCm' | 'circular' | 'straightEdges'>): PrintLayout {
  const { widthCm, heightCm, circular } = design;
  // The piece is the fit box (the whole frame, or a circular piece's centred square), moved inside the bleed.
  const box = fitBox(widthCm, heightCm, circular);
  const pageWidth = cm(box.width + 2 * BLEED_CM);
  const pageHeight = cm(box.height + 2 * BLEED_CM);
  const piece = rect(BLEED_CM, BLEED_CM, box.width, box.height);
  const cut: CutShape = circular
    ? { kind: 'circle', cx: cm(BLEED_CM + box.width / 2), cy: cm(BLEED_CM + box.height / 2), radius: cm(box.width / 2) }
    : { kind: 'rect', rect: piece, radius: cornerRadiusCm(design) };
  return {
    pageWidth,
    pageHeight,
    bleed: BLEED_CM,
    frame: rect(BLEED_CM - box.x, BLEED_CM - box.y, widthCm, heightCm),
    piece,
    cut,
  };
}

export function cmToPoints(value: Cm): number {
  return (value * POINTS_PER_INCH) / CM_PER_INCH;
}

/**
 * The cut line grown by the bleed: where the printed area ends. A square-cornered piece keeps square
 * corners (the whole page) rather than the exact offset's 1 cm rounding, which only a knife would see.
 */
export function bleedOutline(layout: PrintLayout): CutShape {
  const { cut, bleed } = layout;
  if (cut.kind === 'circle') return { ...cut, radius: cm(cut.radius + bleed) };
  const { x, y, width, height } = cut.rect;
  return {
    kind: 'rect',
    rect: rect(x - bleed, y - bleed, width + 2 * bleed, height + 2 * bleed),
    radius: cut.radius > 0 ? cm(cut.radius + bleed) : cm(0),
  };
}
