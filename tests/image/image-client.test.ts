import type { Mock } from 'vitest';
import type { ImageFacts } from '@/domain/image-bytes';
import { openImage, warmImagePipeline } from '@/image/image-client';
import type * as imageApiModule from '../../workers/image-api';
import type { ImageApi, OpenResult } from '../../workers/image-api';

// Node has no Worker, so the client runs the API "on the main thread": this fake stands in for it.
const pendingOpens: ((result: OpenResult) => void)[] = [];
const fakeApi: ImageApi = {
  open: () => new Promise<OpenResult>((resolve) => pendingOpens.push(resolve)),
  makeUpload: () => Promise.reject(new Error('not used here')),
  makeProof: () => Promise.reject(new Error('not used here')),
  makePrint: () => Promise.reject(new Error('not used here')),
  photoColors: () => Promise.reject(new Error('not used here')),
  warm: vi.fn(() => Promise.resolve<ImageBitmap[]>([])),
  cancel: vi.fn(() => Promise.resolve()),
};

vi.mock('../../workers/image-api', async (importOriginal) => ({
  ...(await importOriginal<typeof imageApiModule>()),
  createImageApi: () => fakeApi,
}));

const facts: ImageFacts = { type: 'image/png', width: 4, height: 3, orientation: 1, uprightWidth: 4, uprightHeight: 3 };
const times = { origin: 0, steps: [] };

function fakeBitmap(): ImageBitmap & { readonly close: Mock } {
  return { width: 4, height: 3, close: vi.fn() } as unknown as ImageBitmap & { readonly close: Mock };
}

/** The answer to the job the client has started (the engine loads asynchronously first). */
async function startedOpen(): Promise<(result: OpenResult) => void> {
  await vi.waitFor(() => expect(pendingOpens).toHaveLength(1));
  const finish = pendingOpens.shift();
  if (!finish) throw new Error('no open job');
  return finish;
}

describe('image client', () => {
  it('hands the preview to a caller that is still waiting', async () => {
    const preview = fakeBitmap();
    const opened = openImage(new Blob(['x']));
    const finish = await startedOpen();
    finish({ ok: true, facts, preview, converted: null, times });
    await expect(opened).resolves.toMatchObject({ ok: true, preview });
    expect(preview.close).not.toHaveBeenCalled();
  });

  it('closes a preview that arrives after the caller gave up', async () => {
    const controller = new AbortController();
    const preview = fakeBitmap();
    const opened = openImage(new Blob(['x']), controller.signal);
    const finish = await startedOpen();
    controller.abort();
    await expect(opened).rejects.toMatchObject({ name: 'AbortError' });
    expect(fakeApi.cancel).toHaveBeenCalled();
    finish({ ok: true, facts, preview, converted: null, times });
    await vi.waitFor(() => expect(preview.close).toHaveBeenCalledTimes(1));
  });

  it('closes the bitmaps the warm-up made to ready the engine', async () => {
    const readied = [fakeBitmap(), fakeBitmap()];
    vi.mocked(fakeApi.warm).mockResolvedValueOnce(readied);
    warmImagePipeline();
    await vi.waitFor(() => readied.forEach((bitmap) => expect(bitmap.close).toHaveBeenCalledTimes(1)));
  });
});
