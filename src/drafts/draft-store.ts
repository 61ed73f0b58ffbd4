/**
 * Keeps the shopper's design and original photo in IndexedDB as they work, and brings them back on
 * a reload, the order form's back link, or a reopened tab. Saving is debounced and never blocks the
 * editor; a storage that is full or unavailable is reported once and the editor goes on without it.
 */
import { useSyncExternalStore } from 'react';
import type { DesignConfig } from '@/domain/design';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { getImageState, loadImage } from '@/image/image-store';
import type { ShopperImage } from '@/image/types';
import { readDraft, writeDraft } from './draft-db';
import { imageKey, type DraftRecord } from './draft-records';

const SAVE_DELAY_MS = 400;
const TAB_ID_KEY = 'mgm-personalizador-pestana';
const TAB_LOCK_PREFIX = 'mgm-personalizador-pestana-';

export const STORAGE_PROBLEM_MESSAGE =
  'No pudimos guardar tu diseño en este navegador (el almacenamiento está lleno o es una ventana privada). ' +
  'Podés seguir diseñando y enviarlo, pero si recargás la página se va a perder.';

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

/** A tab keeps its id across reloads (sessionStorage), so a reload restores that tab's own draft. */
function readTabId(): string {
  try {
    const existing = sessionStorage.getItem(TAB_ID_KEY);
    if (existing) return existing;
    const id = newId();
    sessionStorage.setItem(TAB_ID_KEY, id);
    return id;
  } catch {
    return newId();
  }
}

interface Pending {
  readonly design: DesignConfig | null;
  readonly image: ShopperImage | null;
}

const tabId = readTabId();

/** Each open tab holds a Web Lock for its life, so others can tell a closed tab's draft from a live one's. */
if (typeof navigator !== 'undefined' && navigator.locks) {
  void navigator.locks.request(`${TAB_LOCK_PREFIX}${tabId}`, () => new Promise<never>(() => undefined));
}

/** Whether the tab that wrote a draft is still open; without Web Locks, assume it is. */
async function isTabOpen(id: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return true;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === `${TAB_LOCK_PREFIX}${id}`);
}
/** Image ids already in storage, mapped to their keys: a restored photo is not written again. */
const storedImages = new Map<string, string>();
let replaces: string[] = [];
let pending: Pending | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let writing: Promise<void> = Promise.resolve();
let problem: string | null = null;
let problemReported = false;
const listeners = new Set<() => void>();

function report(error: unknown): void {
  console.warn('No se pudo guardar el borrador', error);
  if (problemReported) return;
  problemReported = true;
  problem = STORAGE_PROBLEM_MESSAGE;
  listeners.forEach((l) => l());
}

function toWrite({ design, image }: Pending) {
  const key = image ? (storedImages.get(image.id) ?? imageKey(image.id)) : null;
  const record: DraftRecord = {
    version: 1,
    tabId,
    savedAt: Date.now(),
    query: design ? encodeDesign(design).toString() : '',
    imageKey: key,
  };
  const value = image && key ? { key, value: { blob: image.original, fileName: image.fileName } } : null;
  return { record, image: value, replaces, stored: image && key ? ([image.id, key] as const) : null };
}

async function persist(next: Pending): Promise<void> {
  const { stored, ...write } = toWrite(next);
  try {
    await writeDraft(write, Date.now());
    replaces = [];
    if (stored) storedImages.set(stored[0], stored[1]);
  } catch (error) {
    report(error);
  }
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

let pageHooksInstalled = false;
function installPageHooks(): void {
  if (pageHooksInstalled || typeof window === 'undefined') return;
  pageHooksInstalled = true;
  window.addEventListener('pagehide', () => void flushDraft());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') void flushDraft();
  });
}

/** Saves the design a moment after the last change; a new photo is saved at once. */
export function saveDraftSoon(design: DesignConfig, image: ShopperImage | null): void {
  installPageHooks();
  pending = { design, image };
  if (timer) clearTimeout(timer);
  if (image && !storedImages.has(image.id)) void flushDraft();
  else timer = setTimeout(() => void flushDraft(), SAVE_DELAY_MS);
}

/** Forgets this tab's draft ("Empezar de nuevo", or after the order was sent). */
export function clearDraft(): Promise<void> {
  pending = { design: null, image: null };
  return flushDraft();
}

/**
 * Reads this tab's draft (or the newest one, for a reopened tab), puts its photo back in the image
 * store when the store has none, and returns its design; null when there is nothing to restore.
 */
export function restoreDraft(): Promise<DesignConfig | null> {
  // Two callers at once (React's development double effects) share one read and one image load.
  restoring ??= readAndRestore().finally(() => {
    restoring = null;
  });
  return restoring;
}

let restoring: Promise<DesignConfig | null> | null = null;

async function readAndRestore(): Promise<DesignConfig | null> {
  await flushDraft();
  let stored;
  try {
    stored = await readDraft(tabId);
  } catch (error) {
    report(error);
    return null;
  }
  if (!stored || stored.record.query === '') return null;
  // A closed tab's draft is taken over by this tab; a live tab's is only copied.
  if (stored.record.tabId !== tabId && !(await isTabOpen(stored.record.tabId))) replaces = [stored.record.tabId];
  const { image, record } = stored;
  if (image && record.imageKey && !getImageState().image && (await loadImage(image.blob, image.fileName))) {
    const restored = getImageState().image;
    if (restored) storedImages.set(restored.id, record.imageKey);
  }
  return decodeDesign(new URLSearchParams(record.query));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The storage problem to show the shopper once, or null. */
export function useDraftProblem(): { problem: string | null; dismiss: () => void } {
  const current = useSyncExternalStore(subscribe, () => problem, () => null);
  return {
    problem: current,
    dismiss: () => {
      problem = null;
      listeners.forEach((l) => l());
    },
  };
}
