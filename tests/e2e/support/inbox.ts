import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where `npm start` builds for this e2e run (BUILD_DIR keeps parallel runs apart). */
export const e2eBuildDir = process.env.BUILD_DIR ?? 'dist';

/** The inbox the e2e server stores submissions into; specs read them from here. */
export const e2eInboxDir = resolve(e2eBuildDir, 'e2e-inbox');

export interface StoredFile {
  readonly field: string;
  readonly storedName: string;
  readonly size: number;
  readonly sha256: string;
  readonly type: string;
}

export interface SubmissionRecord {
  readonly fields: Record<string, string>;
  readonly files: readonly StoredFile[];
}

/** The visible submission folders (the server's temporary folder is hidden). */
export async function submissionFolders(): Promise<string[]> {
  try {
    const entries = await readdir(e2eInboxDir, { withFileTypes: true });
    return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
  } catch {
    return [];
  }
}

export async function newFolders(before: readonly string[]): Promise<string[]> {
  return (await submissionFolders()).filter((name) => !before.includes(name));
}

export async function readSubmission(folder: string): Promise<SubmissionRecord> {
  return JSON.parse(await readFile(join(e2eInboxDir, folder, 'submission.json'), 'utf8')) as SubmissionRecord;
}

/** The store's /buzon password for the e2e server (playwright.config.ts passes it as INBOX_PASSWORD). */
export const e2eInboxPassword = 'clave-e2e-del-buzon-2026';
