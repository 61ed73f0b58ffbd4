/**
 * Clients that misbehave as a bad signal or an attacker does, over node:http so each can pick its
 * loopback address (127.0.0.2 is another client to the server), hold a body open, trickle it, or
 * drop the connection mid-transfer. And a probe that keeps asking the server for a page.
 */
import { request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, vi } from 'vitest';

export const otherAddress = '127.0.0.2';

export interface RawAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** A request whose body the caller writes (or not); `answer` resolves with the response, or status 0 when the connection ended first. */
export function openRequest(url: string, method: string, headers: Record<string, string>, from = '127.0.0.1'): { req: ClientRequest; answer: Promise<RawAnswer> } {
  const req = request(url, { method, localAddress: from, headers: { 'Tus-Resumable': '1.0.0', Origin: new URL(url).origin, ...headers } });
  const answer = new Promise<RawAnswer>((resolve) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', () => resolve({ status: 0, headers: {}, body }));
    });
    req.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
  });
  return { req, answer };
}

function metadata(order: string, field: string): string {
  return `campo ${Buffer.from(field).toString('base64')},pedido ${Buffer.from(order).toString('base64')}`;
}

/** Creates an upload of `length` bytes from `from`; its absolute address, or the refusal. */
export async function createFrom(endpoint: string, length: number, order: string, from = '127.0.0.1', field = 'file'): Promise<RawAnswer & { url: string }> {
  const { req, answer } = openRequest(endpoint, 'POST', { 'Upload-Length': String(length), 'Upload-Metadata': metadata(order, field), 'Content-Length': '0' }, from);
  req.end();
  const created = await answer;
  const location = String(created.headers.location ?? '');
  return { ...created, url: location ? new URL(location, endpoint).href : '' };
}

/** Starts appending `total` bytes at `offset`; the caller writes them (or stops, or drops). */
export function openAppend(url: string, offset: number, total: number, from = '127.0.0.1'): { req: ClientRequest; answer: Promise<RawAnswer> } {
  const headers = { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream', 'Content-Length': String(total) };
  return openRequest(url, 'PATCH', headers, from);
}

/** Appends `bytes` at `offset` whole from `from`. */
export async function appendFrom(url: string, offset: number, bytes: Uint8Array, from = '127.0.0.1'): Promise<RawAnswer> {
  const { req, answer } = openAppend(url, offset, bytes.length, from);
  req.end(bytes);
  return answer;
}

/** Sends 3 kB a second until stopped: an upload that moves, too slowly to ever finish in a test. */
export function trickle(req: ClientRequest, bytesPerSecond = 3000): () => void {
  const timer = setInterval(() => {
    if (!req.destroyed) req.write(Buffer.alloc(bytesPerSecond, 0x61));
  }, 1000);
  req.write(Buffer.alloc(bytesPerSecond, 0x61));
  return () => {
    clearInterval(timer);
    req.destroy();
  };
}

export interface Probe {
  /** Stops probing; how many asked, how many got their page, and the longest wait. */
  stop(): Promise<{ readonly asked: number; readonly answered: number; readonly longestMs: number }>;
}

/** Asks for the app's page every 100 ms, each with up to 5 s to answer (a server that stops answering fails it). */
export function probe(baseUrl: string): Probe {
  let asked = 0;
  let answered = 0;
  let longestMs = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      asked += 1;
      const ok = await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(5000) }).then(
        async (response) => (await response.arrayBuffer(), response.status === 200),
        () => false,
      );
      if (ok) answered += 1;
      longestMs = Math.max(longestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { asked, answered, longestMs };
    },
  };
}

/**
 * Waits until the upload server holds at least `bytes` of the upload at `url`, read from its file
 * (a HEAD would take the upload's lock and make @tus/server end the append in progress).
 */
export async function storedReaches(inboxDir: string, url: string, bytes: number): Promise<void> {
  const file = join(inboxDir, '.uploads', url.split('/').pop() ?? '');
  await vi.waitFor(async () => expect((await stat(file)).size).toBeGreaterThanOrEqual(bytes), { timeout: 5000, interval: 50 });
}

/** The offset a resuming client gets (HEAD), once the dropped append let go of the upload. */
export async function resumeOffset(url: string): Promise<number> {
  const { req, answer } = openRequest(url, 'HEAD', {});
  req.end();
  const { status, headers } = await answer;
  return status === 200 ? Number(headers['upload-offset'] ?? -1) : -status;
}
