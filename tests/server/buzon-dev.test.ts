import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBuzonPath } from '../../server/buzon/buzon-plugin';
import { inboxMiddleware } from '../../server/vite-inbox-plugin';
import { client } from './buzon-harness';

let root: string;
let server: Server;
let baseUrl: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-dev-buzon-'));
  vi.stubEnv('INBOX_DIR', 'inbox');
  vi.stubEnv('INBOX_PASSWORD', 'clave-de-desarrollo');
  const middleware = inboxMiddleware(root, { stored: () => undefined, failed: () => undefined, refused: () => undefined });
  server = createServer((req, res) => middleware(req, res, () => res.writeHead(204).end()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  vi.unstubAllEnvs();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('/buzon inside `npm run dev`', () => {
  it('is served by the same plugin as `npm start`, behind the same password', async () => {
    const store = client(baseUrl);
    const first = await store.request('/buzon');
    expect([first.status, first.headers.get('location')]).toEqual([303, '/buzon/entrar']);
    expect((await store.login('clave-de-desarrollo')).status).toBe(303);
    const list = await store.request('/buzon');
    expect(list.status).toBe(200);
    expect(await list.text()).toContain('0 pedidos');
    // INBOX_PASSWORD is set, so no password file is written.
    await expect(stat(join(root, 'inbox', '.clave'))).rejects.toThrow();
  });

  it('takes only /buzon addresses, leaving look-alikes to Vite', () => {
    expect(['/buzon', '/buzon/', '/buzon?q=a', '/buzon/pedidos/x'].every(isBuzonPath)).toBe(true);
    expect(['/buzones', '/src/buzon.ts', '/', '/buzonx/a'].some(isBuzonPath)).toBe(false);
  });
});
