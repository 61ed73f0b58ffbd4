import { readdir, stat } from 'node:fs/promises';
import { foldForSearch, readEntry } from './order-entry';
import type { OrderEntry } from './order-entry';
import { writeOrderState } from './order-state';

export type StateFilter = 'todos' | 'pendientes' | 'respondidos';

export interface OrderQuery {
  readonly filter: StateFilter;
  readonly search: string;
  /** 1-based. */
  readonly page: number;
}

export interface OrderPage {
  readonly items: readonly OrderEntry[];
  readonly total: number;
  readonly page: number;
  readonly pages: number;
}

export const pageSize = 25;
/** Folders read at once when the index fills: enough to overlap disk waits, few enough to keep handles low. */
const readConcurrency = 16;

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const runner = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}

/** Visible order folders: the temp area and stray files are not orders. */
async function orderFolderNames(inboxDir: string): Promise<string[]> {
  const entries = await readdir(inboxDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return entries.filter((entry) => entry.isDirectory() && !entry.name.startsWith('.')).map((entry) => entry.name);
}

function matches(entry: OrderEntry, filter: StateFilter, folded: string): boolean {
  if (filter === 'pendientes' && entry.state.answered) return false;
  if (filter === 'respondidos' && !entry.state.answered) return false;
  return folded === '' || entry.searchText.includes(folded);
}

/**
 * The store's list in memory. Each order folder is read once; later the folder list is read again only
 * when the inbox folder changed (its mtime moves whenever an order is published or removed), and then
 * only new folders are read. State changes made here update the entry in place.
 */
export function createOrderIndex(inboxDir: string) {
  let newestFirst: OrderEntry[] = [];
  const byId = new Map<string, OrderEntry>();
  const known = new Set<string>();
  const damaged = new Set<string>();
  let seenStamp: bigint | null = null;
  let refreshing: Promise<void> | null = null;

  async function sync(): Promise<void> {
    const stamp = await stat(inboxDir, { bigint: true }).then((info) => info.mtimeNs, () => -1n);
    if (stamp === seenStamp) return;
    const names = await orderFolderNames(inboxDir);
    const present = new Set(names);
    const added = names.filter((name) => !known.has(name) && !damaged.has(name));
    const read = await mapLimited(added, readConcurrency, (name) => readEntry(inboxDir, name));
    added.forEach((name, i) => (read[i] ? known : damaged).add(name));
    for (const set of [known, damaged]) for (const name of set) if (!present.has(name)) set.delete(name);
    const fresh = read.filter((entry): entry is OrderEntry => entry !== null);
    newestFirst = [...newestFirst.filter((entry) => present.has(entry.folderName)), ...fresh];
    newestFirst.sort((a, b) => (a.folderName < b.folderName ? 1 : a.folderName > b.folderName ? -1 : 0));
    byId.clear();
    for (const entry of newestFirst) byId.set(entry.id, entry);
    seenStamp = stamp;
  }

  /** Brings the index up to date; concurrent callers share one pass. */
  function refresh(): Promise<void> {
    refreshing ??= sync().finally(() => (refreshing = null));
    return refreshing;
  }

  async function find(id: string): Promise<OrderEntry | null> {
    await refresh();
    return byId.get(id) ?? null;
  }

  return {
    refresh,
    find,
    /** Folders skipped because their submission.json is missing or damaged. */
    damagedCount: () => damaged.size,
    async query({ filter, search, page }: OrderQuery): Promise<OrderPage> {
      await refresh();
      const folded = foldForSearch(search.trim());
      const found = newestFirst.filter((entry) => matches(entry, filter, folded));
      const pages = Math.max(1, Math.ceil(found.length / pageSize));
      const shown = Math.min(Math.max(1, page), pages);
      return { items: found.slice((shown - 1) * pageSize, shown * pageSize), total: found.length, page: shown, pages };
    },
    async setAnswered(id: string, answered: boolean): Promise<OrderEntry | null> {
      const entry = await find(id);
      if (!entry) return null;
      const updated: OrderEntry = { ...entry, state: await writeOrderState(entry.folder, answered) };
      newestFirst = newestFirst.map((candidate) => (candidate.id === id ? updated : candidate));
      byId.set(id, updated);
      return updated;
    },
  };
}

export type OrderIndex = ReturnType<typeof createOrderIndex>;
