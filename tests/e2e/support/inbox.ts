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

/**
 * The e2e server sends its emails to an SMTP server on this port, which only the spec that reads them
 * starts (order-life.spec.ts); meanwhile the other specs' emails wait in their outboxes, as they would
 * with a mail server that is down.
 */
export const e2eSmtpPort = Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 4317) + 2);
/** The store's address on the e2e server (INBOX_NOTIFY_EMAIL). */
export const e2eStoreEmail = 'tienda-e2e@example.com';
