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

interface UploadJobs {
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

interface UploadJobEvents {
  /** Something changed whether jobs are pending. */
  readonly onChange: () => void;
  readonly onMade: (sourceId: string, result: UploadResult) => void;
}

interface JobsState {
  readonly events: UploadJobEvents;
  /** The photo the jobs belong to. */
  sourceId: string | null;
  readonly jobs: Map<Rotation, Job>;
  /** The debounced start of a prepared rotation. */
  timer: ReturnType<typeof setTimeout> | null;
}

function cancelOthers(state: JobsState, keep: Rotation | null): void {
  for (const [rotation, job] of state.jobs) {
    if (rotation === keep || job.settled) continue;
    job.controller.abort();
    state.jobs.delete(rotation);
  }
}

function clearTimer(state: JobsState): void {
  if (state.timer !== null) clearTimeout(state.timer);
  state.timer = null;
}

function reset(state: JobsState): void {
  clearTimer(state);
  cancelOthers(state, null);
  state.jobs.clear();
  state.sourceId = null;
  state.events.onChange();
}

/** Jobs of another photo are dropped before working on `source`. */
function switchTo(state: JobsState, source: UploadSource): void {
  if (state.sourceId !== source.id) reset(state);
  state.sourceId = source.id;
}

function track(state: JobsState, source: UploadSource, rotation: Rotation, job: Job): void {
  job.promise
    .then((result) => state.events.onMade(source.id, result))
    .catch(() => {
      // A failed or cancelled job is forgotten so that the next request tries again.
      if (state.jobs.get(rotation) === job) state.jobs.delete(rotation);
    })
    .finally(() => {
      job.settled = true;
      state.events.onChange();
    });
}

function start(state: JobsState, source: UploadSource, rotation: Rotation): Job {
  switchTo(state, source);
  const existing = state.jobs.get(rotation);
  if (existing) return existing;
  cancelOthers(state, rotation);
  const controller = new AbortController();
  const promise = makeUpload(source.original, source.facts, rotation, controller.signal);
  const job: Job = { controller, promise, settled: false };
  state.jobs.set(rotation, job);
  track(state, source, rotation, job);
  state.events.onChange();
  return job;
}

async function getFile(state: JobsState, source: UploadSource, rotation: Rotation, signal?: AbortSignal): Promise<UploadResult> {
  for (;;) {
    const job = start(state, source, rotation);
    try {
      return await waitFor(job.promise, signal);
    } catch (error) {
      // A job cancelled by a newer click, while this caller still wants the file, is started again.
      if (!isAbortError(error) || signal?.aborted || state.sourceId !== source.id) throw error;
    }
  }
}

function prepare(state: JobsState, source: UploadSource, rotation: Rotation): void {
  switchTo(state, source);
  clearTimer(state);
  cancelOthers(state, rotation);
  if (!state.jobs.has(rotation)) {
    state.timer = setTimeout(() => {
      state.timer = null;
      start(state, source, rotation);
    }, PREPARE_DELAY_MS);
  }
  state.events.onChange();
}

export function createUploadJobs(events: UploadJobEvents): UploadJobs {
  const state: JobsState = { events, sourceId: null, jobs: new Map(), timer: null };
  return {
    prepare: (source, rotation) => prepare(state, source, rotation),
    get(source, rotation, signal) {
      clearTimer(state);
      return getFile(state, source, rotation, signal);
    },
    reset: () => reset(state),
    isBusy: () => state.timer !== null || [...state.jobs.values()].some((job) => !job.settled),
  };
}
