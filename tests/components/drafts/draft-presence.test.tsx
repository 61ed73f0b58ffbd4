/**
 * Whether a draft may be kept in this browser, asked of IndexedDB's list of databases (jsdom has no
 * IndexedDB: it is replaced here). Only a list without ours says no; whatever cannot tell says yes,
 * so the order page never misses a photo to bring back.
 */
import { mayHoldDraft } from '@/drafts/draft-presence';

const listing = (databases: () => Promise<IDBDatabaseInfo[]>) => vi.stubGlobal('indexedDB', { databases });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('mayHoldDraft', () => {
  it('says no only when IndexedDB lists no database of ours', async () => {
    listing(async () => [{ name: 'otra-base', version: 1 }]);
    expect(await mayHoldDraft()).toBe(false);
    listing(async () => [{ name: 'otra-base', version: 1 }, { name: 'mgm-personalizador', version: 1 }]);
    expect(await mayHoldDraft()).toBe(true);
  });

  it('says yes without IndexedDB, without its list (before Firefox 126) or when the list fails', async () => {
    expect(await mayHoldDraft()).toBe(true);
    vi.stubGlobal('indexedDB', {});
    expect(await mayHoldDraft()).toBe(true);
    listing(() => Promise.reject(new DOMException('Almacenamiento deshabilitado', 'SecurityError')));
    expect(await mayHoldDraft()).toBe(true);
  });

  it('says yes when IndexedDB does not answer within a second', async () => {
    vi.useFakeTimers();
    listing(() => new Promise<never>(() => undefined));
    const answer = mayHoldDraft();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await answer).toBe(true);
  });
});
