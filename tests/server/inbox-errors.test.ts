import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, pngBytes, post } from './multipart-fixtures';

let app: RunningServer;
let url: string;
beforeAll(async () => {
  app = await startTestServer();
  url = `${app.baseUrl}/f/mgm-local`;
});
afterAll(() => app.close());

describe('inbox refusals, with the hosted service codes', () => {
  it.each([
    ['nombreModelo', 'REQUIRED_FIELD_MISSING:nombreModelo'],
    ['email', 'REQUIRED_FIELD_MISSING:email'],
    ['file', 'REQUIRED_FIELD_MISSING:file'],
  ])('reports a missing %s', async (field, expected) => {
    const answer = await post(url, orderForm({}, [field]));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual([expected]);
  });

  it('reports empty required fields together, each tied to its field', async () => {
    const answer = await post(url, orderForm({ nombreModelo: '  ', email: '', file: new Blob([]) }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['REQUIRED_FIELD_EMPTY:nombreModelo', 'REQUIRED_FIELD_EMPTY:email', 'REQUIRED_FIELD_EMPTY:file']);
    expect(answer.body.errors?.every((error) => error.message.length > 0)).toBe(true);
  });

  it('reports a malformed email', async () => {
    expect(codes(await post(url, orderForm({ email: 'cliente@' })))).toEqual(['TYPE_EMAIL:email']);
  });

  it.each([
    ['nombreModelo', 61],
    ['email', 255],
    ['comentario', 1001],
    ['subject', 301],
    ['message', 5001],
  ])('refuses %s longer than its limit', async (field, length) => {
    const value = field === 'email' ? `${'a'.repeat(length - 12)}@example.com` : 'ñ'.repeat(length);
    const answer = await post(url, orderForm({ [field]: value }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual([`TYPE_TEXT:${field}`]);
  });

  it('accepts text exactly at the limits', async () => {
    expect((await post(url, orderForm({ nombreModelo: 'ñ'.repeat(60), message: 'é'.repeat(5000) }))).status).toBe(200);
  });

  it('refuses a form with no fields at all', async () => {
    const answer = await post(url, new FormData());
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['EMPTY']);
  });

  it('refuses a body that is not multipart', async () => {
    const json = await post(url, JSON.stringify({ email: 'a@b.co' }), { 'Content-Type': 'application/json' });
    expect(json.status).toBe(400);
    expect(codes(json)).toEqual(['EMPTY']);
  });

  it('refuses an image that is not PNG or JPEG by its bytes, whatever its name and type say', async () => {
    const gif = new Blob([new TextEncoder().encode('GIF89a-not-allowed')], { type: 'image/jpeg' });
    const answer = await post(url, orderForm({ file: gif }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['NO_FILE_UPLOADS:file']);
    expect(answer.body.errors?.[0]?.message).toMatch(/PNG o JPEG/);
  });

  it('accepts only JPEG as proof', async () => {
    const answer = await post(url, orderForm({ proof: new Blob([pngBytes(1000)]) }));
    expect(codes(answer)).toEqual(['NO_FILE_UPLOADS:proof']);
    expect(answer.body.errors?.[0]?.message).toMatch(/JPEG/);
  });

  it('refuses more than three files', async () => {
    const form = orderForm({ proof: new Blob([jpegBytes(100)]) });
    form.append('otra', new Blob([jpegBytes(100)]), 'otra.jpg');
    form.append('otra2', new Blob([jpegBytes(100)]), 'otra2.jpg');
    const answer = await post(url, form);
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['TOO_MANY_FILES']);
  });

  it('refuses an unknown form key', async () => {
    const answer = await post(`${app.baseUrl}/f/otra-clave`, orderForm());
    expect(answer.status).toBe(404);
    expect(codes(answer)).toEqual(['FORM_NOT_FOUND']);
    expect(codes(await post(`${app.baseUrl}/f/a/b`, orderForm()))).toEqual(['FORM_NOT_FOUND']);
  });

  it('refuses any project when none is configured', async () => {
    const answer = await post(`${app.baseUrl}/p/proj1/f/mgm-local`, orderForm());
    expect(answer.status).toBe(404);
    expect(codes(answer)).toEqual(['PROJECT_NOT_FOUND']);
  });

  it('answers other methods with 405 JSON', async () => {
    const response = await fetch(url);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(((await response.json()) as { errors: unknown[] }).errors).toHaveLength(1);
  });

  it('stores nothing and leaves no temp folder after refusals', async () => {
    expect((await readdir(app.inboxDir)).filter((name) => !name.startsWith('.')).length).toBe(1);
    expect(await countTempSubmissions(app.inboxDir)).toBe(0);
  });
});
