import { markLogged } from '@/platform/error-log';

/**
 * Why a script chunk failed: 'timeout' (no answer within the bound), 'network' (the chunk's own
 * fetch or import failed: connection lost, or a new deployment removed the old hashed file),
 * 'preload' (Vite's preload helper reported a dependency of the chunk, such as its CSS).
 */
export type ChunkFailureKind = 'timeout' | 'network' | 'preload';

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** Shopper-facing name of what failed, e.g. "la página de información". */
  readonly chunk: string;
  readonly kind: ChunkFailureKind;
  /** File that failed, when the browser named it. */
  readonly url: string | null;

  constructor(chunk: string, kind: ChunkFailureKind, url: string | null, options?: ErrorOptions) {
    super(`No se pudo cargar ${chunk} (${kind}${url ? `: ${url}` : ''})`, options);
    this.chunk = chunk;
    this.kind = kind;
    this.url = url;
  }
}

const URL_IN_MESSAGE = /(https?:\/\/[^\s'"]+|\/[^\s'"]+\.(?:m?js|css))/;

/** The path of the file named in a browser's or Vite's loading error, if any. */
export function failingUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  const found = URL_IN_MESSAGE.exec(message)?.[1];
  if (!found) return null;
  try {
    return new URL(found, 'http://localhost').pathname;
  } catch {
    return found;
  }
}

/** "assets/info-route-1a2b.js" → "info-route-1a2b.js": the part a shopper could read out to support. */
export function fileName(url: string): string {
  return url.slice(url.lastIndexOf('/') + 1) || url;
}

/** Browsers reject a failed `import()` with a TypeError; Vite's own preload failures are plain Errors. */
function isImportFailure(error: unknown): boolean {
  return error instanceof TypeError;
}

export function toChunkLoadError(chunk: string, error: unknown, announcedByVite: boolean): ChunkLoadError {
  if (error instanceof ChunkLoadError) return error;
  const kind: ChunkFailureKind = announcedByVite && !isImportFailure(error) ? 'preload' : 'network';
  return new ChunkLoadError(chunk, kind, failingUrl(error), { cause: error });
}

/** Console line naming the chunk and the failure type; marks the error so it is not logged again. */
export function logChunkFailure(failure: ChunkLoadError): void {
  if (!markLogged(failure)) return;
  console.error(
    `[carga de módulos] No se pudo cargar ${failure.chunk} · tipo: ${failure.kind} · archivo: ${failure.url ?? 'desconocido'}`,
    failure.cause ?? failure,
  );
}
