import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDirectory, writeDurably } from '../files/durable-write';
import { recordName } from '../orders/order-folders';
import type { SubmissionRecord } from '../orders/submission-record';
import { processTempDir } from './temp-area';

/**
 * On-disk layout: every submission is built in this process's temp folder (temp-area.ts) and becomes
 * visible only through one rename to INBOX_DIR/<timestamp>-<id>/ after its files, its submission.json
 * and the folder itself are on disk. So a crash leaves either nothing visible or a complete submission.
 */
export interface TempSubmission {
  readonly id: string;
  readonly receivedAt: Date;
  readonly dir: string;
}

export async function createTempSubmission(inboxDir: string): Promise<TempSubmission> {
  const id = randomUUID();
  const dir = join(processTempDir(inboxDir), id);
  // Recursive: the inbox may have been removed while the server runs (a test runner wiping its output).
  await mkdir(dir, { recursive: true });
  return { id, receivedAt: new Date(), dir };
}

export async function discardTempSubmission(temp: TempSubmission): Promise<void> {
  await rm(temp.dir, { recursive: true, force: true });
}

/** Folder names sort by time: 2025-01-31T18-04-05-123Z-<id>. */
function folderNameFor(temp: TempSubmission): string {
  return `${temp.receivedAt.toISOString().replace(/[:.]/g, '-')}-${temp.id}`;
}

/** The id and time every record of this submission starts with. */
export function recordHead(temp: TempSubmission): Pick<SubmissionRecord, 'id' | 'receivedAt'> {
  return { id: temp.id, receivedAt: temp.receivedAt.toISOString() };
}

/** Writes submission.json and publishes the folder atomically; returns the visible folder. */
export async function commitSubmission(
  inboxDir: string,
  temp: TempSubmission,
  content: Pick<SubmissionRecord, 'fields' | 'files' | 'design' | 'priceCheck' | 'checkedPrice' | 'printMissing' | 'number' | 'statusToken'>,
): Promise<string> {
  const record: SubmissionRecord = { ...recordHead(temp), ...content };
  await writeDurably(join(temp.dir, recordName), `${JSON.stringify(record, null, 2)}\n`);
  await fsyncDirectory(temp.dir);
  const visible = join(inboxDir, folderNameFor(temp));
  await rename(temp.dir, visible);
  await fsyncDirectory(inboxDir);
  return visible;
}
