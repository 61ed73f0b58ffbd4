/**
 * Which tab this is. A tab keeps its id across reloads (sessionStorage), so a reload restores that
 * tab's own draft. Each open tab holds a Web Lock named after its id for its whole life: others can
 * tell a closed tab's draft from a live one's, and a duplicated tab, which copies sessionStorage and
 * so the id, finds the lock taken and becomes a tab of its own.
 */
const TAB_ID_KEY = 'mgm-personalizador-pestana';
const TAB_LOCK_PREFIX = 'mgm-personalizador-pestana-';

function newId(): string {
  return typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}

function storedId(): string | null {
  try {
    return sessionStorage.getItem(TAB_ID_KEY);
  } catch {
    return null;
  }
}

function storeNewId(): string {
  const id = newId();
  try {
    sessionStorage.setItem(TAB_ID_KEY, id);
  } catch {
    // Without sessionStorage a reload starts a new tab; drafts still come back as the newest one.
  }
  return id;
}

const hasLocks = (): boolean => typeof navigator !== 'undefined' && navigator.locks !== undefined;

/** Takes the tab's lock for the life of the page; false when another open tab holds it. */
function holdLock(id: string): Promise<boolean> {
  return new Promise((resolve) => {
    void navigator.locks.request(`${TAB_LOCK_PREFIX}${id}`, { ifAvailable: true }, (lock) => {
      resolve(lock !== null);
      return lock ? new Promise<never>(() => undefined) : undefined;
    });
  });
}

async function claimTab(): Promise<string> {
  const id = storedId();
  if (!hasLocks()) return id ?? storeNewId();
  if (id && (await holdLock(id))) return id;
  const fresh = storeNewId();
  await holdLock(fresh);
  return fresh;
}

let claimed: Promise<string> | null = null;

/** This tab's id; the first call claims it. */
export function currentTabId(): Promise<string> {
  claimed ??= claimTab();
  return claimed;
}

/** Whether the tab that wrote a draft is still open; without Web Locks, assume it is. */
export async function isTabOpen(id: string): Promise<boolean> {
  if (!hasLocks()) return true;
  const { held = [] } = await navigator.locks.query();
  return held.some((lock) => lock.name === `${TAB_LOCK_PREFIX}${id}`);
}
