/**
 * IndexedDB access for drafts. Every write is one transaction that also tidies up, so a tab that
 * closes, crashes or races another tab never leaves a draft pointing at a missing image.
 */
import { createStore, promisifyRequest, type UseStore } from 'idb-keyval';
import {
  DRAFT_PREFIX,
  IMAGE_PREFIX,
  draftKey,
  parseDraftRecord,
  parseImageRecord,
  pickDraft,
  planCleanup,
  type DraftRecord,
  type ImageRecord,
  type StoredImage,
} from './draft-records';
import { DRAFT_DATABASE } from './draft-database';

let store: UseStore | null = null;
function database(): UseStore {
  store ??= createStore(DRAFT_DATABASE, 'borradores');
  return store;
}

const prefixRange = (prefix: string): IDBKeyRange => IDBKeyRange.bound(prefix, `${prefix}\uffff`);
const stringKeys = (keys: IDBValidKey[]): string[] => keys.filter((k): k is string => typeof k === 'string');

export interface DraftWrite {
  readonly record: DraftRecord;
  /** The image the record points at; written only when the store does not have it yet. */
  readonly image: { readonly key: string; readonly value: StoredImage } | null;
  /** Drafts this tab took over (restored from a closed tab), removed in the same transaction. */
  readonly replaces: readonly string[];
}

/** Reads every draft and image key, then runs `write` against them inside the same transaction. */
function withSnapshot(write: (s: IDBObjectStore, drafts: DraftRecord[], badDraftKeys: string[], images: string[]) => void) {
  return database()('readwrite', (s) => {
    const draftKeysReq = s.getAllKeys(prefixRange(DRAFT_PREFIX));
    const draftsReq = s.getAll(prefixRange(DRAFT_PREFIX));
    const imagesReq = s.getAllKeys(prefixRange(IMAGE_PREFIX));
    imagesReq.onsuccess = () => {
      const keys = stringKeys(draftKeysReq.result);
      const drafts: DraftRecord[] = [];
      const bad: string[] = [];
      draftsReq.result.forEach((value: unknown, i) => {
        const parsed = parseDraftRecord(value);
        const key = keys[i];
        if (parsed && key === draftKey(parsed.tabId)) drafts.push(parsed);
        else if (key) bad.push(key);
      });
      write(s, drafts, bad, stringKeys(imagesReq.result));
    };
    return promisifyRequest(s.transaction);
  });
}

export function writeDraft({ record, image, replaces }: DraftWrite, now: number): Promise<void> {
  return withSnapshot((s, drafts, bad, images) => {
    const gone = new Set([...replaces.map(draftKey), draftKey(record.tabId)]);
    const remaining = drafts.filter((d) => !gone.has(draftKey(d.tabId)));
    remaining.push(record);
    s.put(record, draftKey(record.tabId));
    if (image && !images.includes(image.key)) {
      s.put(image.value, image.key);
      images.push(image.key);
    }
    const plan = planCleanup(remaining, images, record.tabId, now);
    const drop = [...bad, ...replaces.map(draftKey), ...plan.dropDraftKeys, ...plan.dropImageKeys];
    for (const key of drop) if (key !== draftKey(record.tabId)) s.delete(key);
  });
}

export interface StoredDraft {
  readonly record: DraftRecord;
  readonly image: ImageRecord | null;
}

/** The draft this tab should restore, with its image, read in one transaction. */
export function readDraft(tabId: string): Promise<StoredDraft | null> {
  return database()('readonly', (s) => {
    const draftsReq = s.getAll(prefixRange(DRAFT_PREFIX));
    let result: StoredDraft | null = null;
    draftsReq.onsuccess = () => {
      const drafts = draftsReq.result.map(parseDraftRecord).filter((d): d is DraftRecord => d !== null);
      const record = pickDraft(drafts, tabId);
      if (!record) return;
      if (!record.imageKey) {
        result = { record, image: null };
        return;
      }
      const imageReq = s.get(record.imageKey);
      imageReq.onsuccess = () => {
        result = { record, image: parseImageRecord(imageReq.result) };
      };
    };
    return promisifyRequest(s.transaction).then(() => result);
  });
}
