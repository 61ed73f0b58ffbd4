/**
 * Keeps the shopper's design and original photo in IndexedDB as they work, and brings them back on
 * a reload, the order form's back link, or a reopened tab. Saving is debounced and never blocks the
 * editor; a storage that is full, unavailable or stuck is reported once and the editor goes on with
 * the draft in memory (guarded-storage.ts).
 */
import { sameDesign, type DesignConfig } from '@/domain/design';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { getImageState, loadImage } from '@/image/image-store';
import type { ShopperImage } from '@/image/types';
import { imageKey, pickRestoredRecord, type DraftRecord } from './draft-records';
import { loadDraft, storeDraft } from './guarded-storage';
import { clearSessionDraft, readSessionDraft, writeSessionDraft } from './session-draft';
import { currentTabId, isTabOpen } from './tab-identity';

const SAVE_DELAY_MS = 400;

interface Pending {
  readonly design: DesignConfig | null;
  readonly image: ShopperImage | null;
}

/** Image ids already in storage, mapped to their keys: a restored photo is not written again. */
const storedImages = new Map<string, string>();
let replaces: string[] = [];
let pending: Pending | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> = Promise.resolve();
/** The last design handed to saveDraftSoon and when, saved or not: what the page-hide copy writes. */
let latest: { readonly next: Pending; readonly changedAt: number } | null = null;
/** This tab's id once known: the page-hide copy is written synchronously, with no time to ask for it. */
let knownTabId = '';

function toWrite(tabId: string, { design, image }: Pending, savedAt = Date.now()) {
  const key = image ? (storedImages.get(image.id) ?? imageKey(image.id)) : null;
  const record: DraftRecord = {
    version: 1,
    tabId,
    savedAt,
    query: design ? encodeDesign(design).toString() : '',
    imageKey: key,
  };
  const value = image && key ? { key, value: { blob: image.original, fileName: image.fileName } } : null;
  return { record, image: value, replaces, stored: image && key ? ([image.id, key] as const) : null };
}

async function persist(next: Pending): Promise<void> {
  const { stored, ...write } = toWrite(await currentTabId(), next);
  if (!(await storeDraft(write, Date.now()))) return;
  replaces = [];
  if (stored) storedImages.set(stored[0], stored[1]);
}

/** Writes whatever is waiting now (before a reload, when the page is hidden, before leaving). */
export function flushDraft(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const next = pending;
  pending = null;
  if (next) writing = writing.then(() => persist(next));
  return writing;
}

/** The page is going or hidden: the last design goes to sessionStorage now, and to IndexedDB if it has time. */
function saveBeforeLeaving(): void {
  if (latest) writeSessionDraft(toWrite(knownTabId, latest.next, latest.changedAt).record);
  void flushDraft();
}

let pageHooksInstalled = false;
function installPageHooks(): void {
  if (pageHooksInstalled || typeof window === 'undefined') return;
  pageHooksInstalled = true;
  void currentTabId().then((id) => (knownTabId = id));
  window.addEventListener('pagehide', saveBeforeLeaving);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') saveBeforeLeaving();
  });
}

/** Saves the design a moment after the last change; a new photo is saved at once. */
export function saveDraftSoon(design: DesignConfig, image: ShopperImage | null): void {
  installPageHooks();
  pending = { design, image };
  latest = { next: pending, changedAt: Date.now() };
  if (timer) clearTimeout(timer);
  if (image && !storedImages.has(image.id)) void flushDraft();
  else timer = setTimeout(() => void flushDraft(), SAVE_DELAY_MS);
}

/** Forgets this tab's draft ("Empezar de nuevo", or after the order was sent). */
export function clearDraft(): Promise<void> {
  latest = null;
  clearSessionDraft();
  pending = { design: null, image: null };
  return flushDraft();
}

/**
 * Reads this tab's draft (or the newest one, for a reopened tab), puts its photo back in the image
 * store when the store has none, and returns its design; null when there is nothing to restore.
 * With `photoFor`, the photo is put back only from a draft of exactly that design, so an order
 * never pairs one design with another tab's photo.
 */
export function restoreDraft(photoFor?: DesignConfig): Promise<DesignConfig | null> {
  // Two callers at once (React's development double effects) share one read and one image load.
  restoring ??= readAndRestore(photoFor).finally(() => {
    restoring = null;
  });
  return restoring;
}

let restoring: Promise<DesignConfig | null> | null = null;

async function readAndRestore(photoFor: DesignConfig | undefined): Promise<DesignConfig | null> {
  await flushDraft();
  const tabId = await currentTabId();
  const stored = await loadDraft(tabId);
  const record = pickRestoredRecord(readSessionDraft(), stored?.record ?? null);
  if (!record || record.query === '') return null;
  // A closed tab's draft is taken over by this tab; a live tab's is only copied.
  if (stored && stored.record.tabId !== tabId && !(await isTabOpen(stored.record.tabId))) replaces = [stored.record.tabId];
  const image = record.imageKey ? stored?.image : null;
  const design = decodeDesign(new URLSearchParams(record.query));
  const photoMatches = !photoFor || sameDesign(photoFor, design);
  if (image && record.imageKey && photoMatches && !getImageState().image && (await loadImage(image.blob, image.fileName))) {
    const restored = getImageState().image;
    if (restored) storedImages.set(restored.id, record.imageKey);
  }
  return design;
}
