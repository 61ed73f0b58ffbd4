import { randomUUID } from 'node:crypto';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { processOwner } from './process-owner';
import type { OwnerCheck } from './process-owner';

/**
 * A file written under a temporary name beside its final one (atomic-json.ts, a print file rebuilt in
 * /buzon) carries its writer in its name: `.<final name>~<owner>~<uuid>.tmp`. A kill -9 between the
 * write and the rename leaves it behind; the sweep at start-up removes those whose writer is gone, and
 * leaves alone a live process's write in progress (`npm start` and `npm run dev` may share one inbox).
 */
export function ownedTempName(finalName: string): string {
  return `.${finalName}~${processOwner.self}~${randomUUID()}.tmp`;
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const ownedShape = new RegExp(`^\\..+~([^~]+)~${uuid}\\.tmp$`);
// Earlier builds named their temp files without a writer (`.<name>.<uuid>.tmp`, `print-<uuid>.part`,
// `submission.json.<uuid>.part`): nobody can be writing those any more.
const ownerlessShape = new RegExp(`[.-]${uuid}\\.(?:tmp|part)$`);

/** Whether `name` is a temp file whose writer is gone. */
export function isDeadTemp(name: string, owners: OwnerCheck = processOwner): boolean {
  const owner = ownedShape.exec(name)?.[1];
  if (owner !== undefined) return !owners.isRunning(owner);
  return ownerlessShape.test(name);
}

/** Removes the temp files in `folder` whose writer is gone (a missing folder has none); returns how many. */
export async function removeDeadTemps(folder: string, owners: OwnerCheck = processOwner): Promise<number> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
  const dead = names.filter((name) => isDeadTemp(name, owners));
  await Promise.all(dead.map((name) => rm(join(folder, name), { force: true })));
  return dead.length;
}
