import {
  asBytes,
  DRAFT_MAX_AGE_MS,
  DRAFT_MAX_COUNT,
  draftKey,
  imageKey,
  parseDraftRecord,
  parseImageRecord,
  pickDraft,
  pickRestoredRecord,
  planCleanup,
  type DraftRecord,
} from '@/drafts/draft-records';

const record = (tabId: string, savedAt: number, image: string | null = null): DraftRecord => ({
  version: 1,
  tabId,
  savedAt,
  query: 'mode=Pro',
  imageKey: image,
});

describe('parseDraftRecord', () => {
  it('accepts a record the app wrote', () => {
    const r = record('a', 5, imageKey('x'));
    expect(parseDraftRecord(JSON.parse(JSON.stringify(r)))).toEqual(r);
  });

  it.each([
    null,
    'draft',
    { version: 2, tabId: 'a', savedAt: 1, query: '', imageKey: null },
    { version: 1, tabId: 3, savedAt: 1, query: '', imageKey: null },
    { version: 1, tabId: 'a', savedAt: Number.NaN, query: '', imageKey: null },
    { version: 1, tabId: 'a', savedAt: 1, query: {}, imageKey: null },
    { version: 1, tabId: 'a', savedAt: 1, query: '', imageKey: 'draft:b' },
  ])('refuses what another version or a stranger could have left: %j', (value) => {
    expect(parseDraftRecord(value)).toBeNull();
  });
});

describe('parseImageRecord', () => {
  it('needs a Blob and a file name', () => {
    const blob = new Blob(['x']);
    expect(parseImageRecord({ blob, fileName: 'a.jpg' })).toEqual({ blob, fileName: 'a.jpg' });
    expect(parseImageRecord({ blob: 'x', fileName: 'a.jpg' })).toBeNull();
    expect(parseImageRecord({ blob })).toBeNull();
  });

  it('reads a photo stored as its bytes (where Blobs are refused) back as a Blob of its type', async () => {
    const stored = await asBytes({ blob: new Blob([new Uint8Array([7, 8])], { type: 'image/png' }), fileName: 'b.png' });
    const parsed = parseImageRecord(stored);
    expect(parsed?.fileName).toBe('b.png');
    expect(parsed?.blob.type).toBe('image/png');
    expect([...new Uint8Array((await parsed?.blob.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual([7, 8]);
    expect(parseImageRecord({ bytes: new ArrayBuffer(2), fileName: 'b.png' })).toBeNull();
  });
});

describe('pickDraft', () => {
  const drafts = [record('a', 10), record('b', 30), record('c', 20)];

  it('restores the tab its own draft after a reload, even when another tab saved later', () => {
    expect(pickDraft(drafts, 'c')?.tabId).toBe('c');
  });

  it('gives a reopened tab the newest draft', () => {
    expect(pickDraft(drafts, 'new')?.tabId).toBe('b');
  });

  it('has nothing to restore without drafts', () => {
    expect(pickDraft([], 'a')).toBeNull();
  });
});

describe('pickRestoredRecord: the page-hide copy in sessionStorage against the IndexedDB draft', () => {
  const stored = { ...record('a', 1000, 'image:foto-1'), query: 'mode=Pro&zoom=1' };
  const session = (savedAt: number, image: string | null) => ({ ...record('a', savedAt, image), query: 'mode=Pro&zoom=1.25' });

  it('takes the copy when it is newer and its photo is the stored one, or it has none', () => {
    expect(pickRestoredRecord(session(1200, 'image:foto-1'), stored)?.query).toBe('mode=Pro&zoom=1.25');
    expect(pickRestoredRecord(session(1200, null), stored)?.query).toBe('mode=Pro&zoom=1.25');
    expect(pickRestoredRecord(session(1200, null), null)?.query).toBe('mode=Pro&zoom=1.25');
  });

  it('keeps the stored draft when the copy is older or as old (the same save that reached IndexedDB)', () => {
    expect(pickRestoredRecord(session(900, 'image:foto-1'), stored)).toBe(stored);
    expect(pickRestoredRecord(session(1000, 'image:foto-1'), stored)).toBe(stored);
    expect(pickRestoredRecord(null, stored)).toBe(stored);
    expect(pickRestoredRecord(null, null)).toBeNull();
  });

  it('keeps the stored draft when the copy needs a photo IndexedDB does not have', () => {
    expect(pickRestoredRecord(session(1200, 'image:foto-2'), stored)).toBe(stored);
    expect(pickRestoredRecord(session(1200, 'image:foto-2'), null)).toBeNull();
  });
});

describe('planCleanup', () => {
  const now = 1_000_000_000;

  it('drops images that no draft refers to, and keeps the referenced ones', () => {
    const plan = planCleanup([record('a', now, imageKey('1'))], [imageKey('1'), imageKey('2')], 'a', now);
    expect(plan).toEqual({ dropDraftKeys: [], dropImageKeys: [imageKey('2')] });
  });

  it('drops drafts too old, but never the current tab’s', () => {
    const old = now - DRAFT_MAX_AGE_MS - 1;
    const plan = planCleanup([record('mine', old), record('other', old, imageKey('9'))], [imageKey('9')], 'mine', now);
    expect(plan.dropDraftKeys).toEqual([draftKey('other')]);
    expect(plan.dropImageKeys).toEqual([imageKey('9')]);
  });

  it(`keeps at most ${DRAFT_MAX_COUNT} drafts, the newest ones, always counting the current tab’s`, () => {
    const drafts = Array.from({ length: DRAFT_MAX_COUNT + 2 }, (_, i) => record(`t${i}`, now - i * 1000));
    const plan = planCleanup(drafts, [], 't5', now);
    expect(plan.dropDraftKeys).toEqual([draftKey('t3'), draftKey('t4')]);
  });
});
