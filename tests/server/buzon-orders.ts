import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PriceCheck } from '../../server/orders/order-design';
import type { StoredFile, SubmissionRecord } from '../../server/orders/submission-record';
import { jpegBytes, orderMessage, sha256 } from './multipart-fixtures';

export interface OrderSeed {
  readonly name?: string;
  readonly email?: string;
  readonly receivedAt: Date;
  /** Writes a real photo and proof beside submission.json, listed with their hashes. */
  readonly withFiles?: boolean;
  readonly message?: string;
  readonly priceCheck?: PriceCheck;
}

/** What the inbox stores about a print file: a 100x60 pad with 1 cm of bleed, its picture at 120 ppi. */
export const printFacts = { pageWidthCm: 102, pageHeightCm: 62, image: { widthPx: 4819, heightPx: 2929, ppi: 120 } };

/** Stands in for a print PDF on disk: the buzón serves files as stored, it never parses them. */
function pdfBytes(size: number): Uint8Array {
  const head = new TextEncoder().encode('%PDF-1.7\n');
  const bytes = jpegBytes(size);
  bytes.set(head);
  return bytes;
}

export interface SeededOrder {
  readonly folder: string;
  readonly record: SubmissionRecord;
  /** The stored bytes by field. */
  readonly bytes: Readonly<Record<string, Uint8Array>>;
}

/** Writes one order folder exactly as the inbox publishes it (name sorts by time, submission.json inside). */
export async function seedOrder(inboxDir: string, seed: OrderSeed): Promise<SeededOrder> {
  const id = randomUUID();
  const folder = join(inboxDir, `${seed.receivedAt.toISOString().replace(/[:.]/g, '-')}-${id}`);
  await mkdir(folder, { recursive: true });
  const bytes: Record<string, Uint8Array> = seed.withFiles ? { file: jpegBytes(3000), proof: jpegBytes(1500), print: pdfBytes(4000) } : {};
  const files: StoredFile[] = Object.entries(bytes).map(([field, data]) => {
    const pdf = field === 'print';
    const stored = { field, storedName: `${field}.${pdf ? 'pdf' : 'jpg'}`, size: data.length, sha256: sha256(data) };
    return pdf ? { ...stored, type: 'application/pdf', print: printFacts } : { ...stored, type: 'image/jpeg' };
  });
  for (const file of files) await writeFile(join(folder, file.storedName), bytes[file.field] ?? new Uint8Array());
  const record: SubmissionRecord = {
    id,
    receivedAt: seed.receivedAt.toISOString(),
    fields: {
      nombreModelo: seed.name ?? 'Dragón',
      email: seed.email ?? 'cliente@example.com',
      comentario: 'Con bordes cosidos',
      subject: `Mousepad Personalizado ${seed.name ?? 'Dragón'} XXL 140x100`,
      message: seed.message ?? orderMessage,
    },
    files,
    ...(seed.priceCheck ? { priceCheck: seed.priceCheck } : {}),
  };
  await writeFile(join(folder, 'submission.json'), JSON.stringify(record, null, 2));
  return { folder, record, bytes };
}
