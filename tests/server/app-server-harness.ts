import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createApp } from '../../server/app-server';
import type { AppServerOptions } from '../../server/app-server';
import { defaultUploadLimits } from '../../server/inbox/inbox-config';
import { defaultStallRules } from '../../server/inbox/stall-guard';

export interface RunningServer {
  readonly baseUrl: string;
  readonly port: number;
  readonly root: string;
  readonly clientDir: string;
  readonly inboxDir: string;
  readonly app: FastifyInstance;
  close(): Promise<void>;
}

export const indexHtml = '<!doctype html><html lang="es"><title>MGM</title><div id="root"></div></html>';
/** Long enough that gzip pays off. */
export const assetJs = `export const greeting = ${JSON.stringify('hola '.repeat(400))};\n`;

/** A real server on a free loopback port, over a temp client build and a temp inbox. */
export async function startTestServer(overrides: Partial<AppServerOptions> = {}): Promise<RunningServer> {
  const root = await mkdtemp(join(tmpdir(), 'mgm-server-test-'));
  const clientDir = join(root, 'client');
  await mkdir(join(clientDir, 'assets'), { recursive: true });
  await writeFile(join(clientDir, 'index.html'), indexHtml);
  await writeFile(join(clientDir, 'assets', 'index-AbC123.js'), assetJs);
  await writeFile(join(clientDir, 'assets', 'index-AbC123.css'), 'body{margin:0}');
  await writeFile(join(clientDir, 'robots.txt'), 'User-agent: *\n');
  await writeFile(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(clientDir, '.env'), 'SECRET=1');
  await writeFile(join(root, 'secret.txt'), 'outside the client dir');
  const inboxDir = join(root, 'inbox');
  const app = createApp({
    clientDir,
    inboxDir,
    formKey: 'mgm-local',
    project: '',
    rateLimitPerMinute: 1000,
    maxConcurrent: 32,
    uploads: defaultUploadLimits,
    stall: defaultStallRules,
    uploadExpiryMs: 6 * 60 * 60 * 1000,
    allowedOrigins: [],
    minFreeBytes: 0,
    ...overrides,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    root,
    clientDir,
    inboxDir,
    app,
    async close() {
      app.server.closeAllConnections();
      await app.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
