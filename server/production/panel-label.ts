/**
 * The panel's label, for the person at the printer: material, plan, «panel N de M» and the date,
 * in the left margin, reading along the roll, centred between the first two marks and kept 2 mm
 * clear of them, so a cutter's sensor looking for a mark never finds the text instead. Beside the
 * marks, towards the roll's edge, where the margin has room; between them in their column otherwise.
 *
 * Set in Helvetica, one of the PDF's standard fonts that every RIP carries, so no font file travels
 * with the panel; the label's text is all in its WinAnsi encoding.
 */
import { cmyk, degrees, StandardFonts, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { RollSettings } from '../../src/domain/roll-plan';
import { MARK_MM, markColumns, markRows, POINTS_PER_MM } from './panel-marks';

const LARGEST_POINTS = 7;
const SMALLEST_POINTS = 3;
/** Between the label and a mark, across and along the roll. */
const CLEAR_MM = 2;
/** Helvetica's cap height and descent, as fractions of its size. */
const CAP = 0.718;
const DESCENT = 0.207;

interface PanelLabel {
  readonly text: string;
  readonly settings: RollSettings;
  readonly lengthMm: number;
}

/** The label's baseline across the roll (mm), for a font `size` points large. */
function baselineX(left: number, sizeMm: number): number {
  const besideMarks = left - CLEAR_MM / 2 - DESCENT * sizeMm;
  if (besideMarks - CAP * sizeMm >= 0) return besideMarks;
  return left + MARK_MM / 2 + (CAP * sizeMm) / 2;
}

/** Draws the label on `page` in process black; nothing when the margin has no room for marks. */
export async function drawPanelLabel(doc: PDFDocument, page: PDFPage, label: PanelLabel): Promise<void> {
  const columns = markColumns(label.settings);
  const [first = 0, second = label.lengthMm] = markRows(label.lengthMm);
  if (!columns) return;
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const room = second - first - MARK_MM - 2 * CLEAR_MM;
  const width = font.widthOfTextAtSize(label.text, LARGEST_POINTS) / POINTS_PER_MM;
  const size = LARGEST_POINTS * Math.min(1, room / width);
  // A panel a few centimetres long has no room for a legible label.
  if (size < SMALLEST_POINTS) return;
  const sizeMm = size / POINTS_PER_MM;
  const textMm = font.widthOfTextAtSize(label.text, size) / POINTS_PER_MM;
  // Reading upwards, the text starts at its bottom end: centred between the two marks.
  const bottomMm = (first + MARK_MM + second) / 2 + textMm / 2;
  page.drawText(label.text, {
    font,
    size,
    x: baselineX(columns.left, sizeMm) * POINTS_PER_MM,
    y: (label.lengthMm - bottomMm) * POINTS_PER_MM,
    rotate: degrees(90),
    color: cmyk(0, 0, 0, 1),
  });
}
