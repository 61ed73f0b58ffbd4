import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { rawPatch } from '../attacks/raw-upload';
import { startChildServer } from '../load/child-server';
import { indexHtml } from './app-server-harness';
import { jpegBytes, orderForm, post, sha256 } from './multipart-fixtures';
import { createUpload, patchUpload, sendWhole, uploadOffset } from './tus-requests';
import { listSubmissions } from '../../server/orders/order-folders';

const childScript = fileURLToPath(new URL('./child-inbox.ts', import.meta.url));
let root: string;
let inboxDir: string;
let clientDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-crash-upload-'));
  inboxDir = join(root, 'inbox');
  clientDir = join(root, 'client');
  await mkdir(clientDir, { recursive: true });
  await writeFile(join(clientDir, 'index.html'), indexHtml);
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const startInbox = () => startChildServer(childScript, inboxDir, { NODE_OPTIONS: '--import tsx', CLIENT_DIR: clientDir });

describe('a server killed in the middle of an upload', () => {
  it('keeps the bytes it had, resumes the upload after a restart, and shows no partial order', async () => {
    const order = randomUUID();
    const photo = jpegBytes(3_000_000);
    const first = await startInbox();
    const created = await createUpload(`${first.baseUrl}/f/mgm-local/subidas`, photo.length, { campo: 'file', pedido: order });
    expect(created.status).toBe(201);
    await rawPatch(created.url, photo, 1_200_000, '127.0.0.1').written;
    // Long enough for the bytes to reach the file (the kernel's page cache survives SIGKILL).
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.process.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');

    const second = await startInbox();
    try {
      const url = `${second.baseUrl}/f/mgm-local/subidas/${created.id}`;
      const { status, offset } = await uploadOffset(url);
      expect(status).toBe(200);
      expect(offset).toBeGreaterThan(0);
      expect(offset).toBeLessThanOrEqual(1_200_000);
      expect((await listSubmissions(inboxDir)).submissions).toEqual([]);
      expect(await countTempSubmissions(inboxDir)).toBe(0);

      expect((await patchUpload(url, offset, photo.subarray(offset))).status).toBe(204);
      const proof = await sendWhole(`${second.baseUrl}/f/mgm-local/subidas`, jpegBytes(30_000), { campo: 'proof', pedido: order });
      const answer = await post(`${second.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload: created.id, proofUpload: proof.id }, ['file']));
      expect(answer.status).toBe(200);
      const [stored] = (await listSubmissions(inboxDir)).submissions;
      expect(stored?.record.files.find((file) => file.field === 'file')?.sha256).toBe(sha256(photo));
    } finally {
      second.process.kill('SIGTERM');
      await second.exited;
    }
  }, 60_000);
});
