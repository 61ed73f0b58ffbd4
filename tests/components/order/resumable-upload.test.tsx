/**
 * How a refused upload reaches the shopper: tus-js-client replaced by a stand-in that fails at once
 * with the inbox's answer, so each status and code is seen as the page reduces it (the uploads
 * themselves run against the real inbox in tests/server and e2e).
 */
import type { DetailedError, UploadOptions } from 'tus-js-client';
import { uploadParts } from '@/features/order/resumable-upload';

const tus = vi.hoisted(() => ({ status: 0, body: '', retried: [] as boolean[] }));

vi.mock('tus-js-client', () => ({
  Upload: class {
    constructor(
      readonly file: Blob,
      readonly options: UploadOptions,
    ) {}
    url = null;
    start(): void {
      const response = { getStatus: () => tus.status, getBody: () => tus.body, getHeader: () => undefined, getUnderlyingObject: () => null };
      const error = Object.assign(new Error('refused'), { originalRequest: null, originalResponse: response, causingError: null }) as unknown as DetailedError;
      tus.retried.push(this.options.onShouldRetry?.(error, 0, this.options) ?? false);
      this.options.onError?.(error);
    }
    abort(): Promise<void> {
      return Promise.resolve();
    }
  },
}));

function inboxAnswer(status: number, code: string): void {
  tus.status = status;
  tus.body = JSON.stringify({ errors: [{ code, message: 'mensaje del buzón' }] });
  tus.retried = [];
}

async function outcome() {
  const parts = [{ field: 'file' as const, blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }) }];
  return uploadParts('http://localhost/f/mgm-local/subidas', crypto.randomUUID(), parts, () => undefined, new AbortController().signal);
}

describe('a refused upload', () => {
  it('says at once that the store has no room (INBOX_FULL), without retrying', async () => {
    inboxAnswer(503, 'INBOX_FULL');
    await expect(outcome()).resolves.toEqual({ ok: false, problem: 'INBOX_FULL' });
    expect(tus.retried).toEqual([false]);
  });

  it('retries a busy inbox (503 BLOCKED) and, when it stays busy, tells to try again', async () => {
    inboxAnswer(503, 'BLOCKED');
    await expect(outcome()).resolves.toEqual({ ok: false, problem: 'CONNECTION' });
    expect(tus.retried).toEqual([true]);
  });

  it('retries an address over its budget or caps (429 BLOCKED) and then explains the block', async () => {
    inboxAnswer(429, 'BLOCKED');
    await expect(outcome()).resolves.toEqual({ ok: false, problem: 'BLOCKED' });
    expect(tus.retried).toEqual([true]);
  });
});
