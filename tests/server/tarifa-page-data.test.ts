import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTarifaStore, type TarifaStore } from '../../server/tarifa/tarifa-store';
import { DEFAULT_TARIFA, tarifaBody } from '../../src/domain/tarifa';
import { parseTarifa } from '../../src/domain/tarifa-parse';
import { indexHtml, startTestServer, type RunningServer } from './app-server-harness';

let app: RunningServer;
let inboxDir: string;
let store: TarifaStore;
beforeEach(async () => {
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-tarifa-page-'));
  store = createTarifaStore(inboxDir);
  app = await startTestServer({ inboxDir, tarifa: store });
});
afterEach(async () => {
  await app.close();
  await rm(inboxDir, { recursive: true, force: true });
});

const hostileName = '</script><script>alert(1)</script>';
const withPromotion = {
  ...tarifaBody(DEFAULT_TARIFA),
  promotions: [{ mode: 'Todos' as const, sizes: [], percent: 10, from: '2026-01-01T03:00:00.000Z', until: null, name: hostileName.slice(0, 60) }],
};

/** node:http hands the body as sent (fetch would decode brotli itself): the compressed copy is checked, not only the page. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string; encoding: string; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: app.port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = String(res.headers['content-encoding'] ?? '');
        const text = (encoding === 'br' ? brotliDecompressSync(body) : body).toString('utf8');
        resolve({ status: res.statusCode ?? 0, etag: String(res.headers.etag ?? ''), encoding, text });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** The tarifa the page carries, read as the app reads it. */
function carried(html: string): unknown {
  const json = /<script type="application\/json" id="tarifa-data">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? null : parseTarifa(JSON.parse(json));
}

describe('the served page carries the tarifa in force', () => {
  it('goes out as built while the default is in force', async () => {
    expect((await raw('/calculadora')).text).toBe(indexHtml);
  });

  it('carries each new version at once, under a new ETag, never a stale 304 nor a stale brotli copy', async () => {
    const before = await raw('/', { 'accept-encoding': 'br' });
    await store.save(withPromotion, 0);
    const after = await raw('/formulario', { 'accept-encoding': 'br', 'if-none-match': before.etag });
    expect(after.status).toBe(200);
    expect(after.encoding).toBe('br');
    expect(after.etag).not.toBe(before.etag);
    expect(carried(after.text)).toMatchObject({ version: 1, promotions: [{ name: hostileName.slice(0, 60) }] });
    // The store's text never closes the block: every < in it is a JSON escape.
    expect(after.text.match(/<script/g)).toHaveLength(1);
    expect((await raw('/', { 'accept-encoding': 'br', 'if-none-match': after.etag })).status).toBe(304);
    await store.save(tarifaBody(DEFAULT_TARIFA), 1, { revertedFrom: 0 });
    const reverted = await raw('/', { 'accept-encoding': 'br', 'if-none-match': after.etag });
    expect(reverted.status).toBe(200);
    expect(carried(reverted.text)).toMatchObject({ version: 2, promotions: [] });
  });

  it('answers /tarifa.json with the tarifa in force, never cached', async () => {
    await store.save(withPromotion, 0);
    const answer = await fetch(`${app.baseUrl}/tarifa.json`);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(parseTarifa(await answer.json())).toMatchObject({ version: 1 });
  });

  it('tells only the promotions in force and when the next change comes: a later one, its name and dates, stay secret until it starts (issue 45)', async () => {
    const starts = new Date(Date.now() + 1500);
    const secret = { mode: 'Todos' as const, sizes: [], percent: 30, from: starts.toISOString(), until: '2099-12-01T03:00:00.000Z', name: 'Black Friday 2027 (secreto)' };
    const running = { mode: 'Clasic' as const, sizes: [], percent: 10, from: '2026-01-01T03:00:00.000Z', until: '2099-01-01T03:00:00.000Z', name: 'Semana gamer' };
    await store.save({ ...tarifaBody(DEFAULT_TARIFA), promotions: [running, secret] }, 0);
    const early = await (await fetch(`${app.baseUrl}/tarifa.json`)).text();
    const page = (await raw('/')).text;
    for (const text of [early, page]) {
      expect(text).not.toContain('Black Friday');
      expect(text).not.toContain('2099-12-01');
      expect(text).toContain('Semana gamer');
    }
    expect(JSON.parse(early)).toMatchObject({ promotions: [running], nextChange: starts.toISOString() });
    await new Promise((resolve) => setTimeout(resolve, starts.getTime() - Date.now() + 50));
    const later = JSON.parse(await (await fetch(`${app.baseUrl}/tarifa.json`)).text()) as unknown;
    expect(later).toMatchObject({ promotions: [running, secret], nextChange: '2099-01-01T03:00:00.000Z' });
    // The page cached for the stretch before the start is not handed out after it.
    expect(carried((await raw('/')).text)).toMatchObject({ promotions: [running, secret] });
  });
});
