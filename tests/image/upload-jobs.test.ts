import type { Rotation } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import { createUploadJobs, PREPARE_DELAY_MS, type UploadSource } from '@/image/upload-jobs';
import type * as imageClient from '@/image/image-client';
import { makeUpload } from '@/image/image-client';

vi.mock('@/image/image-client', async (importOriginal) => ({
  ...(await importOriginal<typeof imageClient>()),
  makeUpload: vi.fn(),
}));

const facts: ImageFacts = { type: 'image/jpeg', width: 4, height: 3, orientation: 1, uprightWidth: 4, uprightHeight: 3 };
const source: UploadSource = { id: 'foto-1', original: new Blob(['x']), facts };

interface Call {
  readonly rotation: Rotation;
  readonly signal: AbortSignal | undefined;
  readonly finish: () => void;
}

let calls: Call[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  vi.mocked(makeUpload).mockImplementation((_file, _facts, rotation, signal) => {
    return new Promise((resolve, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('Cancelado', 'AbortError')));
      calls.push({ rotation, signal, finish: () => resolve({ blob: new Blob([String(rotation)]), width: 4, height: 3, scaled: false }) });
    });
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function jobs() {
  return createUploadJobs({ onChange: () => undefined, onMade: () => undefined });
}

describe('upload jobs', () => {
  it('debounce rotate clicks: only the last rotation is made, once the clicks stop', async () => {
    const uploads = jobs();
    uploads.prepare(source, 90);
    await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS / 2);
    uploads.prepare(source, 180);
    await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS / 2);
    uploads.prepare(source, 270);
    expect(uploads.isBusy()).toBe(true);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS);
    expect(calls.map((c) => c.rotation)).toEqual([270]);
  });

  it('a newer click cancels the job still running for an older rotation', async () => {
    const uploads = jobs();
    uploads.prepare(source, 90);
    await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS);
    uploads.prepare(source, 180);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });

  it('reuses a finished file for the same photo and rotation', async () => {
    const uploads = jobs();
    const first = uploads.get(source, 90);
    calls[0]?.finish();
    const again = await uploads.get(source, 90);
    expect(again).toBe(await first);
    expect(calls).toHaveLength(1);
    expect(uploads.isBusy()).toBe(false);
  });

  it('asking for the file skips the debounce wait and joins no stale job', async () => {
    const uploads = jobs();
    uploads.prepare(source, 90);
    const file = uploads.get(source, 90);
    expect(calls.map((c) => c.rotation)).toEqual([90]);
    calls[0]?.finish();
    await expect(file).resolves.toMatchObject({ width: 4 });
    await vi.advanceTimersByTimeAsync(PREPARE_DELAY_MS);
    expect(calls).toHaveLength(1);
  });

  it('starts again when a click cancels the job someone is waiting for, then comes back to it', async () => {
    const uploads = jobs();
    const file = uploads.get(source, 90);
    uploads.prepare(source, 180);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.rotation)).toEqual([90, 90]);
    calls[1]?.finish();
    await expect(file).resolves.toMatchObject({ width: 4 });
  });

  it('a caller can stop waiting with its own signal', async () => {
    const uploads = jobs();
    const controller = new AbortController();
    const file = uploads.get(source, 0, controller.signal);
    controller.abort();
    await expect(file).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('a new photo cancels the jobs of the previous one', async () => {
    const uploads = jobs();
    void uploads.get(source, 90).catch(() => undefined);
    uploads.prepare({ ...source, id: 'foto-2' }, 0);
    expect(calls[0]?.signal?.aborted).toBe(true);
  });
});
