import { stat } from 'node:fs/promises';
import { mapLimited } from '../map-limited';
import { foldForSearch, readEntry } from './order-entry';
import type { OrderEntry } from './order-entry';
import { oneAtATime } from '../files/one-at-a-time';
import { writeOrderState } from './order-state';
import type { OrderAnswer, OrderStage } from './order-state';
import { folderNames } from '../files/folder-names';

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

function matches(entry: OrderEntry, filter: StateFilter, folded: string): boolean {
  if (filter === 'pendientes' && entry.state.answered) return false;
  if (filter === 'respondidos' && !entry.state.answered) return false;
  return folded === '' || entry.searchText.includes(folded);
}

/** What the index holds between requests. */
interface IndexState {
  newestFirst: OrderEntry[];
  readonly byId: Map<string, OrderEntry>;
  readonly byStatusKey: Map<string, OrderEntry>;
  /** Folder names skipped as damaged (not read again); the ones read are those of newestFirst. */
  readonly damaged: Set<string>;
  /** The inbox folder's mtime when it was last listed. */
  stamp: bigint | null;
}

const newestFolderFirst = (a: OrderEntry, b: OrderEntry): number => (a.folderName < b.folderName ? 1 : a.folderName > b.folderName ? -1 : 0);

/** Lists the inbox folder again only when it changed, and reads only the folders not seen before. */
async function syncIndex(inboxDir: string, state: IndexState): Promise<void> {
  const stamp = await stat(inboxDir, { bigint: true }).then((info) => info.mtimeNs, () => -1n);
  if (stamp === state.stamp) return;
  const names = await folderNames(inboxDir);
  const present = new Set(names);
  const known = new Set(state.newestFirst.map((entry) => entry.folderName));
  const added = names.filter((name) => !known.has(name) && !state.damaged.has(name));
  const read = await mapLimited(added, readConcurrency, (name) => readEntry(inboxDir, name));
  added.forEach((name, i) => {
    if (!read[i]) state.damaged.add(name);
  });
  for (const name of state.damaged) if (!present.has(name)) state.damaged.delete(name);
  const fresh = read.filter((entry): entry is OrderEntry => entry !== null);
  state.newestFirst = [...state.newestFirst.filter((entry) => present.has(entry.folderName)), ...fresh].sort(newestFolderFirst);
  state.byId.clear();
  state.byStatusKey.clear();
  for (const entry of state.newestFirst) remember(state, entry);
  state.stamp = stamp;
}

function remember(state: IndexState, entry: OrderEntry): void {
  state.byId.set(entry.id, entry);
  if (entry.statusKey) state.byStatusKey.set(entry.statusKey, entry);
}

function pageOf(entries: readonly OrderEntry[], { filter, search, page }: OrderQuery): OrderPage {
  const folded = foldForSearch(search.trim());
  const found = entries.filter((entry) => matches(entry, filter, folded));
  const pages = Math.max(1, Math.ceil(found.length / pageSize));
  const shown = Math.min(Math.max(1, page), pages);
  return { items: found.slice((shown - 1) * pageSize, shown * pageSize), total: found.length, page: shown, pages };
}

/**
 * The store's list in memory. Each order folder is read once; later the folder list is read again only
 * when the inbox folder changed (its mtime moves whenever an order is published or removed), and then
 * only new folders are read. State changes made here update the entry in place.
 */
export function createOrderIndex(inboxDir: string) {
  const state: IndexState = { newestFirst: [], byId: new Map(), byStatusKey: new Map(), damaged: new Set(), stamp: null };
  let refreshing: Promise<void> | null = null;
  const oneChange = oneAtATime();

  /** Brings the index up to date; concurrent callers share one pass. */
  function refresh(): Promise<void> {
    refreshing ??= syncIndex(inboxDir, state).finally(() => (refreshing = null));
    return refreshing;
  }

  function replace(updated: OrderEntry): OrderEntry {
    state.newestFirst = state.newestFirst.map((candidate) => (candidate.id === updated.id ? updated : candidate));
    remember(state, updated);
    return updated;
  }

  async function find(id: string): Promise<OrderEntry | null> {
    await refresh();
    return state.byId.get(id) ?? null;
  }

  return {
    refresh,
    find,
    /** The order whose status token hashes to `key` (status-key.ts). */
    async findByStatusKey(key: string): Promise<OrderEntry | null> {
      await refresh();
      return state.byStatusKey.get(key) ?? null;
    },
    /** Folders skipped because their submission.json is missing or damaged. */
    damagedCount: () => state.damaged.size,
    async query(query: OrderQuery): Promise<OrderPage> {
      await refresh();
      return pageOf(state.newestFirst, query);
    },
    /** Moves the order to `stage` (with the store's answer when given); changes run one at a time, so none is lost. */
    setStage: (id: string, stage: OrderStage, answer: OrderAnswer | null = null): Promise<OrderEntry | null> =>
      oneChange(async () => {
        const entry = await find(id);
        return entry && replace({ ...entry, state: await writeOrderState(entry.folder, stage, answer) });
      }),
    /** Reads an order's folder again, after its record changed (its print file was built again). */
    async reload(id: string): Promise<OrderEntry | null> {
      const entry = await find(id);
      const fresh = entry && (await readEntry(inboxDir, entry.folderName));
      return fresh && replace(fresh);
    },
  };
}

export type OrderIndex = ReturnType<typeof createOrderIndex>;
