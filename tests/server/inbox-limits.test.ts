import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { maxFileBytes } from '../../server/inbox/inbox-config';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, post } from './multipart-fixtures';

const limitBytes = maxFileBytes;

/** Streams `total` bytes of body in chunks, as a slow or hostile client would. */
function streamBody(port: number, headers: Record<string, string>, total: number): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/f/mgm-local', method: 'POST', headers: { Origin: `http://127.0.0.1:${port}`, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    const chunk = Buffer.alloc(1024 * 1024, 0x61);
    let sent = 0;
    const pump = (): void => {
      while (sent < total) {
        sent += chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer({ rateLimitPerMinute: 1000 });
});
afterAll(() => app.close());

async function nothingStored(inboxDir: string): Promise<void> {
  expect((await readdir(inboxDir)).filter((name) => !name.startsWith('.'))).toEqual([]);
  expect(await countTempSubmissions(inboxDir)).toBe(0);
}

describe('inbox size limits', () => {
  it('refuses a file over 25 MB with 413 and keeps nothing of it', async () => {
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({}, [], jpegBytes(limitBytes + 1)));
    expect(answer.status).toBe(413);
    expect(codes(answer)).toEqual(['FILES_TOO_BIG']);
    await nothingStored(app.inboxDir);
  });

  it('accepts a file of exactly 25 MB', async () => {
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({}, [], jpegBytes(limitBytes)));
    expect(answer.status).toBe(200);
  });

  it('refuses a declared body over the total limit before reading it', async () => {
    const answer = await streamBody(
      app.port,
      { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(81 * 1024 * 1024) },
      81 * 1024 * 1024,
    );
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('FILES_TOO_BIG');
  });

  it('stops a chunked body once it passes the total limit', async () => {
    const answer = await streamBody(app.port, { 'Content-Type': 'multipart/form-data; boundary=x', 'Transfer-Encoding': 'chunked' }, 81 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('FILES_TOO_BIG');
  });
});

describe('a client that goes away mid-upload', () => {
  it('leaves nothing visible and no temp folder', async () => {
    const boundary = 'corte';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n`;
    const req = request({
      host: '127.0.0.1',
      port: app.port,
      path: '/f/mgm-local',
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(10 * 1024 * 1024), Origin: app.baseUrl },
    });
    req.on('error', () => undefined);
    req.write(head);
    req.write(jpegBytes(1024 * 1024));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await countTempSubmissions(app.inboxDir)).toBe(1);
    req.destroy();
    await vi.waitFor(async () => expect(await countTempSubmissions(app.inboxDir)).toBe(0), { timeout: 3000 });
    expect((await readdir(app.inboxDir)).filter((name) => !name.startsWith('.'))).toHaveLength(1);
  });
});

describe('inbox rate limit', () => {
  it('blocks a client over its requests per minute with 429 BLOCKED', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 3 });
    try {
      const url = `${limited.baseUrl}/f/mgm-local`;
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) statuses.push((await post(url, orderForm())).status);
      const blocked = await post(url, orderForm());
      expect(statuses).toEqual([200, 200, 200]);
      expect(blocked.status).toBe(429);
      expect(codes(blocked)).toEqual(['BLOCKED']);
      const page = await fetch(`${limited.baseUrl}/`);
      expect(page.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
