/**
 * Whether this browser may hold a draft, asked without the drafts' code and the image pipeline it
 * brings: the order page, which only brings a photo back, loads them when there may be one to bring.
 */
import { withTimeout } from '@/platform/with-timeout';
import { DRAFT_DATABASE } from './draft-database';

/** IndexedDB answers within this, or the drafts' code is asked, with its own time limits. */
const ASK_MS = 1_000;

/**
 * False only when IndexedDB lists no database of ours: nothing was saved in this browser, or its data
 * was cleared. True whenever it cannot tell (no `indexedDB.databases()` before Firefox 126, a storage
 * that does not answer), so a draft is never missed.
 */
export async function mayHoldDraft(): Promise<boolean> {
  try {
    const databases = await withTimeout(indexedDB.databases(), ASK_MS, () => new Error(`IndexedDB no respondió en ${ASK_MS} ms`));
    return databases.some((database) => database.name === DRAFT_DATABASE);
  } catch {
    return true;
  }
}
