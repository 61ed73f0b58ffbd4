import { join } from 'node:path';
import { readSubmissionRecord } from './submission-record';
import type { CheckedPrice } from '../../src/domain/order-price';
import type { PriceCheck } from './order-design';
import type { StoredFile, SubmissionRecord } from './submission-record';
import { summarize } from './submission-summary';
import { statusKey } from './status-key';
import { readOrderState } from './order-state';
import type { OrderState } from './order-state';
import { recordName } from './order-folders';

/** What one row of the store's list needs, read once from the order's folder. */
export interface OrderEntry {
  readonly id: string;
  /** `MGM-1042`; null for orders stored before numbers. */
  readonly number: string | null;
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
  /** The inbox's own check of the price the shopper saw; null for orders sent without their design as data. */
  readonly priceCheck: PriceCheck | null;
  /** The price the message stated, when it differs from the one recomputed from the design. */
  readonly statedPrice: string | null;
  /** The price checked against the tarifa (issue 34); null for orders stored before it. */
  readonly checkedPrice: CheckedPrice | null;
  /** Pixels per inch of the print file's picture; null when the order has no print file or it has no picture. */
  readonly printPpi: number | null;
  /** "print.pdf, página 102 x 62 cm, 100 ppi"; null when the order has no print file. */
  readonly printFile: string | null;
  /** sha256 of the status page's token (status-page/status-key.ts); null for orders stored before tokens. */
  readonly statusKey: string | null;
  /** Lower-case number, name and email without accents, for the search box. */
  readonly searchText: string;
  /** The files submission.json lists; a published record never changes, so downloads need not read it again. */
  readonly files: readonly Pick<StoredFile, 'field' | 'storedName' | 'type'>[];
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
    number: record.number ?? null,
    statusKey: record.statusToken ? statusKey(record.statusToken) : null,
    folder,
    folderName,
    receivedAt: record.receivedAt,
    receivedAtText: summary.receivedAt,
    name: summary.name,
    email: summary.email,
    size: summary.size,
    price: summary.price,
    hasProof: record.files.some((file) => file.field === 'proof'),
    priceCheck: record.priceCheck ?? null,
    statedPrice: summary.statedPrice,
    checkedPrice: record.checkedPrice ?? null,
    printPpi: record.files.find((file) => file.field === 'print')?.print?.image?.ppi ?? null,
    printFile: summary.printFile,
    searchText: foldForSearch(`${record.number ?? ''}\n${summary.name}\n${summary.email}`),
    files: record.files.map(({ field, storedName, type }) => ({ field, storedName, type })),
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
