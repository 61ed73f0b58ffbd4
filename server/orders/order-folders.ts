import { join } from 'node:path';
import { folderNames } from '../files/folder-names';
import { readSubmissionRecord } from './submission-record';
import type { SubmissionRecord } from './submission-record';

/** Each order folder's record (inbox/submission-store.ts writes it last, before the folder is published). */
export const recordName = 'submission.json';

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

/** Every submission folder, newest first; the temp area and stray files are ignored. */
export async function listSubmissions(inboxDir: string): Promise<InboxListing> {
  const folders = (await folderNames(inboxDir)).sort().reverse();
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
