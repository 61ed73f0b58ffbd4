import { readdir } from 'node:fs/promises';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, orderForm, post } from './multipart-fixtures';

let app: RunningServer;
let url: string;
beforeAll(async () => {
  app = await startTestServer({ allowedOrigins: ['https://tienda.example'] });
  url = `${app.baseUrl}/f/mgm-local`;
});
afterAll(() => app.close());

async function visible(): Promise<number> {
  return (await readdir(app.inboxDir)).filter((name) => !name.startsWith('.')).length;
}

/** A cross-site form post that sends its headers and never its body: only an answer before the body ends it. */
function headersOnly(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': '5000000', ...headers } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
      req.destroy();
    });
    req.on('error', reject);
    req.write('--x\r\n');
  });
}

describe('orders only from this store\'s pages', () => {
  it.each([
    ['another site\'s Origin', { Origin: 'https://evil.example' }],
    ['Origin null (a sandboxed frame or a data: page)', { Origin: 'null' }],
    ['no Origin, Sec-Fetch-Site cross-site', { Origin: '', 'Sec-Fetch-Site': 'cross-site' }],
    ['no Origin and no Sec-Fetch-Site', { Origin: '' }],
  ])('refuses %s with 403 BLOCKED and stores nothing', async (_, headers) => {
    const before = await visible();
    const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
    const answer = await fetch(url, { method: 'POST', body: orderForm(), headers: { Accept: 'application/json', ...sent } });
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { errors: { code: string; message: string }[] };
    expect(body.errors.map((error) => error.code)).toEqual(['BLOCKED']);
    expect(body.errors[0]?.message).toMatch(/enviá tu diseño desde el personalizador/);
    expect(await visible()).toBe(before);
  });

  it('refuses a cross-site post before its body is read', async () => {
    expect(await headersOnly({ Origin: 'https://evil.example' })).toBe(403);
  });

  it('accepts its own origin, Sec-Fetch-Site same-origin without Origin, and an origin of INBOX_ALLOWED_ORIGINS', async () => {
    expect((await post(url, orderForm())).status).toBe(200);
    const sameOrigin = await fetch(url, { method: 'POST', body: orderForm(), headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
    expect((await post(url, orderForm(), { Origin: 'https://tienda.example' })).status).toBe(200);
  });
});

describe('a disk with too little free space', () => {
  it('refuses orders with 503 INBOX_FULL before reading them', async () => {
    const full = await startTestServer({ minFreeBytes: Number.MAX_SAFE_INTEGER });
    try {
      const answer = await post(`${full.baseUrl}/f/mgm-local`, orderForm());
      expect(answer.status).toBe(503);
      expect(codes(answer)).toEqual(['INBOX_FULL']);
      expect(answer.body.errors?.[0]?.message).toMatch(/volvé a intentar más tarde/);
      expect((await readdir(full.inboxDir)).filter((name) => !name.startsWith('.'))).toEqual([]);
    } finally {
      await full.close();
    }
  });
});
