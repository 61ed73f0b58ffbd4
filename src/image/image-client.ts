/**
 * Main-thread client of the image pipeline. The worker is created on first use; without Worker or
 * OffscreenCanvas the same API runs here instead (loaded only then, so it never weighs on the
 * main bundle). Every call takes an AbortSignal: the caller is released at once and the worker
 * drops the job at its next step.
 */
import { proxy, wrap, type Remote } from 'comlink';
import type { DesignConfig, Rotation } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import type { ImageApi, OpenResult, PrintResult, UploadResult } from '../../workers/image-api';

export type { PrintResult } from '../../workers/image-api';

let engine: Promise<Remote<ImageApi> | ImageApi> | null = null;
let nextJob = 1;
const failOnCrash = new Set<(error: Error) => void>();

function startWorker(): Remote<ImageApi> {
  const worker = new Worker(new URL('../../workers/image.worker.ts', import.meta.url), { type: 'module' });
  // A crashed worker (for example out of memory) answers nothing: fail its callers and start afresh next time.
  worker.addEventListener('error', () => {
    engine = null;
    worker.terminate();
    for (const fail of failOnCrash) fail(new Error('Image worker stopped'));
  });
  return wrap<ImageApi>(worker);
}

async function startFallback(): Promise<ImageApi> {
  const [{ createImageApi }, { canvasElementSurfaces }] = await Promise.all([
    import('../../workers/image-api'),
    import('./main-thread-surface'),
  ]);
  return createImageApi(canvasElementSurfaces);
}

function getEngine(): Promise<Remote<ImageApi> | ImageApi> {
  if (!engine) {
    const workerReady = typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
    engine = workerReady ? Promise.resolve(startWorker()) : startFallback();
  }
  return engine;
}

export function abortError(): DOMException {
  return new DOMException('Cancelado', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

type Work<T> = (api: Remote<ImageApi> | ImageApi, job: number) => Promise<T>;

/** `discard` frees a result that arrives after the caller was released by its signal. */
async function call<T>(signal: AbortSignal | undefined, work: Work<T>, discard?: (late: T) => void): Promise<T> {
  if (signal?.aborted) throw abortError();
  const api = await getEngine();
  const job = nextJob++;
  return new Promise<T>((resolve, reject) => {
    let released = false;
    const onAbort = () => {
      released = true;
      void api.cancel(job);
      reject(abortError());
    };
    const settle = () => {
      signal?.removeEventListener('abort', onAbort);
      failOnCrash.delete(reject);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    failOnCrash.add(reject);
    work(api, job).then(
      (value) => {
        settle();
        if (released) discard?.(value);
        else resolve(value);
      },
      (error: unknown) => {
        settle();
        reject(error);
      },
    );
  });
}

/** Closes the preview of an open result nobody will show; each holds up to ~16 MB outside the JS heap. */
export function discardOpenResult(result: OpenResult): void {
  if (result.ok) result.preview.close();
}

export function openImage(file: Blob, signal?: AbortSignal): Promise<OpenResult> {
  return call(signal, (api, job) => api.open(job, file), discardOpenResult);
}

export function makeUpload(file: Blob, facts: ImageFacts, rotation: Rotation, signal?: AbortSignal): Promise<UploadResult> {
  return call(signal, (api, job) => api.makeUpload(job, file, facts, rotation));
}

/** The proof JPEG, composed in the worker from a copy of the preview bitmap (the editor keeps drawing its own). */
export function makeProof(preview: ImageBitmap, design: DesignConfig, signal?: AbortSignal): Promise<Blob> {
  return call(signal, (api, job) => api.makeProof(job, preview, design));
}

/** The print PDF from the original photo; progress comes back from the worker as each step ends. */
export function makePrint(
  original: Blob,
  design: DesignConfig,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PrintResult> {
  return call(signal, (api, job) => api.makePrint(job, original, design, proxy(onProgress)));
}
