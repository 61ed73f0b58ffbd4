/**
 * The marks a contour cutter's optical sensor reads (Summa OPOS, Graphtec ARMS…), and the panel's
 * label: both in the roll's margins, outside every piece, in process black (CMYK 0 0 0 1), never in
 * CutContour. Lengths in millimetres on the panel's page, y from its top edge, as the plan measures.
 *
 * The marks: 5 mm squares in each long margin, at the four corners of the usable area (the roll
 * between its margins, the panel's whole length) and evenly between them, at most 50 cm apart,
 * their inner edge 2 mm from the usable area (less when the margin is narrower). docs/panel-pdf.md
 * says how to set a cutter up to match.
 */
import { concatTransformationMatrix, fill, popGraphicsState, pushGraphicsState, rectangle, setFillingCmykColor, type PDFOperator } from 'pdf-lib';
import type { RollSettings } from '../../src/domain/roll-plan';
import type { Matrix } from '../../src/print-file/matrix';

export const MARK_MM = 5;
/** Between a mark's inner edge and the usable area, when the margin has room for it. */
const MARK_GAP_MM = 2;
/** The longest distance between two marks along an edge, centre to centre. */
export const MARK_SPACING_MM = 500;
export const POINTS_PER_MM = 72 / 25.4;

/** A mark's top-left corner on the panel. */
interface MarkSquare {
  readonly xMm: number;
  readonly yMm: number;
}

/** The left and right marks' x, or null when the margin is narrower than a mark. */
export function markColumns(settings: RollSettings): { readonly left: number; readonly right: number } | null {
  const gap = Math.min(MARK_GAP_MM, settings.marginMm - MARK_MM);
  if (gap < 0) return null;
  return { left: settings.marginMm - gap - MARK_MM, right: settings.rollWidthMm - settings.marginMm + gap };
}

/** The marks' rows along a panel `lengthMm` long: its two ends and evenly between, at most MARK_SPACING_MM apart. */
export function markRows(lengthMm: number): number[] {
  const run = lengthMm - MARK_MM;
  const steps = Math.max(1, Math.ceil(run / MARK_SPACING_MM));
  return Array.from({ length: steps + 1 }, (_, step) => (run * step) / steps);
}

/** Every mark of a panel; empty when the margin cannot hold one (the caller refuses such a panel). */
export function registrationMarks(settings: RollSettings, lengthMm: number): MarkSquare[] {
  const columns = markColumns(settings);
  if (!columns) return [];
  return markRows(lengthMm).flatMap((yMm) => [
    { xMm: columns.left, yMm },
    { xMm: columns.right, yMm },
  ]);
}

/** Panel millimetres (y down from the top) to PDF points (y up from the bottom). */
function panelToPoints(lengthMm: number): Matrix {
  return [POINTS_PER_MM, 0, 0, -POINTS_PER_MM, 0, lengthMm * POINTS_PER_MM];
}

/** The marks as filled squares in process black, in their own graphics state. */
export function markOperators(marks: readonly MarkSquare[], lengthMm: number): PDFOperator[] {
  return [
    pushGraphicsState(),
    concatTransformationMatrix(...panelToPoints(lengthMm)),
    setFillingCmykColor(0, 0, 0, 1),
    ...marks.map((mark) => rectangle(mark.xMm, mark.yMm, MARK_MM, MARK_MM)),
    fill(),
    popGraphicsState(),
  ];
}
