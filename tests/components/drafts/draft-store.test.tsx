/**
 * The draft store over an IndexedDB that hangs, fails or refuses Blobs (WebKit in a session that
 * keeps no data): saving never blocks, the shopper is told once, and the draft lives on in memory.
 * IndexedDB itself is replaced (jsdom has none); the real one runs in tests/e2e and tests/engines.
 */
import { act, render, screen } from '@testing-library/react';
import { initialDesign, type DesignConfig } from '@/domain/design';
import type { DraftWrite } from '@/drafts/draft-db';
import { fakeImage } from '../editor/fake-image-store';

const db = vi.hoisted(() => ({
  writeDraft: vi.fn<(write: DraftWrite, now: number) => Promise<void>>(),
  readDraft: vi.fn<() => Promise<null>>(),
  blobsStorable: vi.fn<() => Promise<boolean>>(),
}));

vi.mock('@/drafts/draft-db', () => ({ writeDraft: db.writeDraft, readDraft: db.readDraft }));
vi.mock('@/drafts/blob-support', () => ({ blobsStorable: db.blobsStorable }));
vi.mock('@/image/image-store', () => import('../editor/fake-image-store'));

const never = () => new Promise<never>(() => undefined);
const design: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'LP', widthCm: 90, heightCm: 40 };
const photo = { ...fakeImage('foto-1'), original: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }) };

/** A fresh draft store (its storage state is per page), with its notice on screen. */
async function freshStore() {
  vi.resetModules();
  const store = await import('@/drafts/draft-store');
  const storage = await import('@/drafts/guarded-storage');
  const { DraftNotice } = await import('@/drafts/draft-notice');
  render(<DraftNotice />);
  return { ...store, ...storage };
}

const notices = () => screen.queryAllByText(/No pudimos guardar tu diseño en este navegador/);

beforeEach(() => {
  db.writeDraft.mockReset().mockResolvedValue(undefined);
  db.readDraft.mockReset().mockResolvedValue(null);
  db.blobsStorable.mockReset().mockResolvedValue(true);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('draft store over a storage that misbehaves', () => {
  it('a write that hangs is given up after DRAFT_WRITE_MS; later saves never wait for the store again', async () => {
    const { saveDraftSoon, flushDraft, restoreDraft, DRAFT_WRITE_MS } = await freshStore();
    db.writeDraft.mockImplementation(never);
    vi.useFakeTimers();
    const settled = vi.fn();
    saveDraftSoon(design, photo);
    void flushDraft().then(settled);
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_WRITE_MS - 1));
    expect(settled).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(settled).toHaveBeenCalled();
    vi.useRealTimers();
    // A store that did not answer is not asked again, not even with the photo as bytes.
    expect(db.writeDraft).toHaveBeenCalledOnce();
    const mirrored = { ...design, mirrored: true };
    saveDraftSoon(mirrored, photo);
    await act(() => flushDraft());
    expect(db.writeDraft).toHaveBeenCalledOnce();
    // The design lives on in memory for this page, and the shopper was told once.
    expect(await restoreDraft()).toEqual(mirrored);
    expect(notices()).toHaveLength(1);
  });

  it('a photo refused as a Blob is stored as its bytes, and nothing is said', async () => {
    const { saveDraftSoon, flushDraft } = await freshStore();
    db.writeDraft.mockImplementation(({ image }) =>
      image && 'blob' in image.value
        ? Promise.reject(new DOMException('Error preparing Blob/File data to be stored in object store', 'UnknownError'))
        : Promise.resolve(),
    );
    saveDraftSoon(design, photo);
    await act(() => flushDraft());
    expect(db.writeDraft).toHaveBeenCalledTimes(2);
    const stored = db.writeDraft.mock.calls[1]?.[0].image?.value;
    if (!stored || !('bytes' in stored)) throw new Error('the photo was not written as bytes');
    expect([...new Uint8Array(stored.bytes)]).toEqual([1, 2, 3]);
    expect(stored).toMatchObject({ type: 'image/jpeg', fileName: 'foto-1.jpg' });
    expect(notices()).toHaveLength(0);
  });

  it('where the engine says it takes no Blob, the photo goes as its bytes from the first write', async () => {
    const { saveDraftSoon, flushDraft } = await freshStore();
    db.blobsStorable.mockResolvedValue(false);
    saveDraftSoon(design, photo);
    await act(() => flushDraft());
    expect(db.writeDraft).toHaveBeenCalledOnce();
    expect(db.writeDraft.mock.calls[0]?.[0].image?.value).toHaveProperty('bytes');
    // A write without a new photo does not ask.
    saveDraftSoon({ ...design, zoom: 1.5 }, null);
    await act(() => flushDraft());
    expect(db.blobsStorable).toHaveBeenCalledOnce();
  });

  it('a store that fails every write is tried once more with bytes, then left; the notice shows once', async () => {
    const { saveDraftSoon, flushDraft } = await freshStore();
    db.writeDraft.mockRejectedValue(new DOMException('Quota exceeded', 'QuotaExceededError'));
    saveDraftSoon(design, photo);
    await act(() => flushDraft());
    saveDraftSoon({ ...design, zoom: 1.5 }, photo);
    await act(() => flushDraft());
    expect(db.writeDraft).toHaveBeenCalledTimes(2);
    expect(notices()).toHaveLength(1);
  });

  it('a read that hangs gives up after DRAFT_READ_MS and the editor starts without a draft', async () => {
    const { restoreDraft, DRAFT_READ_MS } = await freshStore();
    db.readDraft.mockImplementation(never);
    vi.useFakeTimers();
    const restored = restoreDraft();
    await act(() => vi.advanceTimersByTimeAsync(DRAFT_READ_MS));
    await expect(restored).resolves.toBeNull();
    expect(notices()).toHaveLength(1);
  });
});
