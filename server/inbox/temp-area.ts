import { mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Submissions are written under INBOX_DIR/.tmp/<process>/ until they are complete. Each server
 * process has its own folder, `<pid>-<start time>`: `npm start` and `npm run dev` may share one inbox,
 * and each must leave the other's uploads alone. The start time tells a restarted server apart from a
 * crashed one that had the same pid (a container restarts its command with the same pid).
 */
const tempDirName = '.tmp';
const processTempName = `${process.pid}-${Math.round(performance.timeOrigin)}`;
const processTempShape = /^(\d+)-\d+$/;

export function processTempDir(inboxDir: string): string {
  return join(inboxDir, tempDirName, processTempName);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

/** A temp folder no running server owns: a dead pid, our pid from an earlier start, or no pid at all. */
function isLeftover(name: string): boolean {
  if (name === processTempName) return false;
  const pid = Number(processTempShape.exec(name)?.[1]);
  return !(pid > 0) || pid === process.pid || !isRunning(pid);
}

/** Creates the inbox and this process's temp folder, and removes what crashed servers left half-written. */
export async function prepareInbox(inboxDir: string): Promise<void> {
  const tempRoot = join(inboxDir, tempDirName);
  await mkdir(join(tempRoot, processTempName), { recursive: true });
  for (const name of await readdir(tempRoot)) {
    if (isLeftover(name)) await rm(join(tempRoot, name), { recursive: true, force: true });
  }
}

/** Submissions still in the temp area, of any process: each is an upload in progress or a crash's leftover. */
export async function countTempSubmissions(inboxDir: string): Promise<number> {
  const tempRoot = join(inboxDir, tempDirName);
  const entries = await readdir(tempRoot).catch(() => []);
  let count = 0;
  for (const name of entries) {
    count += processTempShape.test(name) ? (await readdir(join(tempRoot, name)).catch(() => [])).length : 1;
  }
  return count;
}
