import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isBuzonPath } from '../../server/buzon/buzon-plugin';
import { inboxMiddleware } from '../../server/vite-inbox-plugin';
import viteConfig from '../../vite.config';
import { client } from './buzon-harness';
import { codes, orderForm, post } from './multipart-fixtures';

let root: string;
let server: Server;
let baseUrl: string;
const stored = vi.fn();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-dev-inbox-'));
  vi.stubEnv('INBOX_DIR', 'inbox');
  const middleware = inboxMiddleware(root, { stored, failed: () => undefined, refused: () => undefined, unprinted: () => undefined });
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

describe('the inbox inside `npm run dev`', () => {
  it('passes other paths on and leaves the inbox folder alone until an order arrives', async () => {
    expect((await fetch(`${baseUrl}/src/main.tsx`)).status).toBe(204);
    expect(await readdir(root)).toEqual([]);
  });

  it('stores an order under INBOX_DIR relative to the Vite root, like `npm start`', async () => {
    expect((await post(`${baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
    const folders = (await readdir(join(root, 'inbox'))).filter((name) => !name.startsWith('.'));
    expect(folders).toHaveLength(1);
    expect(stored).toHaveBeenCalledWith(join(root, 'inbox', folders[0] ?? ''));
    expect(codes(await post(`${baseUrl}/f/otra`, orderForm()))).toEqual(['FORM_NOT_FOUND']);
  });

  it('is mounted by `npm run dev` only, never by a build, vitest or the lab page', async () => {
    const inDevServer = async (command: 'serve' | 'build', mode: string) => {
      const config = await viteConfig({ command, mode, isSsrBuild: false, isPreview: false });
      const inbox = config.plugins?.flat().find((plugin) => plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'mgm-local-inbox');
      const apply = inbox && typeof inbox === 'object' && 'apply' in inbox ? inbox.apply : undefined;
      return typeof apply === 'function' && apply({}, { command, mode, isSsrBuild: false, isPreview: false });
    };
    expect(await inDevServer('serve', 'development')).toBe(true);
    const elsewhere = [inDevServer('build', 'production'), inDevServer('build', 'server'), inDevServer('serve', 'test'), inDevServer('serve', 'lab')];
    expect(await Promise.all(elsewhere)).toEqual([false, false, false, false]);
  });
});

describe('/buzon inside `npm run dev`', () => {
  it('is served by the same plugin as `npm start`, behind the same password', async () => {
    // Read on the first request, like INBOX_DIR.
    vi.stubEnv('INBOX_PASSWORD', 'clave-de-desarrollo');
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
