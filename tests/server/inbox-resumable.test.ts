import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultUploadLimits, maxProofBytes } from '../../server/inbox/inbox-config';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, post, sha256 } from './multipart-fixtures';
import { createUpload, patchUpload, sendWhole, uploadOffset } from './tus-requests';
import { listSubmissions } from '../../server/orders/order-folders';

let app: RunningServer;
let endpoint: string;

beforeAll(async () => {
  app = await startTestServer();
  endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
});

afterAll(async () => {
  await app.close();
});

/** The small order post naming uploads instead of carrying files. */
function namingForm(order: string, ids: Readonly<Record<string, string>>): FormData {
  return orderForm({ pedido: order, ...ids }, ['file']);
}

describe('resumable uploads through the inbox', () => {
  it('creates, appends in two parts, reports the offset, and an order names the upload', async () => {
    const order = randomUUID();
    const photo = jpegBytes(300_000);
    const created = await createUpload(endpoint, photo.length, { campo: 'file', pedido: order });
    expect(created.status).toBe(201);
    expect(created.id).toMatch(/^[0-9a-f]{32}$/);
    expect((await patchUpload(created.url, 0, photo.subarray(0, 100_000))).offset).toBe(100_000);
    expect(await uploadOffset(created.url)).toEqual({ status: 200, offset: 100_000 });
    expect((await patchUpload(created.url, 100_000, photo.subarray(100_000))).status).toBe(204);
    const proof = await sendWhole(endpoint, jpegBytes(20_000), { campo: 'proof', pedido: order });
    expect(proof.status).toBe(204);

    const answer = await post(`${app.baseUrl}/f/mgm-local`, namingForm(order, { fileUpload: created.id, proofUpload: proof.id }));
    expect(answer.status).toBe(200);
    const { submissions } = await listSubmissions(app.inboxDir);
    const stored = submissions.find((entry) => entry.record.files.some((file) => file.sha256 === sha256(photo)));
    expect(stored?.record.files.map((file) => file.storedName).sort()).toEqual(['file.jpg', 'print.pdf', 'proof.jpg']);
    expect(sha256(await readFile(join(stored?.folder ?? '', 'file.jpg')))).toBe(sha256(photo));
    // A stored order takes its uploads away: they cannot become a second order.
    expect((await uploadOffset(created.url)).status).toBe(404);
    const again = await post(`${app.baseUrl}/f/mgm-local`, namingForm(order, { fileUpload: created.id }));
    expect(again.status).toBe(400);
    expect(codes(again)).toContain('REQUIRED_FIELD_MISSING:file');
  });

  it('refuses an upload over 25 MB, without a length, or without its field and order', async () => {
    expect((await createUpload(endpoint, 25_000_001, { campo: 'file', pedido: randomUUID() })).status).toBe(413);
    const deferred = await createUpload(endpoint, 0, { campo: 'file', pedido: randomUUID() }, { 'Upload-Defer-Length': '1', 'Upload-Length': '' });
    expect(deferred.status).toBe(400);
    expect((await createUpload(endpoint, 1000, { campo: 'avatar', pedido: randomUUID() })).status).toBe(400);
    expect((await createUpload(endpoint, 1000, { campo: 'file', pedido: 'x' })).status).toBe(400);
  });

  it('refuses a proof declared over 3 MB at its creation, 413, before a byte of it is kept (issue 45)', async () => {
    const before = await readdir(join(app.inboxDir, '.uploads')).catch(() => []);
    const tooBig = await createUpload(endpoint, maxProofBytes + 1, { campo: 'proof', pedido: randomUUID() });
    expect(tooBig.status).toBe(413);
    expect(tooBig.url).toBe('');
    expect(JSON.parse(tooBig.body)).toEqual({ errors: [expect.objectContaining({ code: 'FILES_TOO_BIG', field: 'proof' })] });
    expect(await readdir(join(app.inboxDir, '.uploads')).catch(() => [])).toEqual(before);
    // At the limit it is created; a photo of that size too.
    expect((await createUpload(endpoint, maxProofBytes, { campo: 'proof', pedido: randomUUID() })).status).toBe(201);
    expect((await createUpload(endpoint, maxProofBytes + 1, { campo: 'file', pedido: randomUUID() })).status).toBe(201);
  });

  it('checks a finished upload by its bytes and removes one of the wrong type', async () => {
    const order = randomUUID();
    const fake = new Uint8Array(Buffer.from('<html>no soy una foto</html>'.repeat(100)));
    const sent = await sendWhole(endpoint, fake, { campo: 'file', pedido: order });
    expect(sent.status).toBe(415);
    expect(JSON.parse(sent.body)).toMatchObject({ errors: [{ code: 'NO_FILE_UPLOADS', field: 'file' }] });
    expect(sent.id).not.toBe('');
    const left = await readdir(join(app.inboxDir, '.uploads'));
    expect(left.some((name) => name.startsWith(sent.id))).toBe(false);
  });

  it('refuses uploads from another site before reading them', async () => {
    const created = await createUpload(endpoint, 1000, { campo: 'file', pedido: randomUUID() }, { Origin: 'https://evil.example' });
    expect(created.status).toBe(403);
    const mine = await createUpload(endpoint, 1000, { campo: 'file', pedido: randomUUID() });
    expect((await patchUpload(mine.url, 0, jpegBytes(1000), { Origin: 'https://evil.example' })).status).toBe(403);
    expect((await uploadOffset(mine.url)).offset).toBe(0);
  });

  it('never reads an upload back nor lets it be removed from outside', async () => {
    const sent = await sendWhole(endpoint, jpegBytes(5000), { campo: 'file', pedido: randomUUID() });
    for (const method of ['GET', 'DELETE']) {
      const answer = await fetch(`${endpoint}/${sent.id}`, { method, headers: { Origin: app.baseUrl, 'Tus-Resumable': '1.0.0' } });
      expect(answer.status).toBe(405);
      expect(answer.headers.get('allow')).toBe('POST, PATCH, HEAD, OPTIONS');
    }
    expect((await uploadOffset(`${endpoint}/${sent.id}`)).offset).toBe(5000);
  });

  it('refuses an order naming an upload that is missing, unfinished or made for another order', async () => {
    const order = randomUUID();
    const photo = jpegBytes(50_000);
    const unfinished = await createUpload(endpoint, photo.length, { campo: 'file', pedido: order });
    await patchUpload(unfinished.url, 0, photo.subarray(0, 10_000));
    const foreign = await sendWhole(endpoint, photo, { campo: 'file', pedido: randomUUID() });
    const wrongField = await sendWhole(endpoint, jpegBytes(20_000), { campo: 'proof', pedido: order });
    for (const id of ['f'.repeat(32), '../../etc/passwd', unfinished.id, foreign.id, wrongField.id]) {
      const answer = await post(`${app.baseUrl}/f/mgm-local`, namingForm(order, { fileUpload: id }));
      expect(answer.status).toBe(400);
      expect(codes(answer)).toContain('REQUIRED_FIELD_MISSING:file');
    }
    // A refused order leaves the uploads it named as they were, for the shopper's retry.
    expect(await uploadOffset(unfinished.url)).toEqual({ status: 200, offset: 10_000 });
    expect((await uploadOffset(`${endpoint}/${foreign.id}`)).status).toBe(200);
  });

  it('refuses a file posted in the body and an upload for the same field', async () => {
    const order = randomUUID();
    const sent = await sendWhole(endpoint, jpegBytes(20_000), { campo: 'file', pedido: order });
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload: sent.id }));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toContain('TOO_MANY_FILES');
  });
});

describe('abandoned uploads', () => {
  it('are removed once expired and never become orders', async () => {
    const shortLived = await startTestServer({ uploadExpiryMs: 300 });
    try {
      const order = randomUUID();
      const target = `${shortLived.baseUrl}/f/mgm-local/subidas`;
      const unfinished = await createUpload(target, 50_000, { campo: 'file', pedido: order });
      await patchUpload(unfinished.url, 0, jpegBytes(50_000).subarray(0, 1000));
      const finished = await sendWhole(target, jpegBytes(20_000), { campo: 'file', pedido: order });
      // The inbox sweeps at start and then as often as the expiry (every 15 minutes at most).
      await vi.waitFor(async () => expect(await readdir(join(shortLived.inboxDir, '.uploads'))).toEqual([]), { timeout: 3000 });
      const answer = await post(`${shortLived.baseUrl}/f/mgm-local`, namingForm(order, { fileUpload: finished.id }));
      expect(answer.status).toBe(400);
      expect((await listSubmissions(shortLived.inboxDir)).submissions).toEqual([]);
    } finally {
      await shortLived.close();
    }
  });
});

describe('the limits orders have', () => {
  it('count creating uploads per address like orders, and share the security headers', async () => {
    const limited = await startTestServer({ rateLimitPerMinute: 2 });
    try {
      const target = `${limited.baseUrl}/f/mgm-local/subidas`;
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await createUpload(target, 1000, { campo: 'file', pedido: randomUUID() })).status);
      expect(statuses).toEqual([201, 201, 429]);
      const answer = await fetch(target, { method: 'OPTIONS', headers: { Origin: limited.baseUrl } });
      expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(answer.headers.get('tus-resumable')).toBe('1.0.0');
    } finally {
      await limited.close();
    }
  });

  it('take a slot of the upload pool each while they are written, and answer 503 when every slot is taken', async () => {
    const narrow = await startTestServer({ uploads: { ...defaultUploadLimits, maxConcurrent: 1 } });
    try {
      const target = `${narrow.baseUrl}/f/mgm-local/subidas`;
      const created = await createUpload(target, 2_000_000, { campo: 'file', pedido: randomUUID() });
      const { request } = await import('node:http');
      const holding = request(created.url, {
        method: 'PATCH',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream', 'Content-Length': '2000000', Origin: narrow.baseUrl },
      });
      holding.on('error', () => undefined);
      holding.write(Buffer.alloc(1000));
      // Waits are generous: on a busy two-core machine the held PATCH can take over a second to reach its slot.
      await vi.waitFor(async () => expect((await createUpload(target, 1000, { campo: 'file', pedido: randomUUID() })).status).toBe(503), { timeout: 10_000 });
      holding.destroy();
      await vi.waitFor(async () => expect((await createUpload(target, 1000, { campo: 'file', pedido: randomUUID() })).status).toBe(201), { timeout: 10_000 });
    } finally {
      await narrow.close();
    }
  });
});
