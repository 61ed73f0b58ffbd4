/**
 * Wraps the page's JPEG in a one-page PDF with the cut line. pdf-lib is imported here, dynamically,
 * so it loads only in the worker and only when a print file is made.
 *
 * The cut line is a vector path stroked at 0.25 pt in a Separation colour named CutContour, the spot
 * colour print-and-cut software (Roland VersaWorks, Mimaki, Summa, Caldera…) reads as "cut here".
 * pdf-lib has no Separation helper, so the colour space is built from low-level objects:
 *   [/Separation /CutContour /DeviceCMYK << /FunctionType 2 /Domain [0 1] /C0 [0 0 0 0] /C1 [0 1 0 0] /N 1 >>]
 * (the tint transform shows it as magenta on screens and proofers), put in the page's /ColorSpace
 * resources, and selected with the raw `CS`/`SCN` operators, for which pdf-lib has no wrappers either.
 */
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFPage } from 'pdf-lib';
import { cutPath, type PathCommand } from '@/domain/cut-path';
import { cmToPoints, type PrintLayout } from '@/domain/print-layout';
import { cm } from '@/domain/units';

const CUT_CONTOUR = 'CutContour';
const CUT_LINE_POINTS = 0.25;

type PdfLib = typeof PdfLibModule;

function pathOperators(lib: PdfLib, path: readonly PathCommand[], pageHeight: number) {
  const x = (value: number) => cmToPoints(cm(value));
  // PDF space has its origin at the bottom-left, y up.
  const y = (value: number) => pageHeight - cmToPoints(cm(value));
  return path.map((c) => {
    if (c.op === 'M') return lib.moveTo(x(c.x), y(c.y));
    if (c.op === 'L') return lib.lineTo(x(c.x), y(c.y));
    if (c.op === 'C') return lib.appendBezierCurve(x(c.x1), y(c.y1), x(c.x2), y(c.y2), x(c.x), y(c.y));
    return lib.closePath();
  });
}

function addCutContour(lib: PdfLib, doc: PDFDocument, page: PDFPage, layout: PrintLayout): void {
  const { context } = doc;
  const { PDFName, PDFNumber, PDFOperator, PDFOperatorNames } = lib;
  const tint = context.obj({ FunctionType: 2, Domain: [0, 1], C0: [0, 0, 0, 0], C1: [0, 1, 0, 0], N: 1 });
  const separation = context.obj([PDFName.of('Separation'), PDFName.of(CUT_CONTOUR), PDFName.of('DeviceCMYK'), tint]);
  page.node.normalizedEntries().Resources.set(PDFName.of('ColorSpace'), context.obj({ [CUT_CONTOUR]: context.register(separation) }));
  page.pushOperators(
    lib.pushGraphicsState(),
    PDFOperator.of(PDFOperatorNames.StrokingColorspace, [PDFName.of(CUT_CONTOUR)]),
    PDFOperator.of(PDFOperatorNames.StrokingColorN, [PDFNumber.of(1)]),
    lib.setLineWidth(CUT_LINE_POINTS),
    ...pathOperators(lib, cutPath(layout.cut), page.getHeight()),
    lib.stroke(),
    lib.popGraphicsState(),
  );
}

export async function assemblePrintPdf(jpeg: ArrayBuffer, layout: PrintLayout): Promise<Uint8Array> {
  const lib = await import('pdf-lib');
  const doc = await lib.PDFDocument.create();
  doc.setTitle('Archivo de impresión');
  doc.setCreator('MGM Gamers · personalizador');
  const width = cmToPoints(layout.pageWidth);
  const height = cmToPoints(layout.pageHeight);
  const page = doc.addPage([width, height]);
  const piece = layout.piece;
  // Print shops read the finished size from the TrimBox; the whole page is the BleedBox.
  page.setBleedBox(0, 0, width, height);
  page.setTrimBox(cmToPoints(piece.x), height - cmToPoints(cm(piece.y + piece.height)), cmToPoints(piece.width), cmToPoints(piece.height));
  page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width, height });
  addCutContour(lib, doc, page, layout);
  return doc.save({ useObjectStreams: false });
}
