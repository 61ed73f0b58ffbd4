import { relative } from 'node:path';
// Relative, not '@/': the server's modules import src/domain by path, like the inbox's other modules.
import { LINE_LABELS } from '../../src/domain/order-message';
import { stripControlChars } from './control-chars';
import type { SubmissionRecord } from './submission-record';
import type { ListedSubmission } from './submission-store';

interface SubmissionSummary {
  /** Argentina's time as the store reads it, e.g. "31/01/2025, 18:04". */
  readonly receivedAt: string;
  readonly name: string;
  readonly email: string;
  readonly size: string;
  readonly price: string;
}

/** The value of a "Label: value" line of the order message (src/domain/order-message.ts). */
export function messageLine(message: string, label: string): string | null {
  const prefix = `${label}: `;
  const line = message.split(/\r?\n/).find((candidate) => candidate.trim().startsWith(prefix));
  return line === undefined ? null : line.trim().slice(prefix.length).trim();
}

/** The store works in San Juan: every listing shows its time, whatever the server's time zone. */
export const storeTimeZone = 'America/Argentina/San_Juan';

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  timeZone: storeTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * What `npm run inbox` shows for one submission; missing parts read as "sin dato". Every value comes
 * from a shopper's request, so control characters are dropped before they reach the terminal.
 */
export function summarize(record: SubmissionRecord): SubmissionSummary {
  const message = record.fields.message;
  const received = new Date(record.receivedAt);
  const text = (value: string | null, fallback: string): string => stripControlChars(value ?? '').trim() || fallback;
  return {
    receivedAt: Number.isNaN(received.getTime()) ? 'fecha desconocida' : timeFormat.format(received),
    name: text(record.fields.nombreModelo, 'sin nombre'),
    email: text(record.fields.email, 'sin email'),
    size: text(messageLine(message, LINE_LABELS.size), 'sin dato'),
    price: text(messageLine(message, LINE_LABELS.price), 'sin dato'),
  };
}

/** One entry of the listing, with its folder relative to `cwd` when that is shorter. */
export function formatEntry({ folder, record }: ListedSubmission, cwd: string): string {
  const summary = summarize(record);
  return [
    `${summary.receivedAt} · ${summary.name} · ${summary.email}`,
    `  ${LINE_LABELS.size}: ${summary.size} · ${LINE_LABELS.price}: ${summary.price}`,
    `  Carpeta: ${stripControlChars(relative(cwd, folder) || folder)}`,
    '',
  ].join('\n');
}
