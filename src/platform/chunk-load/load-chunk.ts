/**
 * Loads a lazy module (a route or any heavy part) with a bounded wait, and turns any failure into
 * a ChunkLoadError that names the chunk and the failure type.
 */
import { ChunkLoadError, logChunkFailure, toChunkLoadError } from './chunk-load-error';
import { withTimeout } from '../with-timeout';
import { claimFailure, wasAnnouncedByVite } from './preload-errors';

/** The store's build waits this long for a script chunk before giving up. */
const CHUNK_TIMEOUT_MS = 120_000;

/**
 * `chunk` is the shopper-facing name of what loads ("la página de información").
 * Rejects with a ChunkLoadError (already logged to the console) when the import fails or times out.
 */
export async function loadChunk<T>(
  chunk: string,
  importer: () => Promise<T>,
  timeoutMs: number = CHUNK_TIMEOUT_MS,
): Promise<T> {
  try {
    return await withTimeout(importer(), timeoutMs, () => new ChunkLoadError(chunk, 'timeout', null));
  } catch (error) {
    claimFailure(error);
    const failure = toChunkLoadError(chunk, error, wasAnnouncedByVite(error));
    logChunkFailure(failure);
    throw failure;
  }
}

/**
 * loadChunk shared by every call: a preload and the render that needs the code wait for one
 * download. A failure is forgotten, so the next call (a later render) tries again.
 */
export function loadChunkOnce<T>(chunk: string, importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= loadChunk(chunk, importer).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
