import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SubmissionRecord } from '../../server/inbox/submission-record';
import { jpegBytes, orderMessage, sha256 } from './multipart-fixtures';

export interface OrderSeed {
  readonly name?: string;
  readonly email?: string;
  readonly receivedAt: Date;
  /** Writes a real photo and proof beside submission.json, listed with their hashes. */
  readonly withFiles?: boolean;
  readonly message?: string;
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
  const bytes: Record<string, Uint8Array> = seed.withFiles ? { file: jpegBytes(3000), proof: jpegBytes(1500) } : {};
  const files = Object.entries(bytes).map(([field, data]) => ({
    field,
    storedName: `${field}.jpg`,
    size: data.length,
    sha256: sha256(data),
    type: 'image/jpeg' as const,
  }));
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
  };
  await writeFile(join(folder, 'submission.json'), JSON.stringify(record, null, 2));
  return { folder, record, bytes };
}
