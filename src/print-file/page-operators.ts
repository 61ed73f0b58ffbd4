/**
 * PDF operators for the print page's vector parts, from page centimetres through the page's matrix
 * (page cm to PDF points, which flips y): paths, rectangles, fills, and the cut line.
 *
 * The cut line is stroked at 0.25 pt in a Separation colour named CutContour, the spot colour
 * print-and-cut software (Roland VersaWorks, Mimaki, Summa, Caldera…) reads as "cut here". pdf-lib has
 * no Separation helper, so the colour space is built from low-level objects:
 *   [/Separation /CutContour /DeviceCMYK << /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 0 0] /N 1 >>]
 * (the tint transform shows it as magenta on screens and proofers), put in the page's /ColorSpace
 * resources, and selected with the raw `CS`/`SCN` operators, for which pdf-lib has no wrappers either.
 */
import {
  appendBezierCurve,
  closePath,
  lineTo,
  moveTo,
  PDFName,
  PDFNumber,
  PDFOperator,
  PDFOperatorNames,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  setFillingRgbColor,
  setLineWidth,
  stroke,
  type PDFDocument,
  type PDFPage,
} from 'pdf-lib';
import type { PathCommand } from '../domain/cut-path';
import type { Rect } from '../domain/geometry';
import { applyMatrix, type Matrix } from './matrix';

const CUT_CONTOUR = 'CutContour';
const CUT_LINE_POINTS = 0.25;

export function pathOperators(path: readonly PathCommand[], toPoints: Matrix): PDFOperator[] {
  const at = (x: number, y: number) => applyMatrix(toPoints, x, y);
  return path.map((c) => {
    if (c.op === 'Z') return closePath();
    const end = at(c.x, c.y);
    if (c.op !== 'C') return c.op === 'M' ? moveTo(end.x, end.y) : lineTo(end.x, end.y);
    const one = at(c.x1, c.y1);
    const two = at(c.x2, c.y2);
    return appendBezierCurve(one.x, one.y, two.x, two.y, end.x, end.y);
  });
}

/** An axis-aligned rectangle (`re`); the page matrix only scales and flips, so two corners say it all. */
export function rectangleOperator(rect: Rect<number>, toPoints: Matrix): PDFOperator {
  const a = applyMatrix(toPoints, rect.x, rect.y);
  const b = applyMatrix(toPoints, rect.x + rect.width, rect.y + rect.height);
  return rectangle(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y));
}

/** `rg` from a #rrggbb colour. */
export function fillColourOperator(hex: string): PDFOperator {
  const channel = (at: number) => Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return setFillingRgbColor(channel(1), channel(3), channel(5));
}

export function cutContourOperators(doc: PDFDocument, page: PDFPage, path: readonly PathCommand[], toPoints: Matrix): PDFOperator[] {
  const { context } = doc;
  const tint = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 });
  const separation = context.obj([PDFName.of('Separation'), PDFName.of(CUT_CONTOUR), PDFName.of('DeviceCMYK'), tint]);
  page.node.normalizedEntries().Resources.set(PDFName.of('ColorSpace'), context.obj({ [CUT_CONTOUR]: context.register(separation) }));
  return [
    pushGraphicsState(),
    PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of(CUT_CONTOUR)]),
    PDFOperator.of(PDFOperatorNames.StrokingColorN, [PDFNumber.of(1)]),
    setLineWidth(CUT_LINE_POINTS),
    ...pathOperators(path, toPoints),
    stroke(),
    popGraphicsState(),
  ];
}
