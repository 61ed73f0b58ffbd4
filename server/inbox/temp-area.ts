import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { folderNames } from '../files/folder-names';
import { removeDeadTemps } from '../files/owned-temp';
import { ownerShape, processOwner } from '../files/process-owner';
import type { OwnerCheck } from '../files/process-owner';
import { outboxDirName } from '../mail/outbox';
import { mapLimited } from '../map-limited';
import { productionFolder } from '../production/production-folder';

/**
 * Submissions are written under INBOX_DIR/.tmp/<owner>/ until they are complete. Each server process
 * has its own folder, named for its owner (process-owner.ts: pid and start time): `npm start` and
 * `npm run dev` may share one inbox, and each must leave the other's uploads alone.
 */
const tempDirName = '.tmp';

export function processTempDir(inboxDir: string): string {
  return join(inboxDir, tempDirName, processOwner.self);
}

/**
 * The sweep every server start runs, so a restarted cluster worker runs it too: removes the temp
 * areas whose owner is gone (with the uploads a crash cut, however many), and the temp files the
 * atomic writers left in order folders and their outboxes, and the panel PDFs and plans a crash cut in
 * production's folder. A live process's area and writes stay.
 */
export async function sweepDeadLeftovers(inboxDir: string, owners: OwnerCheck = processOwner): Promise<void> {
  const tempRoot = join(inboxDir, tempDirName);
  for (const name of await readdir(tempRoot).catch(() => [])) {
    if (!owners.isRunning(name)) await rm(join(tempRoot, name), { recursive: true, force: true });
  }
  await removeDeadTemps(productionFolder(inboxDir), owners);
  // A few folders at once: ten thousand orders take well under a second even on a busy machine.
  await mapLimited(await folderNames(inboxDir), 8, async (name) => {
    await removeDeadTemps(join(inboxDir, name), owners);
    await removeDeadTemps(join(inboxDir, name, outboxDirName), owners);
  });
}

/** Creates the inbox and this process's temp folder, and removes what crashed servers left behind. */
export async function prepareInbox(inboxDir: string): Promise<void> {
  await mkdir(processTempDir(inboxDir), { recursive: true });
  await sweepDeadLeftovers(inboxDir);
}

/** Submissions still in the temp area, of any process: each is an upload in progress or a crash's leftover. */
export async function countTempSubmissions(inboxDir: string): Promise<number> {
  const tempRoot = join(inboxDir, tempDirName);
  const entries = await readdir(tempRoot).catch(() => []);
  let count = 0;
  for (const name of entries) {
    count += ownerShape.test(name) ? (await readdir(join(tempRoot, name)).catch(() => [])).length : 1;
  }
  return count;
}
