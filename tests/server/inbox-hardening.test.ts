import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, post, rawMultipart } from './multipart-fixtures';

let app: RunningServer;
let url: string;
beforeAll(async () => {
  app = await startTestServer();
  url = `${app.baseUrl}/f/mgm-local`;
});
afterAll(() => app.close());

/** The order's parts after `junk`, so a limit that drops the tail would drop the required fields. */
function formAfter(junk: (form: FormData) => void): FormData {
  const form = new FormData();
  junk(form);
  for (const [name, value] of orderForm()) form.append(name, value);
  return form;
}

describe('multipart bodies the parser cannot read in full', () => {
  it('refuses a multipart type without a boundary as a 400, not a storage failure', async () => {
    const answer = await post(url, 'nombreModelo=x', { 'Content-Type': 'multipart/form-data; charset=utf-8' });
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['EMPTY']);
    expect(answer.body.errors?.[0]?.message).toMatch(/multipart\/form-data/);
  });

  it('refuses a form with more fields than allowed instead of dropping the ones after the limit', async () => {
    const answer = await post(url, formAfter((form) => Array.from({ length: 40 }, (_, i) => form.append(`extra${i}`, 'x'))));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['EMPTY']);
    expect(answer.body.errors?.[0]?.message).toMatch(/demasiados campos/);
  });

  it('refuses a body with too many parts, even parts the parser skips', async () => {
    const junk = Array.from({ length: 40 }, () => ({ headers: 'X-Relleno: 1', body: 'x' }));
    const order = [
      { headers: 'Content-Disposition: form-data; name="nombreModelo"', body: 'Dragón' },
      { headers: 'Content-Disposition: form-data; name="email"', body: 'a@b.co' },
      { headers: 'Content-Disposition: form-data; name="file"; filename="a.jpg"', body: jpegBytes(100) },
    ];
    const answer = await post(url, rawMultipart('limite', [...junk, ...order]), { 'Content-Type': 'multipart/form-data; boundary=limite' });
    expect(answer.status).toBe(400);
    expect(answer.body.errors?.[0]?.message).toMatch(/demasiados campos/);
  });

  it('still accepts a form with a few unknown fields', async () => {
    expect((await post(url, formAfter((form) => form.append('_gotcha', '')))).status).toBe(200);
  });
});

describe('text the store reads on a terminal', () => {
  it.each([
    ['nombreModelo', 'Dragón!'],
    ['nombreModelo', 'Dragón\u001b[2J'],
    ['subject', 'Mousepad\u001b]52;c;aGk=\u0007'],
    ['subject', 'Mousepad\nCc: otro@example.com'],
    ['email', 'a\u001b@b.co'],
    ['comentario', 'Bordes\u001b[31m rojos'],
    ['message', 'Medida: XL 100x60\u009b2J'],
  ])('refuses %s with a character the form never sends: %j', async (field, value) => {
    const answer = await post(url, orderForm({ [field]: value }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual([`TYPE_TEXT:${field}`]);
    expect(answer.body.errors?.[0]?.message).toMatch(/volvé a enviar/);
  });

  it('accepts names with accents, ñ, ü and digits, and comments with line breaks and tabs', async () => {
    const answer = await post(url, orderForm({ nombreModelo: 'Ñandú Über 2 Pingüino', comentario: 'Línea uno\nLínea\tdos' }));
    expect(answer.status).toBe(200);
  });

  it('accepts a name whose accent came as a combining mark', async () => {
    expect((await post(url, orderForm({ nombreModelo: 'Drago\u0301n' }))).status).toBe(200);
  });
});

describe('server limits', () => {
  it('sets a header timeout and no absolute request deadline (only a stuck body is cut)', () => {
    expect(app.app.server.headersTimeout).toBe(30_000);
    expect(app.app.server.requestTimeout).toBe(0);
  });

  it('answers 503 BLOCKED while every upload slot is taken, and takes orders again once one frees', async () => {
    const busy = await startTestServer({ maxConcurrent: 1 });
    try {
      const slow = request({
        host: '127.0.0.1',
        port: busy.port,
        path: '/f/mgm-local',
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=lento', 'Content-Length': String(1024 * 1024), Origin: busy.baseUrl },
      });
      slow.on('error', () => undefined);
      slow.write('--lento\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.co\r\n');
      await vi.waitFor(async () => expect(await countTempSubmissions(busy.inboxDir)).toBe(1), { timeout: 3000 });

      const refused = await post(`${busy.baseUrl}/f/mgm-local`, orderForm());
      expect(refused.status).toBe(503);
      expect(codes(refused)).toEqual(['BLOCKED']);

      slow.destroy();
      await vi.waitFor(async () => expect(await countTempSubmissions(busy.inboxDir)).toBe(0), { timeout: 3000 });
      expect((await post(`${busy.baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
