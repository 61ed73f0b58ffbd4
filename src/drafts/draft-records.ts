/**
 * Draft records as they sit in IndexedDB, and the pure rules for reading them back and tidying up.
 * Everything read from storage is untrusted: another version of the app, or another tab, wrote it.
 */
import { isRecord } from '@/domain/is-record';

export const DRAFT_PREFIX = 'draft:';
export const IMAGE_PREFIX = 'image:';
/** Drafts older than this are dropped. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** Drafts kept at most, across tabs (the current tab's own is always kept). */
export const DRAFT_MAX_COUNT = 4;

export interface DraftRecord {
  readonly version: 1;
  /** The tab that wrote it: each tab owns one draft, so tabs never overwrite each other. */
  readonly tabId: string;
  readonly savedAt: number;
  /** The design, as the query-string codec writes it (so reading it back gets the codec's checks). */
  readonly query: string;
  /** Key of the image record, or null when the design has no image. */
  readonly imageKey: string | null;
}

export interface ImageRecord {
  readonly blob: Blob;
  readonly fileName: string;
}

/**
 * The photo as it is written: a Blob, or its bytes where the engine refuses Blobs in IndexedDB
 * (WebKit in a session that keeps no data: «Error preparing Blob/File data to be stored»).
 */
export type StoredImage = ImageRecord | { readonly bytes: ArrayBuffer; readonly type: string; readonly fileName: string };

/** The photo's bytes, for an engine that refuses to store the Blob itself. */
export async function asBytes({ blob, fileName }: ImageRecord): Promise<StoredImage> {
  return { bytes: await blob.arrayBuffer(), type: blob.type, fileName };
}

export const draftKey = (tabId: string): string => `${DRAFT_PREFIX}${tabId}`;
export const imageKey = (imageId: string): string => `${IMAGE_PREFIX}${imageId}`;

export function parseDraftRecord(value: unknown): DraftRecord | null {
  if (!isRecord(value) || value.version !== 1) return null;
  const { tabId, savedAt, query, imageKey: image } = value;
  if (typeof tabId !== 'string' || typeof query !== 'string') return null;
  if (typeof savedAt !== 'number' || !Number.isFinite(savedAt)) return null;
  if (image !== null && (typeof image !== 'string' || !image.startsWith(IMAGE_PREFIX))) return null;
  return { version: 1, tabId, savedAt, query, imageKey: image };
}

export function parseImageRecord(value: unknown): ImageRecord | null {
  if (!isRecord(value) || typeof value.fileName !== 'string') return null;
  const { blob, bytes, type, fileName } = value;
  if (blob instanceof Blob) return { blob, fileName };
  if (bytes instanceof ArrayBuffer && typeof type === 'string') return { blob: new Blob([bytes], { type }), fileName };
  return null;
}

/** The draft to restore in a tab: its own (a reload), otherwise the newest one (a reopened tab). */
export function pickDraft(drafts: readonly DraftRecord[], tabId: string): DraftRecord | null {
  const own = drafts.find((d) => d.tabId === tabId);
  if (own) return own;
  return drafts.reduce<DraftRecord | null>((newest, d) => (!newest || d.savedAt > newest.savedAt ? d : newest), null);
}

/**
 * The page-hide copy (sessionStorage) wins over the IndexedDB draft when it is newer and needs no
 * other photo than the one stored there (a photo chosen just before the reload may not have
 * reached IndexedDB: the stored draft, with its own photo, is then the better one).
 */
export function pickRestoredRecord(session: DraftRecord | null, stored: DraftRecord | null): DraftRecord | null {
  if (!session) return stored;
  const photoStored = session.imageKey === null || session.imageKey === stored?.imageKey;
  return photoStored && (!stored || session.savedAt > stored.savedAt) ? session : stored;
}

export interface Cleanup {
  readonly dropDraftKeys: string[];
  readonly dropImageKeys: string[];
}

/**
 * What to delete: drafts too old or beyond the count (never the current tab's), and every image
 * no remaining draft refers to.
 */
export function planCleanup(
  drafts: readonly DraftRecord[],
  storedImageKeys: readonly string[],
  tabId: string,
  now: number,
): Cleanup {
  const others = drafts
    .filter((d) => d.tabId !== tabId)
    .sort((a, b) => b.savedAt - a.savedAt);
  const kept = drafts.filter((d) => d.tabId === tabId);
  const dropped: DraftRecord[] = [];
  for (const d of others) {
    const tooOld = now - d.savedAt > DRAFT_MAX_AGE_MS;
    if (tooOld || kept.length >= DRAFT_MAX_COUNT) dropped.push(d);
    else kept.push(d);
  }
  const referenced = new Set(kept.map((d) => d.imageKey));
  return {
    dropDraftKeys: dropped.map((d) => draftKey(d.tabId)),
    dropImageKeys: storedImageKeys.filter((k) => !referenced.has(k)),
  };
}
