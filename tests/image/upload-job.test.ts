import type { ImageFacts } from '@/domain/image-bytes';
import { createUploadJob, type UploadSource } from '@/image/upload-job';
import type * as imageClient from '@/image/image-client';
import { makeUpload } from '@/image/image-client';

vi.mock('@/image/image-client', async (importOriginal) => ({
  ...(await importOriginal<typeof imageClient>()),
  makeUpload: vi.fn(),
}));

const facts: ImageFacts = { type: 'image/jpeg', width: 4, height: 3, orientation: 1, uprightWidth: 4, uprightHeight: 3 };
const source: UploadSource = { id: 'foto-1', original: new Blob(['x']), facts };

interface Call {
  readonly file: Blob;
  readonly signal: AbortSignal | undefined;
  readonly finish: () => void;
  readonly fail: () => void;
}

let calls: Call[] = [];

beforeEach(() => {
  calls = [];
  vi.mocked(makeUpload).mockImplementation((file, _facts, signal) => {
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Cancelado', 'AbortError')));
      calls.push({
        file,
        signal,
        finish: () => resolve({ blob: new Blob(['subida']), width: 4, height: 3, scaled: false }),
        fail: () => reject(new Error('no se pudo')),
      });
    });
  });
});

function job(onMade: (id: string) => void = () => undefined) {
  return createUploadJob({ onMade: (id) => onMade(id) });
}

describe('the upload job of the current photo', () => {
  it('starts making the file as soon as it is prepared, once per photo', () => {
    const upload = job();
    upload.prepare(source);
    upload.prepare(source);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.file).toBe(source.original);
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('reuses the finished file and tells that it was made', async () => {
    const made: string[] = [];
    const upload = job((id) => made.push(id));
    const first = upload.get(source);
    calls[0]?.finish();
    const again = await upload.get(source);
    expect(again).toBe(await first);
    expect(calls).toHaveLength(1);
    expect(made).toEqual(['foto-1']);
  });

  it('asking for the file joins the prepared job', async () => {
    const upload = job();
    upload.prepare(source);
    const file = upload.get(source);
    calls[0]?.finish();
    await expect(file).resolves.toMatchObject({ width: 4 });
    expect(calls).toHaveLength(1);
  });

  it('tries again after a failure', async () => {
    const upload = job();
    const first = upload.get(source);
    calls[0]?.fail();
    await expect(first).rejects.toThrow('no se pudo');
    const second = upload.get(source);
    expect(calls).toHaveLength(2);
    calls[1]?.finish();
    await expect(second).resolves.toMatchObject({ width: 4 });
  });

  it('a caller can stop waiting with its own signal, and the file goes on being made', async () => {
    const upload = job();
    const controller = new AbortController();
    const file = upload.get(source, controller.signal);
    controller.abort();
    await expect(file).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls[0]?.signal?.aborted).toBe(false);
  });

  it('a new photo cancels the job of the previous one', async () => {
    const upload = job();
    const old = upload.get(source);
    upload.prepare({ ...source, id: 'foto-2' });
    expect(calls[0]?.signal?.aborted).toBe(true);
    await expect(old).rejects.toMatchObject({ name: 'AbortError' });
    expect(calls).toHaveLength(2);
  });

  it('reset cancels the running job', () => {
    const upload = job();
    upload.prepare(source);
    upload.reset();
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});
