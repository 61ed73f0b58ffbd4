/**
 * Which tab this is. A tab keeps its id across reloads (sessionStorage), so a reload restores that
 * tab's own draft; each open tab holds a Web Lock for its life, so others can tell a closed tab's
 * draft from a live one's.
 */
const TAB_ID_KEY = 'mgm-personalizador-pestana';
const TAB_LOCK_PREFIX = 'mgm-personalizador-pestana-';

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

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

let tabId: string | null = null;

/** This tab's id; the first call also takes the tab's Web Lock. */
export function currentTabId(): string {
  if (tabId) return tabId;
  const id = readTabId();
  tabId = id;
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request(`${TAB_LOCK_PREFIX}${id}`, () => new Promise<never>(() => undefined));
  }
  return id;
}

/** Whether the tab that wrote a draft is still open; without Web Locks, assume it is. */
export async function isTabOpen(id: string): Promise<boolean> {
  if (typeof navigator === 'undefined' || !navigator.locks) return true;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === `${TAB_LOCK_PREFIX}${id}`);
}
