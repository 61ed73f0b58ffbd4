/**
 * Upload files per rotation for the current photo: each made once, reused while the photo and
 * rotation stay; a newer rotation cancels older jobs; rotate clicks are debounced.
 */
import type { Rotation } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import { abortError, isAbortError, makeUpload } from './image-client';
import type { UploadResult } from '../../workers/image-api';

export const PREPARE_DELAY_MS = 300;

export interface UploadSource {
  readonly id: string;
  readonly original: Blob;
  readonly facts: ImageFacts;
}

interface Job {
  readonly controller: AbortController;
  readonly promise: Promise<UploadResult>;
  settled: boolean;
}

export interface UploadJobs {
  prepare(source: UploadSource, rotation: Rotation): void;
  get(source: UploadSource, rotation: Rotation, signal?: AbortSignal): Promise<UploadResult>;
  /** Cancels everything, for a new or removed photo. */
  reset(): void;
  /** True while a debounced or running job is pending. */
  isBusy(): boolean;
}

function waitFor<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(abortError());
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export interface UploadJobEvents {
  /** Something changed whether jobs are pending. */
  readonly onChange: () => void;
  readonly onMade: (sourceId: string, result: UploadResult) => void;
}

export function createUploadJobs({ onChange, onMade }: UploadJobEvents): UploadJobs {
  let sourceId: string | null = null;
  const jobs = new Map<Rotation, Job>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  function cancelOthers(keep: Rotation | null): void {
    for (const [rotation, job] of jobs) {
      if (rotation === keep || job.settled) continue;
      job.controller.abort();
      jobs.delete(rotation);
    }
  }

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  }

  function start(source: UploadSource, rotation: Rotation): Job {
    if (sourceId !== source.id) reset();
    sourceId = source.id;
    const existing = jobs.get(rotation);
    if (existing) return existing;
    cancelOthers(rotation);
    const controller = new AbortController();
    const promise = makeUpload(source.original, source.facts, rotation, controller.signal);
    const job: Job = { controller, promise, settled: false };
    jobs.set(rotation, job);
    promise
      .then((result) => onMade(source.id, result))
      .catch(() => {
        // A failed or cancelled job is forgotten so that the next request tries again.
        if (jobs.get(rotation) === job) jobs.delete(rotation);
      })
      .finally(() => {
        job.settled = true;
        onChange();
      });
    onChange();
    return job;
  }

  function reset(): void {
    clearTimer();
    cancelOthers(null);
    jobs.clear();
    sourceId = null;
    onChange();
  }

  async function get(source: UploadSource, rotation: Rotation, signal?: AbortSignal): Promise<UploadResult> {
    for (;;) {
      const job = start(source, rotation);
      try {
        return await waitFor(job.promise, signal);
      } catch (error) {
        // A job cancelled by a newer click, while this caller still wants the file, is started again.
        if (!isAbortError(error) || signal?.aborted || sourceId !== source.id) throw error;
      }
    }
  }

  return {
    prepare(source, rotation) {
      if (sourceId !== source.id) reset();
      sourceId = source.id;
      clearTimer();
      cancelOthers(rotation);
      if (jobs.has(rotation)) {
        onChange();
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        start(source, rotation);
      }, PREPARE_DELAY_MS);
      onChange();
    },
    get(source, rotation, signal) {
      clearTimer();
      return get(source, rotation, signal);
    },
    reset,
    isBusy: () => timer !== null || [...jobs.values()].some((job) => !job.settled),
  };
}
