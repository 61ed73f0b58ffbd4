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
  /** How to fail each job started on it and not yet settled or abandoned: a crash fails them all. */
  readonly jobs: Set<(error: Error) => void>;
  idleTimer: ReturnType<typeof setTimeout> | null;
  /** Ends all its work at once; null on the main thread. */
  readonly terminate: (() => void) | null;
}

let current: Promise<Engine> | null = null;

function startWorker(): Promise<Engine> {
  const worker = new Worker(new URL('../../workers/image.worker.ts', import.meta.url), { type: 'module' });
  const engine: Engine = {
    api: wrap<ImageApi>(worker),
    jobs: new Set(),
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
    for (const fail of engine.jobs) fail(new Error('Image worker stopped'));
  });
  return started;
}

async function startMainThread(): Promise<Engine> {
  const [{ createImageApi }, { canvasElementSurfaces }] = await Promise.all([
    import('../../workers/image-api'),
    import('./main-thread-surface'),
  ]);
  return { api: createImageApi(canvasElementSurfaces), jobs: new Set(), idleTimer: null, terminate: null };
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
  if (engine.idleTimer !== null) clearTimeout(engine.idleTimer);
  engine.idleTimer = null;
  engine.jobs.add(fail);
}

/**
 * The job settled, or was abandoned by its caller. A worker left without work is stopped after a
 * while; at once when the last job was abandoned, since terminating it is the only way to stop a
 * decode or encode already inside the browser's image code. Returns whether it stopped the worker.
 */
export function jobEnded(engine: Engine, fail: (error: Error) => void, abandoned: boolean): boolean {
  engine.jobs.delete(fail);
  const { terminate } = engine;
  if (engine.jobs.size > 0 || !terminate) return false;
  if (abandoned) {
    terminate();
    return true;
  }
  engine.idleTimer = setTimeout(terminate, WORKER_IDLE_MS);
  return false;
}
