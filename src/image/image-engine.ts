/**
 * Where the image pipeline runs, and for how long. The worker starts on first use; it is
 * terminated when a job is abandoned while it is the worker's only work (so a 48 MP decode really
 * stops using the CPU, not just its result) and after WORKER_IDLE_MS without work (so an idle tab
 * holds no worker and its memory); the next job starts a new one. Without Worker or OffscreenCanvas
 * the same API runs on the main thread, where a job can only stop at its next step.
 */
import { wrap, type Remote } from 'comlink';
import type { ImageApi } from '../../workers/image-api';

/** An idle worker is stopped after this long; starting one again costs a few tens of ms. */
export const WORKER_IDLE_MS = 30_000;

export interface Engine {
  readonly api: Remote<ImageApi> | ImageApi;
  /** Jobs started on it and not yet settled or abandoned. */
  running: number;
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** Ends all its work at once; null on the main thread. */
  readonly terminate: (() => void) | null;
}

let current: Promise<Engine> | null = null;
const failOnCrash = new Set<(error: Error) => void>();

function startWorker(): Promise<Engine> {
  const worker = new Worker(new URL('../../workers/image.worker.ts', import.meta.url), { type: 'module' });
  const engine: Engine = {
    api: wrap<ImageApi>(worker),
    running: 0,
    idleTimer: null,
    terminate: () => {
      worker.terminate();
      if (engine.idleTimer !== null) clearTimeout(engine.idleTimer);
      if (current === started) current = null;
    },
  };
  const started = Promise.resolve(engine);
  // A crashed worker (for example out of memory) answers nothing: fail its callers and start afresh next time.
  worker.addEventListener('error', () => {
    engine.terminate?.();
    for (const fail of failOnCrash) fail(new Error('Image worker stopped'));
  });
  return started;
}

async function startMainThread(): Promise<Engine> {
  const [{ createImageApi }, { canvasElementSurfaces }] = await Promise.all([
    import('../../workers/image-api'),
    import('./main-thread-surface'),
  ]);
  return { api: createImageApi(canvasElementSurfaces), running: 0, idleTimer: null, terminate: null };
}

/** The running engine, started when there is none. */
export function getEngine(): Promise<Engine> {
  if (!current) {
    const workerReady = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
    current = workerReady ? startWorker() : startMainThread();
  }
  return current;
}

export function jobStarted(engine: Engine, fail: (error: Error) => void): void {
  engine.running += 1;
  if (engine.idleTimer !== null) clearTimeout(engine.idleTimer);
  engine.idleTimer = null;
  failOnCrash.add(fail);
}

/** The job settled or was abandoned; a worker left without work is stopped after a while. */
export function jobEnded(engine: Engine, fail: (error: Error) => void): void {
  engine.running -= 1;
  failOnCrash.delete(fail);
  const { terminate } = engine;
  if (engine.running === 0 && terminate) engine.idleTimer = setTimeout(terminate, WORKER_IDLE_MS);
}

/**
 * The caller gave up on a job: when nothing else runs on the worker, terminating it is the only
 * way to stop a decode or encode already inside the browser's image code. Returns whether it did.
 */
export function stopIfOnlyJob(engine: Engine): boolean {
  if (!engine.terminate || engine.running > 1) return false;
  engine.terminate();
  return true;
}
