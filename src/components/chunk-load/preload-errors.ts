/**
 * Vite announces failed chunk imports and failed preloads with a `vite:preloadError` window event
 * before the import rejects. Failures that a `loadChunk` call catches are shown by that caller;
 * the rest ("unclaimed", e.g. an import elsewhere that nobody wrapped) are published here so the
 * shell can show the reload message anyway.
 */
import { createListenerStore } from '@/domain/listener-store';
import { failingUrl, fileName, logChunkFailure, toChunkLoadError, type ChunkLoadError } from './chunk-load-error';

const announced = new WeakSet<object>();
const claimed = new WeakSet<object>();

const unclaimed = createListenerStore<ChunkLoadError | null>(null);

function isTrackable(error: unknown): error is object {
  return typeof error === 'object' && error !== null;
}

export function wasAnnouncedByVite(error: unknown): boolean {
  return isTrackable(error) && announced.has(error);
}

/** Marks a failure as handled by its caller, so the shell does not report it a second time. */
export function claimFailure(error: unknown): void {
  if (isTrackable(error)) claimed.add(error);
}

function publish(error: unknown): void {
  if (isTrackable(error) && claimed.has(error)) return;
  const url = failingUrl(error);
  const failure = toChunkLoadError(url ? `un archivo del sitio (${fileName(url)})` : 'un archivo del sitio', error, true);
  logChunkFailure(failure);
  unclaimed.set(failure);
}

/** Starts listening; returns the function that stops. Install it before the first route chunk loads. */
export function installPreloadErrorListener(target: Window): () => void {
  const onPreloadError = (event: Event) => {
    const error: unknown = 'payload' in event ? event.payload : undefined;
    if (isTrackable(error)) announced.add(error);
    // The import's own rejection reaches its caller within microtasks; a task later we know
    // whether anybody claimed it.
    setTimeout(() => publish(error), 0);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

export const subscribeUnclaimedFailure = unclaimed.subscribe;
export const getUnclaimedFailure = unclaimed.get;
