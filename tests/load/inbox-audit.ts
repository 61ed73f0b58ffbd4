import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { readSubmissionRecord } from '../../server/orders/submission-record';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { outboxDirName } from '../../server/mail/outbox';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { recordName } from '../../server/orders/order-folders';

export interface InboxAudit {
  readonly visible: number;
  /** Folders that are not a complete submission, with the reason. */
  readonly broken: readonly string[];
  /** SHA-256 of every `file` of a complete submission. */
  readonly storedHashes: ReadonlySet<string>;
  /** Submissions left in the temp area, whichever server process's folder they are in. */
  readonly tempLeftovers: number;
}

async function hashFile(path: string): Promise<{ sha256: string; size: number }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(path) as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { sha256: hash.digest('hex'), size };
}

/** Why a visible folder is not a complete submission; null when it is. */
async function checkFolder(folder: string): Promise<{ problem: string } | { record: SubmissionRecord }> {
  const record = await readSubmissionRecord(join(folder, recordName));
  if (!record) return { problem: 'sin submission.json completo' };
  // The order's outbox (its emails) sits beside its files.
  const names = (await readdir(folder)).filter((name) => name !== outboxDirName).sort();
  const expected = [recordName, ...record.files.map((file) => file.storedName)].sort();
  if (names.join('/') !== expected.join('/')) return { problem: `archivos ${names.join(', ')}` };
  for (const file of record.files) {
    const actual = await hashFile(join(folder, file.storedName));
    if (actual.sha256 !== file.sha256 || actual.size !== file.size) return { problem: `${file.storedName} no coincide` };
  }
  return { record };
}

/** Checks every visible submission byte for byte, the way the store would read them. */
export async function auditInbox(inboxDir: string): Promise<InboxAudit> {
  const entries = await readdir(inboxDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
  const broken: string[] = [];
  const storedHashes = new Set<string>();
  for (const name of folders) {
    const result = await checkFolder(join(inboxDir, name));
    if ('problem' in result) broken.push(`${name}: ${result.problem}`);
    else result.record.files.filter((file) => file.field === 'file').forEach((file) => storedHashes.add(file.sha256));
  }
  return { visible: folders.length, broken, storedHashes, tempLeftovers: await countTempSubmissions(inboxDir) };
}
