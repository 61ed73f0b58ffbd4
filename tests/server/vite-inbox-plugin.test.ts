import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inboxMiddleware, inboxPlugin } from '../../server/vite-inbox-plugin';
import { codes, orderForm, post } from './multipart-fixtures';

let root: string;
let server: Server;
let baseUrl: string;
const stored = vi.fn();

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-dev-inbox-'));
  vi.stubEnv('INBOX_DIR', 'inbox');
  const middleware = inboxMiddleware(root, { stored, failed: () => undefined, refused: () => undefined });
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

  it('is a serve-only plugin', () => {
    expect(inboxPlugin()).toMatchObject({ name: 'mgm-local-inbox', apply: 'serve' });
  });
});
