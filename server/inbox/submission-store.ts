import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readSubmissionRecord } from '../orders/submission-record';
import type { SubmissionRecord } from '../orders/submission-record';
import { processTempDir } from './temp-area';

/**
 * On-disk layout: every submission is built in this process's temp folder (temp-area.ts) and becomes
 * visible only through one rename to INBOX_DIR/<timestamp>-<id>/ after its files, its submission.json
 * and the folder itself are on disk. So a crash leaves either nothing visible or a complete submission.
 */
export const recordName = 'submission.json';

export interface TempSubmission {
  readonly id: string;
  readonly receivedAt: Date;
  readonly dir: string;
}

/**
 * Windows cannot open a directory to flush it (EPERM); NTFS journals the rename itself. Files are
 * flushed through the handle that wrote them.
 */
export async function fsyncDirectory(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a new file and flushes it before closing: every stored file is on disk before its folder is visible. */
export async function writeDurably(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
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
  content: Pick<SubmissionRecord, 'fields' | 'files' | 'design' | 'priceCheck' | 'printMissing' | 'number' | 'statusToken'>,
): Promise<string> {
  const record: SubmissionRecord = { ...recordHead(temp), ...content };
  await writeDurably(join(temp.dir, recordName), `${JSON.stringify(record, null, 2)}\n`);
  await fsyncDirectory(temp.dir);
  const visible = join(inboxDir, folderNameFor(temp));
  await rename(temp.dir, visible);
  await fsyncDirectory(inboxDir);
  return visible;
}

export interface ListedSubmission {
  readonly folder: string;
  readonly record: SubmissionRecord;
}

interface InboxListing {
  /** Complete submissions, newest first. */
  readonly submissions: readonly ListedSubmission[];
  /** Folders without a readable submission.json (damaged, or from an older format), to mention. */
  readonly skipped: readonly string[];
}

/** Visible order folders, in no set order: the temp area and stray files are not orders. */
export async function orderFolderNames(inboxDir: string): Promise<string[]> {
  const entries = await readdir(inboxDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
}

/** Every submission folder, newest first; the temp area and stray files are ignored. */
export async function listSubmissions(inboxDir: string): Promise<InboxListing> {
  const folders = (await orderFolderNames(inboxDir)).sort().reverse();
  const submissions: ListedSubmission[] = [];
  const skipped: string[] = [];
  for (const name of folders) {
    const folder = join(inboxDir, name);
    const record = await readSubmissionRecord(join(folder, recordName));
    if (record) submissions.push({ folder, record });
    else skipped.push(folder);
  }
  return { submissions, skipped };
}
