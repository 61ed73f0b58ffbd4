import { basename, join } from 'node:path';
import { readSubmissionRecord } from './submission-record';
import type { SubmissionRecord } from './submission-record';
import { downloadName } from './download-name';
import type { OrderEntry } from './order-entry';
import type { OrderIndex } from './order-index';
import { readOrderState } from './order-state';
import { recordName } from './order-folders';
import type { OrderFile } from '../html/replies';

interface OrderWithRecord {
  readonly entry: OrderEntry;
  readonly record: SubmissionRecord;
}

/**
 * The order by its id (looked up in the index, never used as a path) with its submission.json and its
 * answered mark read now, so the detail is right even when another server on the same inbox
 * (`npm run dev` beside `npm start`) changed the mark.
 */
export async function findOrder(index: OrderIndex, id: string): Promise<OrderWithRecord | null> {
  const entry = await index.find(id);
  if (!entry) return null;
  const [record, state] = await Promise.all([readSubmissionRecord(join(entry.folder, recordName)), readOrderState(entry.folder)]);
  return record && record.id === entry.id ? { entry: { ...entry, state }, record } : null;
}

/**
 * One file of one order, only when that order's submission.json lists it under `field`. The request
 * names an order id and a field; both are looked up, so "../", encoded forms, absolute paths or
 * another order's file name all end in "not found". The list comes from the index: a published
 * record never changes, and a list page asks for up to 25 thumbnails at once.
 */
export async function findOrderFile(index: OrderIndex, id: string, field: string): Promise<OrderFile | null> {
  const entry = await index.find(id);
  const file = entry?.files.find((candidate) => candidate.field === field);
  if (!entry || !file || basename(file.storedName) !== file.storedName) return null;
  return {
    path: join(entry.folder, file.storedName),
    type: file.type,
    downloadName: downloadName(entry.name, entry.receivedAt, file.field, file.type),
  };
}
