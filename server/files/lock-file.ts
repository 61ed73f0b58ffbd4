import { open, rm, stat } from 'node:fs/promises';

/**
 * Takes the lock at `path` (a file created with O_EXCL), so two server processes on one inbox never
 * do the same thing at once; a lock left by a dead process is taken over once it is older than
 * `staleMs`. Returns the function that gives it back, or null when another holds it.
 */
export async function takeLock(path: string, staleMs: number): Promise<(() => Promise<void>) | null> {
  const take = () => open(path, 'wx').then((handle) => handle.close().then(() => true), () => false);
  if (!(await take())) {
    const age = await stat(path).then((info) => Date.now() - info.mtimeMs, () => 0);
    if (age < staleMs) return null;
    await rm(path, { force: true });
    if (!(await take())) return null;
  }
  return () => rm(path, { force: true });
}
