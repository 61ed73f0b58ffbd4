import type { Mock } from 'vitest';
import type { ImageFacts } from '@/domain/image-bytes';
import type * as imageClient from '@/image/image-client';
import { openImage } from '@/image/image-client';
import { getImageState, loadImage, removeImage, subscribeImage } from '@/image/image-store';
import type * as placeholderModule from '@/image/photo-placeholder';
import { photoPlaceholder } from '@/image/photo-placeholder';
import { shownPhoto } from '@/image/shown-photo';
import type { OpenResult } from '../../workers/image-api';

vi.mock('@/image/image-client', async (importOriginal) => ({
  ...(await importOriginal<typeof imageClient>()),
  openImage: vi.fn(),
}));

// No thumbnail unless a test gives one (jsdom decodes no JPEG).
vi.mock('@/image/photo-placeholder', async (importOriginal) => ({
  ...(await importOriginal<typeof placeholderModule>()),
  photoPlaceholder: vi.fn(async () => null),
}));

const facts: ImageFacts = { type: 'image/jpeg', width: 4, height: 3, orientation: 1, uprightWidth: 4, uprightHeight: 3 };

type FakeBitmap = ImageBitmap & { readonly close: Mock };

function fakeBitmap(): FakeBitmap {
  return { width: 4, height: 3, close: vi.fn() } as unknown as FakeBitmap;
}

/** Animation frames run only when the test says so, as a browser paints. */
let frames: FrameRequestCallback[] = [];
function paint(): void {
  for (const callback of frames.splice(0)) callback(0);
}

/** openImage answers when the test calls `finish`, whatever the signal says (as a late worker reply). */
function nextOpen(preview = fakeBitmap()): { preview: FakeBitmap; finish: () => void } {
  let finish: () => void = () => undefined;
  vi.mocked(openImage).mockImplementationOnce(
    () =>
      new Promise<OpenResult>((resolve) => {
        finish = () => resolve({ ok: true, facts, preview, converted: null, times: { origin: 0, steps: [] } });
      }),
  );
  return { preview, finish: () => finish() };
}

async function load(): Promise<FakeBitmap> {
  const open = nextOpen();
  const loaded = loadImage(new Blob(['x']), 'foto.jpg');
  open.finish();
  await expect(loaded).resolves.toBe(true);
  return open.preview;
}

beforeEach(() => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  removeImage();
  paint();
  paint();
  frames = [];
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('preview bitmaps of the image store', () => {
  it('closes a replaced preview only after the editor has had two frames to repaint with the new one', async () => {
    const first = await load();
    const second = await load();
    expect(getImageState().image?.preview).toBe(second);
    expect(first.close).not.toHaveBeenCalled();
    paint();
    expect(first.close).not.toHaveBeenCalled();
    paint();
    expect(first.close).toHaveBeenCalledTimes(1);
    expect(second.close).not.toHaveBeenCalled();
  });

  it('closes a removed preview after two frames', async () => {
    const preview = await load();
    removeImage();
    expect(getImageState().image).toBeNull();
    paint();
    expect(preview.close).not.toHaveBeenCalled();
    paint();
    expect(preview.close).toHaveBeenCalledTimes(1);
  });

  it('closes at once a preview that arrives after a newer photo was chosen, and keeps the newer one', async () => {
    const older = nextOpen();
    const olderLoad = loadImage(new Blob(['a']), 'a.jpg');
    const newer = nextOpen();
    const newerLoad = loadImage(new Blob(['b']), 'b.jpg');
    older.finish();
    await expect(olderLoad).resolves.toBe(false);
    expect(older.preview.close).toHaveBeenCalledTimes(1);
    newer.finish();
    await expect(newerLoad).resolves.toBe(true);
    expect(getImageState().image?.preview).toBe(newer.preview);
    expect(newer.preview.close).not.toHaveBeenCalled();
  });

  it('keeps the current preview open when a new file is refused', async () => {
    const preview = await load();
    vi.mocked(openImage).mockResolvedValueOnce({ ok: false, refusal: { reason: 'corrupt' } });
    await expect(loadImage(new Blob(['x']), 'rota.jpg')).resolves.toBe(false);
    paint();
    paint();
    expect(getImageState().image?.preview).toBe(preview);
    expect(preview.close).not.toHaveBeenCalled();
  });
});

describe('the placeholder while a photo opens', () => {
  it('shows the EXIF thumbnail at the preview\'s size, tells once that the photo is shown, and gives way to the preview', async () => {
    const thumbnail = fakeBitmap();
    vi.mocked(photoPlaceholder).mockResolvedValueOnce({ bitmap: thumbnail, width: 2048, height: 1536 });
    const open = nextOpen();
    const onShown = vi.fn();
    const loaded = loadImage(new Blob(['x']), 'foto.jpg', onShown);
    await vi.waitFor(() => expect(getImageState().placeholder?.bitmap).toBe(thumbnail));
    expect(shownPhoto(getImageState())).toEqual({ bitmap: thumbnail, width: 2048, height: 1536 });
    expect(getImageState()).toMatchObject({ image: null, busy: true });
    expect(onShown).toHaveBeenCalledTimes(1);
    open.finish();
    await expect(loaded).resolves.toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
    expect(getImageState()).toMatchObject({ placeholder: null, busy: false });
    expect(shownPhoto(getImageState())?.bitmap).toBe(open.preview);
    paint();
    paint();
    expect(thumbnail.close).toHaveBeenCalledTimes(1);
  });

  it('without a thumbnail, tells that the photo is shown when its preview is', async () => {
    const open = nextOpen();
    const onShown = vi.fn();
    const loaded = loadImage(new Blob(['x']), 'captura.jpg', onShown);
    await Promise.resolve();
    expect(onShown).not.toHaveBeenCalled();
    open.finish();
    await expect(loaded).resolves.toBe(true);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a thumbnail still on its way when the photo comes first, and drops it', async () => {
    const thumbnail = fakeBitmap();
    const thumbnailWay: { ready?: (shown: { bitmap: ImageBitmap; width: number; height: number }) => void } = {};
    vi.mocked(photoPlaceholder).mockImplementationOnce(() => new Promise((resolve) => (thumbnailWay.ready = resolve)));
    const open = nextOpen();
    const onShown = vi.fn();
    const loaded = loadImage(new Blob(['x']), 'foto.jpg', onShown);
    await vi.waitFor(() => expect(thumbnailWay.ready).toBeDefined());
    open.finish();
    await expect(loaded).resolves.toBe(true);
    // Told with the photo, in the same task, not once the thumbnail settles.
    expect(onShown).toHaveBeenCalledTimes(1);
    thumbnailWay.ready?.({ bitmap: thumbnail, width: 4, height: 3 });
    await vi.waitFor(() => expect(thumbnail.close).toHaveBeenCalledTimes(1));
    expect(getImageState().placeholder).toBeNull();
    expect(shownPhoto(getImageState())?.bitmap).toBe(open.preview);
    expect(onShown).toHaveBeenCalledTimes(1);
  });

  it('takes the placeholder down when the file is refused after all', async () => {
    const thumbnail = fakeBitmap();
    vi.mocked(photoPlaceholder).mockResolvedValueOnce({ bitmap: thumbnail, width: 4, height: 3 });
    let refuse: (result: OpenResult) => void = () => undefined;
    vi.mocked(openImage).mockImplementationOnce(() => new Promise<OpenResult>((resolve) => (refuse = resolve)));
    const loaded = loadImage(new Blob(['x']), 'rota.jpg');
    await vi.waitFor(() => expect(getImageState().placeholder).not.toBeNull());
    refuse({ ok: false, refusal: { reason: 'corrupt' } });
    await expect(loaded).resolves.toBe(false);
    expect(getImageState().placeholder).toBeNull();
    paint();
    paint();
    expect(thumbnail.close).toHaveBeenCalledTimes(1);
  });
});

describe('the order of a photo\'s first steps', () => {
  it('hands the photo to the worker before the page hears of it, so the page\'s re-render does not hold the worker back', async () => {
    const open = nextOpen();
    const openedWhenHeard: number[] = [];
    const unsubscribe = subscribeImage(() => openedWhenHeard.push(vi.mocked(openImage).mock.calls.length));
    const calls = vi.mocked(openImage).mock.calls.length;
    const loaded = loadImage(new Blob(['x']), 'foto.jpg');
    unsubscribe();
    expect(getImageState().busy).toBe(true);
    expect(openedWhenHeard.length).toBeGreaterThan(0);
    expect(openedWhenHeard.every((opened) => opened === calls + 1)).toBe(true);
    open.finish();
    await expect(loaded).resolves.toBe(true);
  });
});
