/**
 * One piece of the panel: its order's print file, read on its own, its one page made a form XObject
 * (page-form.ts: the page's operators and resources as they are: the photo's image stream, the
 * CutContour colour space and its path), and that object graph copied, renumbered, by pdf-lib into
 * the panel's document, to be written out and dropped before the next piece is read.
 */
import { readFile } from 'node:fs/promises';
import { PDFDocument, PDFName, PDFNumber, PDFObjectCopier, type PDFContext, type PDFRef } from 'pdf-lib';
import type { PlacedPiece } from '../../src/domain/roll-plan';
import type { Matrix } from '../../src/print-file/matrix';
import { pageAsForm, type PageBox } from './page-form';
import { POINTS_PER_MM } from './panel-marks';

/** A refusal whose message, in Spanish, is for the store. */
export class PanelRefusal extends Error {}

/** How far a print page may differ from the size the plan gives it (the page is in points). */
const SIZE_TOLERANCE_MM = 0.5;

interface CopiedPiece {
  /** The form XObject, in the panel's document. */
  readonly ref: PDFRef;
  /** From the form's space (its page's MediaBox, at the origin) to the panel's page, in points. */
  readonly matrix: Matrix;
}

const mm = (points: number): number => points / POINTS_PER_MM;

/**
 * Where the form goes: its page (points, from the origin) onto the piece's footprint on a panel
 * `lengthMm` long. A turned piece is turned a quarter clockwise: its page's top edge on the right,
 * its left edge at the top, so (u, v) → (left + v, bottom + page width − u).
 */
export function placementMatrix(piece: PlacedPiece, lengthMm: number): Matrix {
  const left = piece.xMm * POINTS_PER_MM;
  const bottom = (lengthMm - piece.yMm - piece.heightMm) * POINTS_PER_MM;
  if (!piece.turned) return [1, 0, 0, 1, left, bottom];
  return [0, -1, 1, 0, left, bottom + piece.heightMm * POINTS_PER_MM];
}

function checkPage(doc: PDFDocument, piece: PlacedPiece): PageBox {
  if (doc.getPageCount() !== 1) throw new PanelRefusal(`el archivo de impresión de ${piece.id} no tiene una sola página: armalo de nuevo desde su pedido.`);
  const page = doc.getPage(0);
  const rotate = page.node.lookup(PDFName.of('Rotate'));
  if (rotate instanceof PDFNumber && rotate.asNumber() % 360 !== 0) {
    throw new PanelRefusal(`el archivo de impresión de ${piece.id} tiene la página girada: armalo de nuevo desde su pedido.`);
  }
  const box = page.getMediaBox();
  const [wide, tall] = piece.turned ? [piece.heightMm, piece.widthMm] : [piece.widthMm, piece.heightMm];
  if (Math.abs(mm(box.width) - wide) > SIZE_TOLERANCE_MM || Math.abs(mm(box.height) - tall) > SIZE_TOLERANCE_MM) {
    const found = `${Math.round(mm(box.width))}×${Math.round(mm(box.height))} mm`;
    throw new PanelRefusal(`el archivo de impresión de ${piece.id} mide ${found} y el plan lo ubica como ${wide}×${tall} mm: armá el plan de nuevo.`);
  }
  return { left: box.x, bottom: box.y, right: box.x + box.width, top: box.y + box.height };
}

/** Copies `printFile`'s page into `context` as a form XObject placed for `piece`. */
export async function copyPiece(context: PDFContext, printFile: string, piece: PlacedPiece, lengthMm: number): Promise<CopiedPiece> {
  const source = await PDFDocument.load(await readFile(printFile), { updateMetadata: false });
  const box = checkPage(source, piece);
  const form = pageAsForm(source, source.getPage(0).node, box);
  if (!form) throw new PanelRefusal(`el archivo de impresión de ${piece.id} no es uno de los que arma el personalizador: armalo de nuevo desde su pedido.`);
  const ref = PDFObjectCopier.for(source.context, context).copy(form);
  return { ref, matrix: placementMatrix(piece, lengthMm) };
}
