import { relative } from 'node:path';
// Relative, not '@/': the server's modules import src/domain by path, like the inbox's other modules.
import { designPriceText, designSizeLabel, LINE_LABELS } from '../../src/domain/order-message';
import { stripControlChars } from '../html/control-chars';
import { belowInForceWarning, checkedPriceText } from './checked-price';
import { messageLine } from './order-design';
import type { SubmissionRecord } from './submission-record';
import type { ListedSubmission } from './order-folders';
import { shownTime } from '../html/time';

interface SubmissionSummary {
  /** Argentina's time as the store reads it, e.g. "31/01/2025 18:04". */
  readonly receivedAt: string;
  readonly name: string;
  readonly email: string;
  readonly size: string;
  readonly price: string;
  /** The price the message stated, when it differs from the one recomputed from the design. */
  readonly statedPrice: string | null;
  /** The warning of a price kept below the tarifa in force (checked-price.ts), or null. */
  readonly belowInForce: string | null;
  /** "print.pdf, página 142 x 102 cm, 100 ppi"; null when the order has no print file. */
  readonly printFile: string | null;
}

const number = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

function describePrintFile(record: SubmissionRecord): string | null {
  const file = record.files.find((candidate) => candidate.field === 'print');
  if (!file) return null;
  if (!file.print) return file.storedName;
  const { pageWidthCm, pageHeightCm, image } = file.print;
  const page = `página ${number.format(pageWidthCm)} x ${number.format(pageHeightCm)} cm`;
  return `${file.storedName}, ${page}, ${image ? `${image.ppi} ppi` : 'sin imagen'}`;
}

/**
 * What `npm run inbox` shows for one submission; missing parts read as "sin dato". Size and price
 * come from the stored design (the price recomputed with the shared quote); orders stored before the
 * design was sent as data fall back to their message's lines. Every value comes from a shopper's
 * request, so control and bidirectional characters are dropped before they reach the terminal.
 */
export function summarize(record: SubmissionRecord): SubmissionSummary {
  const message = record.fields.message;
  const text = (value: string | null, fallback: string): string => stripControlChars(value ?? '').trim() || fallback;
  const statedPrice = text(messageLine(message, LINE_LABELS.price), 'sin dato');
  const { design } = record;
  return {
    receivedAt: shownTime(record.receivedAt),
    name: text(record.fields.nombreModelo, 'sin nombre'),
    email: text(record.fields.email, 'sin email'),
    size: design ? designSizeLabel(design) : text(messageLine(message, LINE_LABELS.size), 'sin dato'),
    price: record.checkedPrice ? checkedPriceText(record.checkedPrice) : design ? designPriceText(design) : statedPrice,
    statedPrice: record.priceCheck === 'mismatch' ? statedPrice : null,
    belowInForce: record.checkedPrice ? belowInForceWarning(record.checkedPrice) : null,
    printFile: describePrintFile(record),
  };
}

/** Why an order has no print file: the inbox's own reason when its build failed, else none came. */
function missingPrint(record: SubmissionRecord): string {
  if (record.printMissing) return `no se pudo armar: ${record.printMissing} (armalo de nuevo desde /buzon)`;
  return 'no llegó (armá el diseño con la foto y la vista previa)';
}

/** One entry of the listing, with its folder relative to `cwd` when that is shorter. */
export function formatEntry({ folder, record }: ListedSubmission, cwd: string): string {
  const summary = summarize(record);
  return [
    `${summary.receivedAt} · ${summary.name} · ${summary.email}`,
    `  ${LINE_LABELS.size}: ${summary.size} · ${LINE_LABELS.price}: ${summary.price}`,
    ...(summary.statedPrice === null
      ? []
      : [`  ¡Atención! El mensaje decía ${summary.statedPrice}: revisá el precio antes de cobrar.`]),
    ...(summary.belowInForce === null ? [] : [`  ${summary.belowInForce}`]),
    `  Archivo de impresión: ${summary.printFile ?? missingPrint(record)}`,
    `  Carpeta: ${stripControlChars(relative(cwd, folder) || folder)}`,
    '',
  ].join('\n');
}
