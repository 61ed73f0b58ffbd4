import { randomUUID } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { StoredFile } from './receive-file';
import type { SubmissionFields } from './validate-submission';

/**
 * On-disk layout: every submission is built in INBOX_DIR/.tmp/<id>/ and becomes visible only through
 * one rename to INBOX_DIR/<timestamp>-<id>/ after its files, its submission.json and the folder
 * itself are on disk. So a crash leaves either nothing visible or a complete submission.
 */
export const tempDirName = '.tmp';
export const recordName = 'submission.json';

export interface SubmissionRecord {
  readonly id: string;
  readonly receivedAt: string;
  readonly fields: SubmissionFields;
  readonly files: readonly StoredFile[];
}

export interface TempSubmission {
  readonly id: string;
  readonly receivedAt: Date;
  readonly dir: string;
}

async function fsyncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Creates the inbox and removes whatever a crash left half-written. */
export async function prepareInbox(inboxDir: string): Promise<void> {
  const tempRoot = join(inboxDir, tempDirName);
  await rm(tempRoot, { recursive: true, force: true });
  await mkdir(tempRoot, { recursive: true });
}

export async function createTempSubmission(inboxDir: string): Promise<TempSubmission> {
  const id = randomUUID();
  const dir = join(inboxDir, tempDirName, id);
  // Recursive: the inbox may have been removed while the server runs (a test runner wiping its output).
  await mkdir(dir, { recursive: true });
  return { id, receivedAt: new Date(), dir };
}

export async function discardTempSubmission(temp: TempSubmission): Promise<void> {
  await rm(temp.dir, { recursive: true, force: true });
}

/** Folder names sort by time: 2025-01-31T18-04-05-123Z-<id>. */
export function folderNameFor(temp: TempSubmission): string {
  return `${temp.receivedAt.toISOString().replace(/[:.]/g, '-')}-${temp.id}`;
}

/** Writes submission.json and publishes the folder atomically; returns the visible folder. */
export async function commitSubmission(
  inboxDir: string,
  temp: TempSubmission,
  content: Pick<SubmissionRecord, 'fields' | 'files'>,
): Promise<string> {
  const record: SubmissionRecord = { id: temp.id, receivedAt: temp.receivedAt.toISOString(), ...content };
  const recordPath = join(temp.dir, recordName);
  await writeFile(recordPath, `${JSON.stringify(record, null, 2)}\n`, { flag: 'wx' });
  await fsyncPath(recordPath);
  await fsyncPath(temp.dir);
  const visible = join(inboxDir, folderNameFor(temp));
  await rename(temp.dir, visible);
  await fsyncPath(inboxDir);
  return visible;
}

export interface ListedSubmission {
  readonly folder: string;
  readonly record: SubmissionRecord;
}

async function readRecord(path: string): Promise<SubmissionRecord | null> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as SubmissionRecord;
  } catch {
    return null;
  }
}

/** Every complete submission, newest first; the temp area and stray files are ignored. */
export async function listSubmissions(inboxDir: string): Promise<ListedSubmission[]> {
  const entries = await readdir(inboxDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const folders = entries
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort()
    .reverse();
  const listed: ListedSubmission[] = [];
  for (const name of folders) {
    const folder = join(inboxDir, name);
    const record = await readRecord(join(folder, recordName));
    if (record) listed.push({ folder, record });
  }
  return listed;
}
