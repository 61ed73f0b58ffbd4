import { link, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { fsyncDirectory } from './durable-write';
import { ownedTempName } from './owned-temp';

/** Writes `text` to a flushed temp file beside `path` (with `mode`; named for its writer, so a crash's is swept), hands it to `publish`, and removes what is left of it. */
async function publishText(path: string, text: string, mode: number, publish: (temp: string) => Promise<void>): Promise<void> {
  const folder = dirname(path);
  const temp = join(folder, ownedTempName(basename(path)));
  try {
    const handle = await open(temp, 'wx', mode);
    try {
      await handle.writeFile(text, 'utf8');
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
  await publishText(path, `${JSON.stringify(value)}\n`, 0o644, (temp) => rename(temp, path));
}

/**
 * Writes a JSON file that must not exist yet, atomically: the flushed temp file is hard-linked to its
 * name, which fails with EEXIST when the name is taken (rename would replace it). For files written
 * once and never changed, such as the tarifa's versions.
 */
export async function writeJsonOnce(path: string, value: unknown): Promise<void> {
  await writeTextOnce(path, `${JSON.stringify(value)}\n`);
}

/** Like writeJsonOnce, for a text file; `mode` 0o600 keeps a secret to the server's user. */
export async function writeTextOnce(path: string, text: string, mode = 0o644): Promise<void> {
  await publishText(path, text, mode, (temp) => link(temp, path));
}
