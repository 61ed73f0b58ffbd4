/**
 * The upload file of the current photo: made once per photo, off the main thread, ahead of sending.
 * The design's rotation does not change it (the print file turns the photo), so rotate clicks start
 * nothing; a new or removed photo cancels it, and a failed one is tried again when next asked for.
 */
import type { ImageFacts } from '@/domain/image-bytes';
import { abortError, makeUpload } from './image-client';
import type { UploadResult } from '../../workers/image-api';

export interface UploadSource {
  readonly id: string;
  readonly original: Blob;
  readonly facts: ImageFacts;
}

interface Job {
  readonly sourceId: string;
  readonly controller: AbortController;
  readonly promise: Promise<UploadResult>;
  settled: boolean;
}

interface UploadJob {
  /** Starts making the file of `source`, unless it is already being made. */
  prepare(source: UploadSource): void;
  get(source: UploadSource, signal?: AbortSignal): Promise<UploadResult>;
  /** Cancels the job, for a new or removed photo. */
  reset(): void;
}

interface UploadJobEvents {
  readonly onMade: (sourceId: string, result: UploadResult) => void;
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

export function createUploadJob(events: UploadJobEvents): UploadJob {
  let current: Job | null = null;

  function reset(): void {
    if (current && !current.settled) current.controller.abort();
    current = null;
  }

  function start(source: UploadSource): Job {
    if (current?.sourceId === source.id) return current;
    if (current) reset();
    const controller = new AbortController();
    const job: Job = { sourceId: source.id, controller, promise: makeUpload(source.original, source.facts, controller.signal), settled: false };
    current = job;
    job.promise
      .then((result) => events.onMade(source.id, result))
      .catch(() => {
        // A failed or cancelled job is forgotten so that the next request tries again.
        if (current === job) current = null;
      })
      .finally(() => {
        job.settled = true;
      });
    return job;
  }

  return {
    prepare: (source) => void start(source),
    get: (source, signal) => waitFor(start(source).promise, signal),
    reset,
  };
}
