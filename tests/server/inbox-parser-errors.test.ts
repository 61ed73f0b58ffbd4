import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, fixtureDiseno, jpegBytes, orderForm, post, rawMultipart } from './multipart-fixtures';

const boundary = 'roto';
const shopperEmail = 'secreto@example.com';

/** A complete order whose file part carries `fileHeaders` (busboy 1.6 never answered these: mscdex/busboy#377). */
function brokenOrder(fileHeaders: string): Uint8Array<ArrayBuffer> {
  return rawMultipart(boundary, [
    { headers: 'Content-Disposition: form-data; name="nombreModelo"', body: 'Dragón' },
    { headers: 'Content-Disposition: form-data; name="email"', body: shopperEmail },
    { headers: 'Content-Disposition: form-data; name="diseno"', body: fixtureDiseno },
    { headers: fileHeaders, body: jpegBytes(64) },
  ]);
}

const multipartHeaders = { 'Content-Type': `multipart/form-data; boundary=${boundary}` };
const controlCharName = 'Content-Disposition: form-data; name="file"; filename="a\u0001.jpg"';
const brokenParts: readonly [string, string, number][] = [
  ['a control character in the file name', controlCharName, 400],
  // @fastify/busboy skips a line without a colon and cuts a header block at 16 KB: the rest of the part is sound.
  ['a header line without a colon', 'Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nSinDosPuntos', 200],
  ['a part header over 16 KB', `Content-Disposition: form-data; name="file"; filename="a.jpg"\r\nX-Relleno: ${'a'.repeat(17 * 1024)}`, 200],
];

const refused = vi.fn<(line: string) => void>();
let app: RunningServer;
let url: string;
beforeAll(async () => {
  app = await startTestServer({ maxConcurrent: 4, log: { stored: () => undefined, failed: () => undefined, refused, unprinted: () => undefined } });
  url = `${app.baseUrl}/f/mgm-local`;
});
afterAll(() => app.close());

describe('a multipart body the parser cannot read', () => {
  it.each(brokenParts)('answers at once for %s', async (_, headers, status) => {
    const answer = await post(url, brokenOrder(headers), multipartHeaders);
    expect(answer.status).toBe(status);
    await vi.waitFor(async () => expect(await countTempSubmissions(app.inboxDir)).toBe(0), { timeout: 2000 });
  });

  it('refuses a control character in a part name with 400 and the service error shape, logged in one line', async () => {
    refused.mockClear();
    const answer = await post(url, brokenOrder(controlCharName), multipartHeaders);
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['EMPTY']);
    expect(answer.body.errors?.[0]?.message).toMatch(/dañado: volvé a enviarlo/);
    expect(refused).toHaveBeenCalledTimes(1);
    expect(refused.mock.calls[0]?.[0]).toMatch(/^400 EMPTY /);
    expect(refused.mock.calls[0]?.[0]).not.toContain(shopperEmail);
  });

  it('frees every slot: after many broken orders a valid order is still stored', async () => {
    for (let round = 0; round < 4; round += 1) {
      const answers = await Promise.all(brokenParts.map(([, headers]) => post(url, brokenOrder(headers), multipartHeaders)));
      expect(answers.map((answer) => answer.status)).toEqual(brokenParts.map(([, , status]) => status));
    }
    expect((await post(url, orderForm())).status).toBe(200);
    expect(await countTempSubmissions(app.inboxDir)).toBe(0);
  });
});

describe('a stuck order', () => {
  it('answers 408 and frees the slot of an order whose body stops moving', async () => {
    const slowApp = await startTestServer({ maxConcurrent: 1, stall: { idleMs: 400, minBytesPerSecond: 1, graceMs: 60_000 } });
    try {
      const stalled = new Promise<number>((resolve) => {
        const req = request(
          {
            host: '127.0.0.1',
            port: slowApp.port,
            path: '/f/mgm-local',
            method: 'POST',
            headers: { 'Content-Type': 'multipart/form-data; boundary=lento', 'Content-Length': String(1024 * 1024), Origin: slowApp.baseUrl },
          },
          (res) => resolve(res.statusCode ?? 0),
        );
        req.on('error', () => resolve(0));
        req.write('--lento\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n');
      });
      expect(await stalled).toBe(408);
      expect((await post(`${slowApp.baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
      await vi.waitFor(async () => expect(await countTempSubmissions(slowApp.inboxDir)).toBe(0), { timeout: 2000 });
    } finally {
      await slowApp.close();
    }
  });
});
