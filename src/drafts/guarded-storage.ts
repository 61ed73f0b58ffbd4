/**
 * Nothing about storage may stop an order. Every draft read and write has a time limit; a photo goes
 * as its bytes where the engine refuses Blobs (WebKit in a session that keeps no data; asked first in
 * blob-support.ts, and learnt from a write that failed); any other failure, or a store that does not answer, turns IndexedDB off for the rest of
 * the page's life: the draft then lives in memory only, and the shopper is told once.
 */
import { withTimeout } from '@/platform/with-timeout';
import { blobsStorable } from './blob-support';
import { readDraft, writeDraft, type DraftWrite, type StoredDraft } from './draft-db';
import { reportDraftProblem } from './draft-problem';
import { asBytes, type DraftRecord } from './draft-records';

/** A 25 MB photo is written well within this on a slow phone; a store silent for longer is stuck. */
export const DRAFT_WRITE_MS = 3_000;
/** Reading the draft back (with its photo) before the editor shows. */
export const DRAFT_READ_MS = 2_000;

class StorageTimeout extends Error {
  constructor(what: string, ms: number) {
    super(`IndexedDB no respondió en ${ms} ms (${what})`);
  }
}

let storageOff = false;
/** Once the engine refused a Blob, photos go as bytes straight away. */
let blobsRefused = false;
/** With storage off: the last draft this page wrote, so a return to the editor still finds its design. */
let inMemory: DraftRecord | null = null;

function turnOff(record: DraftRecord | null, error: unknown): void {
  storageOff = true;
  inMemory = record;
  reportDraftProblem(error);
}

async function withBytes(write: DraftWrite): Promise<DraftWrite> {
  const image = write.image;
  if (!image || !('blob' in image.value)) return write;
  return { ...write, image: { key: image.key, value: await asBytes(image.value) } };
}

const bounded = (write: DraftWrite, now: number) =>
  withTimeout(writeDraft(write, now), DRAFT_WRITE_MS, () => new StorageTimeout('guardar', DRAFT_WRITE_MS));

/** Writes the draft; true once IndexedDB has it, false when it is kept in memory only. Never rejects. */
export async function storeDraft(write: DraftWrite, now: number): Promise<boolean> {
  if (storageOff) {
    inMemory = write.record;
    return false;
  }
  try {
    const bytes = blobsRefused || (write.image !== null && !(await blobsStorable()));
    await bounded(bytes ? await withBytes(write) : write, now);
    return true;
  } catch (error) {
    // A store that did not answer is not asked again: the shopper would only wait longer.
    const retry = !(error instanceof StorageTimeout) && !blobsRefused && write.image !== null;
    if (!retry) {
      turnOff(write.record, error);
      return false;
    }
    blobsRefused = true;
    return storeDraft(write, now);
  }
}

/** The draft to restore, from IndexedDB or, with storage off, from memory (without its photo). Never rejects. */
export async function loadDraft(tabId: string): Promise<StoredDraft | null> {
  if (!storageOff) {
    try {
      return await withTimeout(readDraft(tabId), DRAFT_READ_MS, () => new StorageTimeout('leer', DRAFT_READ_MS));
    } catch (error) {
      turnOff(inMemory, error);
    }
  }
  return inMemory ? { record: inMemory, image: null } : null;
}
