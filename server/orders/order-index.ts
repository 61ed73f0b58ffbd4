import { stat } from 'node:fs/promises';
import { mapLimited } from '../map-limited';
import { foldForSearch, readEntry } from './order-entry';
import type { OrderEntry } from './order-entry';
import { oneAtATime } from '../files/one-at-a-time';
import { join } from 'node:path';
import { takeLock } from '../files/lock-file';
import { folderNames } from '../files/folder-names';
import { readOrderState, writeOrderState } from './order-state';
import type { OrderAnswer, OrderStage } from './order-state';

/** What one state change writes (null: nothing) and what it tells its caller. */
export interface StateStep<T> {
  readonly next: { readonly stage: OrderStage; readonly answer: OrderAnswer | null } | null;
  readonly outcome: T;
}

/** The order's change lock, beside its estado.json; a change takes well under this (one email written). */
const stateLockName = 'estado.lock';
const staleStateLockMs = 60_000;

/** The change locks of `entries`, all taken, or none (null) when another process holds one. */
async function takeLocks(entries: readonly OrderEntry[]): Promise<(() => Promise<void>)[] | null> {
  const releases: (() => Promise<void>)[] = [];
  for (const entry of entries) {
    const release = await takeLock(join(entry.folder, stateLockName), staleStateLockMs);
    if (!release) {
      for (const taken of releases) await taken();
      return null;
    }
    releases.push(release);
  }
  return releases;
}

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
    /** Every order the index holds in `stage`, newest first (their states as last read here). */
    async inStage(stage: OrderStage): Promise<OrderEntry[]> {
      await refresh();
      return state.newestFirst.filter((entry) => entry.state.stage === stage);
    },
    /** Folders skipped because their submission.json is missing or damaged. */
    damagedCount: () => state.damaged.size,
    async query(query: OrderQuery): Promise<OrderPage> {
      await refresh();
      return pageOf(state.newestFirst, query);
    },
    /**
     * One change of an order's state: `step` gets the order with its state read now from disk, does
     * what the change needs (an email) and returns the state to write, or null to leave it; its
     * outcome comes back (null: no such order, or another process holds the order's lock). Changes
     * run one at a time in this process and under the order's lock file across processes, so a
     * check and its write are never split by another change.
     */
    change: <T>(id: string, step: (entry: OrderEntry) => Promise<StateStep<T>>): Promise<T | null> =>
      oneChange(async () => {
        const found = await find(id);
        const release = found && (await takeLock(join(found.folder, stateLockName), staleStateLockMs));
        if (!found || !release) return null;
        try {
          const entry = { ...found, state: await readOrderState(found.folder) };
          const { next, outcome } = await step(entry);
          replace(next ? { ...entry, state: await writeOrderState(entry.folder, entry.state, next.stage, next.answer) } : entry);
          return outcome;
        } finally {
          await release();
        }
      }),
    /**
     * One change of several orders at once, all or nothing: every order's lock is taken (in id order,
     * so two such changes never wait on each other), `step` gets them all with their states read now
     * and returns each order's next state, or null to write nothing. Null when an order is missing
     * or another process holds one of the locks; nothing is written then.
     */
    changeAll: <T>(ids: readonly string[], step: (entries: readonly OrderEntry[]) => Promise<StateStep<T>>): Promise<T | null> =>
      oneChange(async () => {
        const found = await Promise.all([...new Set(ids)].sort().map(find));
        const known = found.filter((entry): entry is OrderEntry => entry !== null);
        const releases = known.length === found.length ? await takeLocks(known) : null;
        if (!releases) return null;
        try {
          const entries = await Promise.all(known.map(async (entry) => ({ ...entry, state: await readOrderState(entry.folder) })));
          const { next, outcome } = await step(entries);
          if (next) for (const entry of entries) replace({ ...entry, state: await writeOrderState(entry.folder, entry.state, next.stage, next.answer) });
          return outcome;
        } finally {
          for (const release of releases) await release();
        }
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
