import { randomUUID } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fsyncDirectory } from './durable-write';

/**
 * Replaces a small JSON file atomically: a temp file in the same folder, flushed, then renamed over
 * the old one, so a crash leaves the old content or the new one, never half a file.
 */
export async function writeJsonAtomically(path: string, value: unknown): Promise<void> {
  const folder = dirname(path);
  const temp = join(folder, `.${basename(path)}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(`${JSON.stringify(value)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDirectory(folder);
}
