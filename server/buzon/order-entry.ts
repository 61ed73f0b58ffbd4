import { join } from 'node:path';
import { recordName } from '../inbox/submission-store';
import { readSubmissionRecord } from '../inbox/submission-record';
import type { SubmissionRecord } from '../inbox/submission-record';
import { summarize } from '../inbox/submission-summary';
import { readOrderState } from './order-state';
import type { OrderState } from './order-state';

/** What one row of the store's list needs, read once from the order's folder. */
export interface OrderEntry {
  readonly id: string;
  /** Absolute path of the order's folder. */
  readonly folder: string;
  /** The folder's name, which sorts by time (submission-store.ts). */
  readonly folderName: string;
  readonly receivedAt: string;
  readonly receivedAtText: string;
  readonly name: string;
  readonly email: string;
  readonly size: string;
  readonly price: string;
  readonly hasProof: boolean;
  /** The inbox's own check of the price the shopper saw; null for orders stored before it existed. */
  readonly priceCheck: 'ok' | 'mismatch' | null;
  /** Pixels per inch of the print file's picture; null when the order has no print file. */
  readonly printPpi: number | null;
  /** Lower-case name and email without accents, for the search box. */
  readonly searchText: string;
  readonly state: OrderState;
}

/** Lower case without accents, so "dragon" finds "Dragón". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

export function entryFor(folder: string, folderName: string, record: SubmissionRecord, state: OrderState): OrderEntry {
  const summary = summarize(record);
  return {
    id: record.id,
    folder,
    folderName,
    receivedAt: record.receivedAt,
    receivedAtText: summary.receivedAt,
    name: summary.name,
    email: summary.email,
    size: summary.size,
    price: summary.price,
    hasProof: record.files.some((file) => file.field === 'proof'),
    priceCheck: null,
    printPpi: null,
    searchText: foldForSearch(`${summary.name}\n${summary.email}`),
    state,
  };
}

/** The list entry of an order folder, or null for a damaged one (it is skipped, never shown half). */
export async function readEntry(inboxDir: string, folderName: string): Promise<OrderEntry | null> {
  const folder = join(inboxDir, folderName);
  const record = await readSubmissionRecord(join(folder, recordName));
  if (!record) return null;
  return entryFor(folder, folderName, record, await readOrderState(folder));
}
