import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import { createApp } from '../../server/app-server';
import { buzon } from '../../server/buzon/buzon-plugin';
import { inboxOptionsFromEnv } from '../../server/inbox/inbox-config';
import type { TrustProxy } from '../../server/inbox/inbox-config';
import type { OrderLife } from '../../server/orders/order-life';
import { createStatsCollector } from '../../server/stats/collector';
import { createTarifaStore } from '../../server/tarifa/tarifa-store';

export const testPassword = 'clave-de-prueba-larga';

export interface BuzonServer {
  readonly app: FastifyInstance;
  readonly baseUrl: string;
  close(): Promise<void>;
}

/**
 * The app server as `npm start` builds it (security headers, inbox, static pages) with the store's
 * inbox over `inboxDir`, on a free loopback port; `orders` brings the emails' settings (SMTP_URL…).
 */
export async function startBuzon(inboxDir: string, now?: () => number, trustProxy: TrustProxy = false, orders?: OrderLife): Promise<BuzonServer> {
  const clientDir = join(inboxDir, '..', 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), '<!doctype html><html lang="es"><title>MGM</title></html>');
  const tarifa = createTarifaStore(inboxDir);
  const stats = createStatsCollector({ inboxDir });
  const app = createApp({ ...inboxOptionsFromEnv({}, inboxDir), inboxDir, clientDir, trustProxy, orders, tarifa, stats });
  await app.register(buzon, { inboxDir, password: testPassword, now, orders, tarifa, stats });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
    const close = async (): Promise<void> => {
    // Keep-alive sockets of fetch would hold close() until they time out.
    app.server.closeAllConnections();
    await app.close();
  };
  return { app, baseUrl: `http://127.0.0.1:${port}`, close };
}

/** An inbox folder inside its own temp root (the test server's client build goes beside it). */
export async function tempInbox(): Promise<{ dir: string; remove(): Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'mgm-buzon-server-'));
  const dir = join(root, 'inbox');
  await mkdir(dir);
  return { dir, remove: () => rm(root, { recursive: true, force: true }) };
}

/** A browser-like client: same-origin form posts, the session cookie kept, redirects not followed. */
export function client(baseUrl: string) {
  let cookie = '';
  const request = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookie && !headers.has('cookie')) headers.set('cookie', cookie);
    if (init.method === 'POST' && !headers.has('origin')) headers.set('origin', baseUrl);
    const response = await fetch(`${baseUrl}${path}`, { ...init, headers, redirect: 'manual' });
    const set = response.headers.get('set-cookie');
    if (set) cookie = set.split(';')[0] ?? '';
    return response;
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  return {
    request,
    form,
    login: (password = testPassword) => request('/buzon/entrar', form({ clave: password })),
    get cookie() {
      return cookie;
    },
  };
}

/** A server over a fresh inbox for each test of the file (`current()` while it runs), and a client signed in to it. */
export function buzonForEachTest() {
  let inbox: Awaited<ReturnType<typeof tempInbox>> | null = null;
  let server: BuzonServer | null = null;
  beforeEach(async () => {
    inbox = await tempInbox();
    server = await startBuzon(inbox.dir);
  });
  afterEach(async () => {
    await server?.close();
    await inbox?.remove();
  });
  const current = () => {
    if (!inbox || !server) throw new Error('Solo dentro de un test.');
    return { inboxDir: inbox.dir, server };
  };
  const signedIn = async () => {
    const browser = client(current().server.baseUrl);
    expect((await browser.login()).status).toBe(303);
    return browser;
  };
  return { current, signedIn };
}
