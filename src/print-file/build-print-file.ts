/**
 * The print file, from the shopper's own photo: one PDF page of the piece plus its bleed, the photo's
 * bytes placed by PDF operators (never a canvas, never re-encoded), the background as a vector fill,
 * the bleed mirrored from the same image object, any further vector layers, then the cut line.
 *
 * Pure TypeScript over bytes and pdf-lib, with no DOM: the image worker and the server both call it.
 * Its rules: relative imports only (the server's Vite config loader has no `@/` alias), and only
 * src/domain and pdf-lib below it.
 *
 * Page content, in order (q … Q keep each part's clip and matrix to itself):
 *   q  printed-area path W n  [background fill]  q photo cm /Im Do Q  (q strip re W n  mirror cm /Im Do Q)…  Q
 *   each layer's operators
 *   the cut line in CutContour
 */
import {
  clip,
  concatTransformationMatrix,
  drawObject,
  endPath,
  fill,
  PDFDocument,
  PDFHexString,
  type PDFName,
  popGraphicsState,
  pushGraphicsState,
  type PDFOperator,
  type PDFPage,
  type PDFRef,
} from 'pdf-lib';
import type { FilePart } from '../domain/byte-ranges';
import { cutPath } from '../domain/cut-path';
import type { DesignConfig } from '../domain/design';
import { inspectImageBytes, type ImageFacts } from '../domain/image-bytes';
import { checkerSquaresOver } from '../domain/preview-style';
import { cmToPoints, type PrintLayout } from '../domain/print-layout';
import { cm } from '../domain/units';
import { embedPhoto } from './embed-photo';
import { compose, type Matrix } from './matrix';
import { planPrintPage, type PagePlan } from './page-plan';
import { savePdfParts } from './pdf-parts';
import { cutContourOperators, fillColourOperator, pathOperators, rectangleOperator } from './page-operators';

/** What a layer gets to draw with. */
export interface PrintCanvas {
  readonly doc: PDFDocument;
  readonly page: PDFPage;
  readonly layout: PrintLayout;
  /** Page centimetres (origin top-left, y down, as the layout measures) to PDF points. */
  readonly pageToPoints: Matrix;
}

/** Vector drawing between the photo and the cut line (text layers); it pushes its own operators. */
export type PrintLayer = (canvas: PrintCanvas) => void | Promise<void>;

export interface PrintFileOptions {
  /** Drawn in order, above the photo and below the cut line. */
  readonly layers?: readonly PrintLayer[];
}

export interface PrintFile {
  /**
   * The PDF, in order: bytes of its own, and ranges of the photo's bytes (its coded pixels, which
   * are never copied here). Joined as a Blob of the photo file's slices, or with `joinParts`.
   */
  readonly parts: readonly FilePart[];
  /** The PDF's size in bytes. */
  readonly size: number;
  readonly layout: PrintLayout;
  /** The photo as printed: its stored pixel size and its density on the piece. */
  readonly image: { readonly widthPx: number; readonly heightPx: number; readonly ppi: number };
  /** What the photo's bytes said of it (type, size, orientation), for a caller that must make it smaller. */
  readonly photo: ImageFacts;
}

function pageToPoints(layout: PrintLayout): Matrix {
  const k = cmToPoints(cm(1));
  return [k, 0, 0, -k, 0, cmToPoints(layout.pageHeight)];
}

function drawImage(name: PDFName, matrix: Matrix, toPoints: Matrix): PDFOperator[] {
  return [pushGraphicsState(), concatTransformationMatrix(...compose(matrix, toPoints)), drawObject(name), popGraphicsState()];
}

function backgroundOperators(plan: PagePlan, toPoints: Matrix): PDFOperator[] {
  if (!plan.background) return [];
  const { fill: paint, box } = plan.background;
  const page = { x: 0, y: 0, width: plan.layout.pageWidth, height: plan.layout.pageHeight };
  const base = [fillColourOperator(paint.kind === 'solid' ? paint.colour : paint.light), rectangleOperator(page, toPoints), fill()];
  if (paint.kind === 'solid') return base;
  const squares = checkerSquaresOver(page, box, paint.square).map((square) => rectangleOperator(square, toPoints));
  return [...base, fillColourOperator(paint.dark), ...squares, fill()];
}

function photoOperators(plan: PagePlan, name: PDFName, toPoints: Matrix): PDFOperator[] {
  const mirrors = plan.mirrors.flatMap((mirror) => [
    pushGraphicsState(),
    rectangleOperator(mirror.clip, toPoints),
    clip(),
    endPath(),
    ...drawImage(name, mirror.matrix, toPoints).slice(1, -1),
    popGraphicsState(),
  ]);
  return [
    pushGraphicsState(),
    ...pathOperators(plan.printedArea, toPoints),
    clip(),
    endPath(),
    ...backgroundOperators(plan, toPoints),
    ...drawImage(name, plan.photo, toPoints),
    ...mirrors,
    popGraphicsState(),
  ];
}

function setBoxes(page: PDFPage, layout: PrintLayout): void {
  const height = cmToPoints(layout.pageHeight);
  const { piece } = layout;
  // Print shops read the finished size from the TrimBox; the whole page is the BleedBox.
  page.setBleedBox(0, 0, cmToPoints(layout.pageWidth), height);
  page.setTrimBox(cmToPoints(piece.x), height - cmToPoints(cm(piece.y + piece.height)), cmToPoints(piece.width), cmToPoints(piece.height));
}

/** A random file identifier (both halves alike: the file is new, not a revision). */
function setFileId(doc: PDFDocument): void {
  const id = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
  doc.context.trailerInfo.ID = doc.context.obj([PDFHexString.of(id), PDFHexString.of(id)]);
}

async function newDocument(layout: PrintLayout): Promise<{ doc: PDFDocument; page: PDFPage }> {
  const doc = await PDFDocument.create();
  doc.setTitle('Archivo de impresión');
  doc.setCreator('MGM Gamers · personalizador');
  const page = doc.addPage([cmToPoints(layout.pageWidth), cmToPoints(layout.pageHeight)]);
  setBoxes(page, layout);
  setFileId(doc);
  return { doc, page };
}

/**
 * Builds the print PDF of `design` from the photo's own bytes (PNG or JPEG, as the shopper chose it:
 * its EXIF orientation is applied by the matrix). Throws when the bytes are not an image the pipeline
 * accepts. The PDF's ranges are of `photo`: the caller keeps it, or the file it was read from.
 */
export async function buildPrintFile(photo: Uint8Array, design: DesignConfig, options: PrintFileOptions = {}): Promise<PrintFile> {
  const facts = inspectImageBytes(photo);
  if (!facts.ok) throw new Error(`The photo cannot be printed: ${facts.reason}`);
  const plan = planPrintPage(design, facts);
  const { layout } = plan;
  const { doc, page } = await newDocument(layout);
  const ref: PDFRef = await embedPhoto(doc, photo, facts);
  const toPoints = pageToPoints(layout);
  page.pushOperators(...photoOperators(plan, page.node.newXObject('Photo', ref), toPoints));
  for (const layer of options.layers ?? []) await layer({ doc, page, layout, pageToPoints: toPoints });
  page.pushOperators(...cutContourOperators(doc, page, cutPath(layout.cut), toPoints));
  const { parts, size } = await savePdfParts(doc);
  return {
    parts,
    size,
    layout,
    image: { widthPx: facts.width, heightPx: facts.height, ppi: plan.ppi },
    photo: facts,
  };
}
