import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { initialDesign } from '../../src/domain/design';
import type { Mode } from '../../src/domain/modes';
import { printLayout } from '../../src/domain/print-layout';
import type { OrderStage } from '../../server/orders/order-state';
import type { StoredFile, SubmissionRecord } from '../../server/orders/submission-record';
import { printPdf, sha256 } from './multipart-fixtures';

export interface PaidSeed {
  readonly number: string;
  readonly mode: Mode;
  readonly widthCm: number;
  readonly heightCm: number;
  readonly circular?: boolean;
  readonly straightEdges?: boolean;
  /** False: stored without its print file (its build failed). */
  readonly withPrint?: boolean;
  readonly stage?: OrderStage;
  /** Sorts the folders: later orders get larger values. */
  readonly sequence: number;
}

export interface SeededPaid {
  readonly id: string;
  readonly folder: string;
  readonly number: string;
  /** The print page, bleed included, in whole millimetres. */
  readonly pageMm: readonly [number, number];
}

/**
 * Writes an order folder as the inbox publishes it, with its design as data, a real print PDF of the
 * print page's size (the piece plus 1 cm of bleed, print-layout.ts) and its state: «Pagado» unless told.
 */
export async function seedPaidOrder(inboxDir: string, seed: PaidSeed): Promise<SeededPaid> {
  const id = randomUUID();
  const receivedAt = new Date(Date.UTC(2026, 10, 1, 12, 0, seed.sequence));
  const folder = join(inboxDir, `${receivedAt.toISOString().replace(/[:.]/g, '-')}-${id}`);
  await mkdir(folder, { recursive: true });
  const design = { ...initialDesign(seed.mode), sizeCode: 'PERSO', widthCm: seed.widthCm, heightCm: seed.heightCm, circular: seed.circular ?? false, straightEdges: seed.straightEdges ?? false };
  const layout = printLayout(design);
  const pageMm = [Math.round(layout.pageWidth * 10), Math.round(layout.pageHeight * 10)] as const;
  const files: StoredFile[] = [];
  if (seed.withPrint !== false) {
    const bytes = await printPdf([layout.pageWidth, layout.pageHeight], [400, 300]);
    await writeFile(join(folder, 'print.pdf'), bytes);
    files.push({ field: 'print', storedName: 'print.pdf', size: bytes.length, sha256: sha256(bytes), type: 'application/pdf', print: { pageWidthCm: layout.pageWidth, pageHeightCm: layout.pageHeight, image: { widthPx: 400, heightPx: 300, ppi: 10 } } });
  }
  const record: SubmissionRecord = {
    id,
    receivedAt: receivedAt.toISOString(),
    fields: { nombreModelo: `Diseño ${seed.number}`, email: 'cliente@example.com', comentario: '', subject: 'Pedido', message: 'Pedido' },
    files,
    design,
    number: seed.number,
    ...(seed.withPrint === false ? { printMissing: 'el armado pasó el límite de memoria (256 MB).' } : {}),
  };
  await writeFile(join(folder, 'submission.json'), JSON.stringify(record));
  const stage = seed.stage ?? 'pagado';
  await writeFile(join(folder, 'estado.json'), JSON.stringify({ stage, answered: stage !== 'recibido', changedAt: receivedAt.toISOString(), history: [{ stage, at: receivedAt.toISOString() }], answer: null }));
  return { id, folder, number: seed.number, pageMm };
}

/** Twelve paid orders of two materials as the store gets them in a week: eight Clasic (one round), four Pro. */
export const weekOfOrders: readonly Omit<PaidSeed, 'sequence'>[] = [
  { number: 'MGM-1001', mode: 'Clasic', widthCm: 90, heightCm: 40, straightEdges: true },
  { number: 'MGM-1002', mode: 'Clasic', widthCm: 80, heightCm: 30 },
  { number: 'MGM-1003', mode: 'Clasic', widthCm: 120, heightCm: 60, straightEdges: true },
  { number: 'MGM-1004', mode: 'Clasic', widthCm: 90, heightCm: 40, straightEdges: true },
  { number: 'MGM-1005', mode: 'Clasic', widthCm: 45, heightCm: 40 },
  { number: 'MGM-1006', mode: 'Clasic', widthCm: 70, heightCm: 70, circular: true },
  { number: 'MGM-1007', mode: 'Clasic', widthCm: 100, heightCm: 50 },
  { number: 'MGM-1008', mode: 'Clasic', widthCm: 60, heightCm: 35 },
  { number: 'MGM-1009', mode: 'Pro', widthCm: 90, heightCm: 40 },
  { number: 'MGM-1010', mode: 'Pro', widthCm: 80, heightCm: 30 },
  { number: 'MGM-1011', mode: 'Pro', widthCm: 45, heightCm: 40 },
  { number: 'MGM-1012', mode: 'Pro', widthCm: 120, heightCm: 50 },
];

export async function seedWeek(inboxDir: string): Promise<SeededPaid[]> {
  const seeded: SeededPaid[] = [];
  for (const [sequence, seed] of weekOfOrders.entries()) seeded.push(await seedPaidOrder(inboxDir, { ...seed, sequence }));
  return seeded;
}
