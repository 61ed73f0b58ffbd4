import type { ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildServer } from '../load/child-server';
import type { ChildServer } from '../load/child-server';
import { indexHtml } from './app-server-harness';
import { jpegBytes } from './multipart-fixtures';

/**
 * Issue 47: a worker killed with SIGKILL in the middle of an order leaves its temp area (the order's
 * partial photo) and may leave an atomic writer's temp file; the worker its supervisor starts again
 * removes both, while another live server on the same inbox keeps its upload in progress.
 */
const clusterScript = fileURLToPath(new URL('./child-cluster.ts', import.meta.url));
const childScript = fileURLToPath(new URL('./child-inbox.ts', import.meta.url));
const uuid = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';
let root: string;
let inboxDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-crash-sweep-'));
  inboxDir = join(root, 'inbox');
  await mkdir(join(root, 'client'), { recursive: true });
  await writeFile(join(root, 'client', 'index.html'), indexHtml);
  env = { NODE_OPTIONS: '--import tsx', CLIENT_DIR: join(root, 'client') };
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** An order post whose photo stops after `sent` bytes and waits, as a phone in a tunnel does. */
function heldOrder(baseUrl: string, sent: number): { readonly ended: Promise<void>; readonly drop: () => void } {
  const boundary = 'mgmbarrera';
  const photo = jpegBytes(2_000_000);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const tail = `\r\n--${boundary}--\r\n`;
  const req = request(`${baseUrl}/f/mgm-local`, {
    method: 'POST',
    headers: {
      Origin: baseUrl,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + photo.length + tail.length,
    },
  });
  const ended = new Promise<void>((resolve) => req.on('close', resolve).on('error', () => undefined));
  req.write(head);
  req.write(photo.subarray(0, sent));
  return { ended, drop: () => req.destroy() };
}

/** The bytes of the partial photo in each temp area, by area. */
async function partialPhotos(): Promise<Map<string, number>> {
  const sizes = new Map<string, number>();
  const tempRoot = join(inboxDir, '.tmp');
  for (const area of await readdir(tempRoot)) {
    for (const submission of await readdir(join(tempRoot, area))) {
      const part = await stat(join(tempRoot, area, submission, 'file.part')).catch(() => null);
      if (part) sizes.set(area, part.size);
    }
  }
  return sizes;
}

async function until<T>(check: () => Promise<T | null>, what: string): Promise<T> {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (performance.now() > deadline) throw new Error(`no llegó: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function nextListening(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const onData = (text: string): void => {
      if (!text.includes('listo en')) return;
      child.stdout?.off('data', onData);
      resolve();
    };
    child.stdout?.on('data', onData);
  });
}

async function stop(server: ChildServer): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

describe('a worker killed with SIGKILL in the middle of an order', () => {
  it('leaves nothing once its supervisor started it again, and another live server keeps its upload', async () => {
    const shop = await startChildServer(clusterScript, inboxDir, env);
    const other = await startChildServer(childScript, inboxDir, env);
    try {
      const otherArea = (await readdir(join(inboxDir, '.tmp'))).find((name) => name.startsWith(`${other.process.pid}-`));
      const held = [heldOrder(shop.baseUrl, 600_000), heldOrder(other.baseUrl, 600_000)];
      const before = await until(async () => {
        const sizes = await partialPhotos();
        return sizes.size === 2 && [...sizes.values()].every((size) => size === 600_000) ? sizes : null;
      }, 'las dos fotos a medias');
      const killedArea = [...before.keys()].find((area) => area !== otherArea) ?? '';
      const killedPid = Number(killedArea.split('-')[0]);
      // Never 0: process.kill(0) would end this whole process group.
      expect(otherArea).toBeDefined();
      expect(killedPid).toBeGreaterThan(0);
      // What a kill in the middle of an order's state write leaves, and a live server's write in progress.
      const order = join(inboxDir, '2026-11-28T08-00-00-000Z-pedido');
      await mkdir(order);
      const killedWrite = `.state.json~${killedArea}~${uuid}.tmp`;
      const liveWrite = `.state.json~${otherArea ?? ''}~${uuid}.tmp`;
      await Promise.all([killedWrite, liveWrite].map((name) => writeFile(join(order, name), '{"state":')));

      const restarted = nextListening(shop.process);
      process.kill(killedPid, 'SIGKILL');
      await held[0]?.ended;
      await restarted;

      const areas = await readdir(join(inboxDir, '.tmp'));
      expect(areas).toHaveLength(2);
      expect(areas).not.toContain(killedArea);
      expect(areas).toContain(otherArea);
      expect(await partialPhotos()).toEqual(new Map([[otherArea, 600_000]]));
      expect(await readdir(order)).toEqual([liveWrite]);
      held[1]?.drop();
    } finally {
      await Promise.all([stop(shop), stop(other)]);
    }
  }, 90_000);
});
