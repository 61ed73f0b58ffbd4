import type { SubmissionRecord } from './submission-store';

export interface SubmissionSummary {
  /** Local time as the store reads it, e.g. "31/01/2025, 18:04". */
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

const timeFormat = new Intl.DateTimeFormat('es-AR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** What `npm run inbox` shows for one submission; missing parts read as "sin dato". */
export function summarize(record: SubmissionRecord): SubmissionSummary {
  const message = record.fields.message;
  const received = new Date(record.receivedAt);
  return {
    receivedAt: Number.isNaN(received.getTime()) ? 'fecha desconocida' : timeFormat.format(received),
    name: record.fields.nombreModelo || 'sin nombre',
    email: record.fields.email || 'sin email',
    size: messageLine(message, 'Medida') ?? 'sin dato',
    price: messageLine(message, 'Precio estimado') ?? 'sin dato',
  };
}
