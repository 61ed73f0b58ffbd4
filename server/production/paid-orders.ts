import type { DesignConfig } from '../../src/domain/design';
import type { Mode } from '../../src/domain/modes';
import { EDGE_WORDS, pieceEdges } from '../../src/domain/piece-edges';
import type { RollPiece } from '../../src/domain/roll-plan';
import { mapLimited } from '../map-limited';
import type { OrderEntry } from '../orders/order-entry';
import { findOrder } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';
import type { SubmissionRecord } from '../orders/submission-record';

/** A paid order as «Producción» lists it: its piece on the roll, or why it has none. */
export interface PaidOrder {
  readonly orderId: string;
  /** «MGM-1004»; orders stored before numbers show their name. */
  readonly number: string;
  /** Null for an order stored without its design as data: its material is unknown. */
  readonly mode: Mode | null;
  /** «90x40». */
  readonly size: string;
  /** «Rectos», «Redondeados» or «Circular». */
  readonly shape: string;
  readonly piece: RollPiece | null;
  /** Why the order cannot go on the roll (no print file…), in the store's words; null when it can. */
  readonly missing: string | null;
}

/** Folders read at once: the index's own figure (order-index.ts). */
const readConcurrency = 16;

const shapeWord = (design: DesignConfig): string => (design.circular ? 'Circular' : EDGE_WORDS[pieceEdges(design)]);

/** Why an order has no piece to place, or null. */
function missingReason(entry: OrderEntry, record: SubmissionRecord): string | null {
  const print = record.files.find((file) => file.field === 'print');
  if (!entry.number) return 'No tiene número de pedido (llegó antes de los números): armalo a mano en el RIP.';
  if (!record.design) return 'Llegó sin el diseño como datos: armalo a mano en el RIP.';
  if (!print) return record.printMissing ? `No tiene archivo de impresión (no se pudo armar: ${record.printMissing}). Armalo de nuevo desde la página del pedido.` : 'No tiene archivo de impresión. Armalo desde la página del pedido.';
  if (!print.print) return 'Su archivo de impresión no tiene medidas guardadas. Armalo de nuevo desde la página del pedido.';
  return null;
}

/** The print page's size, bleed included, as the inbox measured it on arrival (print-check.ts), in whole millimetres. */
function pieceOf(number: string, record: SubmissionRecord): RollPiece | null {
  const facts = record.files.find((file) => file.field === 'print')?.print;
  if (!facts || !record.design) return null;
  return { id: number, widthMm: Math.round(facts.pageWidthCm * 10), heightMm: Math.round(facts.pageHeightCm * 10), shape: record.design.circular ? 'circle' : 'rect' };
}

async function paidOrder(index: OrderIndex, entry: OrderEntry): Promise<PaidOrder | null> {
  const found = await findOrder(index, entry.id);
  // Its state read now: an order moved on by another server since the index read it is left out.
  if (!found || found.entry.state.stage !== 'pagado') return null;
  const { record } = found;
  const number = entry.number ?? entry.name;
  const missing = missingReason(entry, record);
  const design = record.design;
  return {
    orderId: entry.id,
    number,
    mode: design?.mode ?? null,
    size: design ? `${design.widthCm}x${design.heightCm}` : entry.size,
    shape: design ? shapeWord(design) : '',
    piece: missing ? null : pieceOf(number, record),
    missing,
  };
}

/** The orders in «Pagado», oldest first (the order they were paid in is not kept; the order they came in is). */
export async function paidOrders(index: OrderIndex): Promise<PaidOrder[]> {
  const entries = (await index.inStage('pagado')).reverse();
  const read = await mapLimited(entries, readConcurrency, (entry) => paidOrder(index, entry));
  return read.filter((order): order is PaidOrder => order !== null);
}
