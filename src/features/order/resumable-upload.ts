/**
 * The order's files as resumable uploads to the local inbox (the tus protocol, with tus-js-client):
 * each file is one upload that survives a dropped connection, resuming from the last byte the
 * server has, with retries and backoff; a retry of the whole order resumes the same uploads.
 */
import { Upload, type DetailedError } from 'tus-js-client';
import type { OrderProblem } from './order-errors';

export type UploadField = 'file' | 'proof' | 'print';

export interface UploadPart {
  readonly field: UploadField;
  readonly blob: Blob;
}

export interface UploadReport {
  readonly sentBytes: number;
  readonly totalBytes: number;
  /** A dropped connection is being retried. */
  readonly reconnecting: boolean;
}

export type UploadsOutcome =
  | { readonly ok: true; readonly ids: Readonly<Partial<Record<UploadField, string>>> }
  | { readonly ok: false; readonly problem: OrderProblem };

/**
 * Waits between attempts after a failure without progress: about 30 s in all before the shopper is
 * told, long enough for a phone changing cells or a short outage, short enough not to leave them
 * waiting on a dead connection. Any byte accepted starts the count again.
 */
export const RETRY_DELAYS_MS: readonly number[] = [0, 1_000, 2_000, 4_000, 8_000, 8_000, 8_000];

/**
 * Addresses of uploads already created, by order, field, size and type: a retry of the same order
 * resumes them instead of starting over. The form page's files do not change within one order.
 */
const started = new Map<string, string>();

function statusOf(error: DetailedError): number {
  return error.originalResponse?.getStatus() ?? 0;
}

/** The local inbox's code in a refusal's JSON body (`INBOX_FULL`, `BLOCKED`…); '' when there is none. */
function codeOf(error: DetailedError): string {
  try {
    const body = JSON.parse(error.originalResponse?.getBody() ?? '') as { errors?: { code?: string }[] };
    return body.errors?.[0]?.code ?? '';
  } catch {
    return '';
  }
}

/**
 * Worth another attempt: no answer at all, the server busy or failing, a lock or rate limit that
 * passes. A store without room for more files (`INBOX_FULL`) is not: it says so at once.
 */
function retriable(error: DetailedError): boolean {
  const status = statusOf(error);
  if (codeOf(error) === 'INBOX_FULL') return false;
  return status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;
}

function problemFor(error: Error | DetailedError): OrderProblem {
  const status = 'originalResponse' in error ? statusOf(error) : 0;
  if ('originalResponse' in error && codeOf(error) === 'INBOX_FULL') return 'INBOX_FULL';
  if (status === 0 || status === 503) return 'CONNECTION';
  if (status === 413) return 'FILES_TOO_BIG';
  if (status === 415) return 'FILE';
  if (status === 403 || status === 429) return 'BLOCKED';
  return 'UNEXPECTED';
}

interface OneUpload {
  readonly endpoint: string;
  readonly order: string;
  readonly part: UploadPart;
  readonly onBytes: (sent: number) => void;
  readonly onReconnecting: () => void;
  readonly signal: AbortSignal;
}

/** One file as one upload; resolves with its id, a problem, or null when the shopper left. */
function uploadOne({ endpoint, order, part, onBytes, onReconnecting, signal }: OneUpload): Promise<{ id: string } | { problem: OrderProblem } | null> {
  const key = `${order}:${part.field}:${part.blob.size}:${part.blob.type}`;
  return new Promise((resolve) => {
    const upload: Upload = new Upload(part.blob, {
      endpoint,
      uploadUrl: started.get(key) ?? null,
      metadata: { campo: part.field, pedido: order, filetype: part.blob.type },
      retryDelays: [...RETRY_DELAYS_MS],
      // The page keeps the addresses itself (above): nothing of the order is left in the browser's storage.
      storeFingerprintForResuming: false,
      onUploadUrlAvailable: () => {
        if (upload.url) started.set(key, upload.url);
      },
      onProgress: (sent) => onBytes(sent),
      onShouldRetry: (error) => {
        const retry = retriable(error);
        if (retry) onReconnecting();
        return retry;
      },
      onSuccess: () => resolve({ id: new URL(upload.url ?? '', endpoint).pathname.split('/').pop() ?? '' }),
      onError: (error) => resolve({ problem: problemFor(error) }),
    });
    signal.addEventListener('abort', () => {
      void upload.abort();
      resolve(null);
    });
    upload.start();
  });
}

/** Sends the parts one after another, reporting the bytes of all of them together; null when the shopper left. */
export async function uploadParts(
  endpoint: string,
  order: string,
  parts: readonly UploadPart[],
  onReport: (report: UploadReport) => void,
  signal: AbortSignal,
): Promise<UploadsOutcome | null> {
  const totalBytes = parts.reduce((sum, part) => sum + part.blob.size, 0);
  const ids: Partial<Record<UploadField, string>> = {};
  let done = 0;
  for (const part of parts) {
    let current = 0;
    const result = await uploadOne({
      endpoint,
      order,
      part,
      onBytes: (sent) => {
        current = sent;
        onReport({ sentBytes: done + sent, totalBytes, reconnecting: false });
      },
      onReconnecting: () => onReport({ sentBytes: done + current, totalBytes, reconnecting: true }),
      signal,
    });
    if (!result) return null;
    if ('problem' in result) return { ok: false, problem: result.problem };
    ids[part.field] = result.id;
    done += part.blob.size;
  }
  return { ok: true, ids };
}
