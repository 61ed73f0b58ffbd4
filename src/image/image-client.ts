/**
 * Main-thread client of the image pipeline (image-engine.ts decides where it runs). Every call
 * takes an AbortSignal: the caller is released at once, and the job stops, by terminating the
 * worker when it was its only work, or else at the job's next step.
 */
import { proxy, transfer, type Remote } from 'comlink';
import type { HexColor } from '@/domain/background-color';
import { colourSampleSize } from '@/domain/dominant-colors';
import type { DesignConfig } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import { proofWindow } from '@/domain/proof-frame';
import type { ImageApi, OpenResult, PrintResult, UploadResult } from '../../workers/image-api';
import { TEXT_FONT_URLS } from '@/platform/text-font-files';
import { getEngine, jobEnded, jobStarted } from './image-engine';

export type { PrintResult } from '../../workers/image-api';

let nextJob = 1;

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
  const engine = await getEngine();
  const job = nextJob++;
  return new Promise<T>((resolve, reject) => {
    let done = false;
    /** Ends the job once; returns whether this call did. An abandoned job the worker keeps stops at its next step. */
    const finish = (abandoned: boolean) => {
      if (done) return false;
      done = true;
      signal?.removeEventListener('abort', onAbort);
      if (!jobEnded(engine, reject, abandoned) && abandoned) void engine.api.cancel(job);
      return true;
    };
    function onAbort() {
      if (finish(true)) reject(abortError());
    }
    signal?.addEventListener('abort', onAbort, { once: true });
    jobStarted(engine, reject);
    work(engine.api, job).then(
      (value) => {
        if (finish(false)) resolve(value);
        else discard?.(value);
      },
      (error: unknown) => {
        if (finish(false)) reject(error);
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

/** Engines whose decoders were readied (a worker stopped after its idle time is a new engine). */
const warmed = new WeakSet<object>();

/**
 * Starts the worker and readies its decoders before a photo is chosen (when the page is idle, or the
 * shopper heads for «Subir foto»), so the photo meets no fixed cost. Once per worker: a worker stopped
 * after its idle time is warmed again by the next call.
 */
export function warmImagePipeline(): void {
  void getEngine().then((engine) => {
    if (warmed.has(engine)) return;
    warmed.add(engine);
    // The bitmaps made to ready the engine's own (WebKit's first bitmap of a size is slow) are let go at once.
    call(undefined, (api, job) => api.warm(job)).then(
      (bitmaps) => bitmaps.forEach((bitmap) => bitmap.close()),
      () => warmed.delete(engine),
    );
  });
}

export function makeUpload(file: Blob, facts: ImageFacts, signal?: AbortSignal): Promise<UploadResult> {
  return call(signal, (api, job) => api.makeUpload(job, file, facts));
}

/**
 * The proof JPEG, composed in the worker from the part of the preview it shows, at about the proof's
 * scale: a bitmap of its own, handed over, not copied (the editor keeps drawing the whole preview).
 */
export async function makeProof(preview: ImageBitmap, design: DesignConfig, signal?: AbortSignal): Promise<Blob> {
  const { source, width, height } = proofWindow(design, preview.width, preview.height);
  const options: ImageBitmapOptions = { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' };
  const bitmap = await createImageBitmap(preview, source.x, source.y, source.width, source.height, options);
  const photo = { bitmap, window: source, photoWidth: preview.width, photoHeight: preview.height };
  try {
    return await call(signal, (api, job) => api.makeProof(job, transfer(photo, [bitmap]), design, TEXT_FONT_URLS));
  } finally {
    // Already closed by the job, or handed over to the worker, unless the job never started.
    bitmap.close();
  }
}

/** The photo's dominant colours, counted in the worker from a small sample of the preview, handed over, not copied. */
export async function photoColors(preview: ImageBitmap, signal?: AbortSignal): Promise<HexColor[]> {
  const { width, height } = colourSampleSize(preview.width, preview.height);
  const sample = await createImageBitmap(preview, { resizeWidth: width, resizeHeight: height, resizeQuality: 'medium' });
  try {
    return await call(signal, (api, job) => api.photoColors(job, transfer(sample, [sample])));
  } finally {
    // Already closed by the job, or handed over to the worker, unless the job never started.
    sample.close();
  }
}

/** The print PDF from the original photo; progress comes back from the worker as each step ends. */
export function makePrint(
  original: Blob,
  design: DesignConfig,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PrintResult> {
  return call(signal, (api, job) => api.makePrint(job, original, design, TEXT_FONT_URLS, proxy(onProgress)));
}
