import { open } from 'node:fs/promises';

/**
 * Windows cannot open a directory to flush it (EPERM); NTFS journals the rename itself. Files are
 * flushed through the handle that wrote them.
 */
export async function fsyncDirectory(path: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes a new file and flushes it before closing: every stored file is on disk before its folder is visible. */
export async function writeDurably(path: string, data: string | Uint8Array): Promise<void> {
  const handle = await open(path, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
}
