/**
 * The worker's life as the client drives it, with a stand-in Worker that serves a fake pipeline
 * over a real MessageChannel through comlink (Node has no Worker): abandoned jobs terminate the
 * worker, idle workers stop after WORKER_IDLE_MS, and the next job starts a new one.
 */
import { expose } from 'comlink';
import type { ImageApi, OpenResult } from '../../workers/image-api';

const refused: OpenResult = { ok: false, refusal: { reason: 'corrupt' } };

class FakeWorker {
  static started: FakeWorker[] = [];
  readonly terminated = vi.fn();
  /** Open jobs waiting for the test to answer them, as a long decode would. */
  readonly opens: ((result: OpenResult) => void)[] = [];
  readonly cancels: number[] = [];
  private readonly port: MessagePort;

  constructor() {
    const { port1, port2 } = new MessageChannel();
    const api: ImageApi = {
      open: () => new Promise<OpenResult>((resolve) => this.opens.push(resolve)),
      makeUpload: () => Promise.reject(new Error('no se usa aquí')),
      makeProof: () => Promise.reject(new Error('no se usa aquí')),
      makePrint: () => Promise.reject(new Error('no se usa aquí')),
      photoColors: () => Promise.reject(new Error('no se usa aquí')),
      warm: () => Promise.resolve([]),
      cancel: async (job) => {
        this.cancels.push(job);
      },
    };
    expose(api, port2);
    this.port = port1;
    port1.start();
    FakeWorker.started.push(this);
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(message, transfer);
  }

  addEventListener(type: string, listener: EventListener) {
    if (type === 'message') this.port.addEventListener('message', listener);
  }

  removeEventListener(type: string, listener: EventListener) {
    if (type === 'message') this.port.removeEventListener('message', listener);
  }

  terminate() {
    this.terminated();
    this.port.close();
  }
}

async function client() {
  vi.resetModules();
  const [clientModule, engineModule] = await Promise.all([import('@/image/image-client'), import('@/image/image-engine')]);
  return { ...clientModule, ...engineModule };
}

async function waitForOpen(worker: FakeWorker | undefined): Promise<(result: OpenResult) => void> {
  await vi.waitFor(() => expect(worker?.opens.length).toBe(1));
  const finish = worker?.opens.shift();
  if (!finish) throw new Error('no open job');
  return finish;
}

beforeEach(() => {
  FakeWorker.started = [];
  vi.stubGlobal('Worker', FakeWorker);
  // Only its presence matters: the client then prefers the worker.
  vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('image worker lifecycle', () => {
  it('starts the worker on the first job only', async () => {
    const { openImage } = await client();
    expect(FakeWorker.started).toHaveLength(0);
    const opened = openImage(new Blob(['x']));
    (await waitForOpen(FakeWorker.started[0]))(refused);
    await expect(opened).resolves.toEqual(refused);
    expect(FakeWorker.started).toHaveLength(1);
  });

  it('terminates the worker when its only job is abandoned, and starts a new one for the next', async () => {
    const { openImage } = await client();
    const controller = new AbortController();
    const abandoned = openImage(new Blob(['48 MP']), controller.signal);
    await waitForOpen(FakeWorker.started[0]);
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.started[0]?.terminated).toHaveBeenCalledTimes(1);

    const next = openImage(new Blob(['otra foto']));
    await vi.waitFor(() => expect(FakeWorker.started).toHaveLength(2));
    (await waitForOpen(FakeWorker.started[1]))(refused);
    await expect(next).resolves.toEqual(refused);
  });

  it('keeps a worker that still has wanted work and cancels the abandoned job at its next step', async () => {
    const { openImage } = await client();
    const controller = new AbortController();
    const abandoned = openImage(new Blob(['a']), controller.signal);
    const wanted = openImage(new Blob(['b']));
    const worker = FakeWorker.started[0];
    await vi.waitFor(() => expect(worker?.opens).toHaveLength(2));
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    expect(worker?.terminated).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(worker?.cancels).toHaveLength(1));
    worker?.opens[1]?.(refused);
    await expect(wanted).resolves.toEqual(refused);
  });

  it('terminates an idle worker after WORKER_IDLE_MS, not before, and starts again on demand', async () => {
    const { openImage, WORKER_IDLE_MS } = await client();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = openImage(new Blob(['x']));
    (await waitForOpen(FakeWorker.started[0]))(refused);
    await first;
    vi.advanceTimersByTime(WORKER_IDLE_MS - 1);
    expect(FakeWorker.started[0]?.terminated).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(FakeWorker.started[0]?.terminated).toHaveBeenCalledTimes(1);

    const again = openImage(new Blob(['y']));
    await vi.waitFor(() => expect(FakeWorker.started).toHaveLength(2));
    (await waitForOpen(FakeWorker.started[1]))(refused);
    await expect(again).resolves.toEqual(refused);
  });

  it('does not stop a worker that got new work before the idle time ran out', async () => {
    const { openImage, WORKER_IDLE_MS } = await client();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const first = openImage(new Blob(['x']));
    (await waitForOpen(FakeWorker.started[0]))(refused);
    await first;
    vi.advanceTimersByTime(WORKER_IDLE_MS / 2);
    const busy = openImage(new Blob(['y']));
    const finish = await waitForOpen(FakeWorker.started[0]);
    vi.advanceTimersByTime(WORKER_IDLE_MS);
    expect(FakeWorker.started[0]?.terminated).not.toHaveBeenCalled();
    finish(refused);
    await busy;
    expect(FakeWorker.started).toHaveLength(1);
  });
});
