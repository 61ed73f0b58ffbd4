import { link, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fsyncDirectory } from './durable-write';
import { ownedTempName } from './owned-temp';

/** Writes `value` to a flushed temp file beside `path` (named for its writer, so a crash's is swept), hands it to `publish`, and removes what is left of it. */
async function publishJson(path: string, value: unknown, publish: (temp: string) => Promise<void>): Promise<void> {
  const folder = dirname(path);
  const temp = join(folder, ownedTempName(basename(path)));
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(`${JSON.stringify(value)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await publish(temp);
  } finally {
    await rm(temp, { force: true });
  }
  await fsyncDirectory(folder);
}

/**
 * Replaces a small JSON file atomically: a temp file in the same folder, flushed, then renamed over
 * the old one, so a crash leaves the old content or the new one, never half a file.
 */
export async function writeJsonAtomically(path: string, value: unknown): Promise<void> {
  await publishJson(path, value, (temp) => rename(temp, path));
}

/**
 * Writes a JSON file that must not exist yet, atomically: the flushed temp file is hard-linked to its
 * name, which fails with EEXIST when the name is taken (rename would replace it). For files written
 * once and never changed, such as the tarifa's versions.
 */
export async function writeJsonOnce(path: string, value: unknown): Promise<void> {
  await publishJson(path, value, (temp) => link(temp, path));
}
