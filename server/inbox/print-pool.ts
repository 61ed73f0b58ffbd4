import { rm } from 'node:fs/promises';
import type { Worker } from 'node:worker_threads';
import { startWorkerThread } from '../worker-thread';
import type { PanelJob, PanelResult } from '../production/panel-file';
import { panelPartFile } from '../production/panel-part';
import type { PrintLimits } from './print-config';
import type { PrintJob, PrintJobResult, PrintWorkerMessage } from './print-job';

export interface PrintPool {
  /** Builds one print file in a worker; never rejects: a failure comes back with its reason. */
  build(job: Omit<PrintJob, 'decodeMaxPixels'>): Promise<PrintJobResult>;
  /**
   * Builds one panel PDF of a production plan in a worker, under the same caps; never rejects: a
   * failure comes back with its reason (Spanish, for the store) and leaves no file at `job.outFile`.
   */
  panel(job: PanelJob): Promise<PanelResult>;
  /** Ends every worker; builds still running end with a failure. */
  close(): Promise<void>;
}

/** The worker's code, print-worker.ts (print-worker.js once built), with this pool's heap cap. */
function spawnWorker(limits: PrintLimits): Worker {
  return startWorkerThread(import.meta.url, 'print-worker', { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 });
}

/** A job the pool ended (time, heap, a worker gone): the same shape as a print's or a panel's failure. */
type Failure = { readonly ok: false; readonly reason: string; readonly detail?: string };

function failureFor(error: unknown, limits: PrintLimits): Failure {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { ok: false, reason: `el armado pasó el límite de memoria (${limits.heapMb} MB).`, detail: String(error) };
  return { ok: false, reason: 'el armado se cortó antes de terminar (el detalle está en el registro del servidor).', detail: String(error) };
}

/**
 * Runs one job on `worker`. Past the time limit, or when the worker fails (out of heap) or exits,
 * the worker is ended and the job fails; `keep` is told whether the worker may take another job.
 */
function runOn<R>(worker: Worker, message: PrintWorkerMessage, limits: PrintLimits, keep: (reusable: boolean) => void): Promise<R | Failure> {
  return new Promise((resolve) => {
    const seconds = Math.round(limits.timeoutMs / 1000);
    const onMessage = (result: R): void => finish(result, true);
    const onError = (error: unknown): void => finish(failureFor(error, limits), false);
    const onExit = (code: number): void => onError(new Error(`el proceso del armado terminó (código ${code})`));
    const timer = setTimeout(() => finish({ ok: false, reason: `el armado pasó el límite de tiempo (${seconds} s).` }, false), limits.timeoutMs);
    // Only this job's listeners go: removeAllListeners() would also take the Worker's own.
    function finish(result: R | Failure, reusable: boolean): void {
      clearTimeout(timer);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
      if (!reusable) void worker.terminate();
      keep(reusable);
      resolve(result);
    }
    worker.once('message', onMessage).once('error', onError).once('exit', onExit);
    worker.postMessage(message);
  });
}

/**
 * A small pool of worker threads that build print files off the request path: at most
 * `limits.workers` at once (the rest wait their turn), each with a heap cap and a time limit. Workers
 * start with the first build and stay for the next (a built one starts in a fraction of a second). A worker
 * that runs out of either is ended and the next job gets a fresh one; the server goes on.
 */
export function createPrintPool(limits: PrintLimits): PrintPool {
  const idle: Worker[] = [];
  const all = new Set<Worker>();
  const waiting: (() => void)[] = [];
  let running = 0;

  const drop = (worker: Worker): void => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
    all.delete(worker);
  };
  const spawn = (): Worker => {
    const worker = spawnWorker(limits);
    // An idle worker never keeps the process alive, and one that fails while idle is only dropped:
    // an 'error' nobody listens to would end the server.
    worker.unref();
    worker.on('error', () => undefined).once('exit', () => drop(worker));
    all.add(worker);
    return worker;
  };
  const keep = (worker: Worker) => (reusable: boolean): void => {
    if (reusable) idle.push(worker);
    else drop(worker);
  };

  /** Runs `message` on a worker once one is free; `answered` is told whether the worker itself answered. */
  const run = async <R>(message: PrintWorkerMessage, answered: (yes: boolean) => void = () => undefined): Promise<R | Failure> => {
    while (running >= limits.workers) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      const worker = idle.pop() ?? spawn();
      return await runOn<R>(worker, message, limits, (reusable) => {
        answered(reusable);
        keep(worker)(reusable);
      });
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };

  return {
    async build(job) {
      return run<PrintJobResult>({ kind: 'print', job: { ...job, decodeMaxPixels: limits.decodeMaxPixels } });
    },
    async panel(job) {
      let byWorker = false;
      const part = panelPartFile(job.outFile);
      const result = await run<PanelResult>({ kind: 'panel', job, part }, (yes) => (byWorker = yes));
      // A worker ended mid-write leaves part of a file; one that answered has cleaned up after itself.
      if (!result.ok && !byWorker) await rm(part, { force: true });
      return result;
    },
    async close() {
      idle.length = 0;
      await Promise.all([...all].map((worker) => worker.terminate()));
      all.clear();
    },
  };
}
