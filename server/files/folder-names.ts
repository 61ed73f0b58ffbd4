import { readdir } from 'node:fs/promises';

/**
 * The visible folders of `dir` (in the inbox, one per order), in no set order: dot-folders (the temp
 * area) and stray files are skipped; a missing `dir` has none.
 */
export async function folderNames(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
}
