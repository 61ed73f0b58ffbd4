import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultUploadLimits } from '../../server/inbox/inbox-config';
import { appendFrom, createFrom, otherAddress } from './abuse-clients';
import { startTestServer } from './app-server-harness';
import { jpegBytes, orderForm, post } from './multipart-fixtures';

const megabyte = 1024 * 1024;

function errorCodes(body: string): string[] {
  return ((JSON.parse(body) as { errors: { code?: string }[] }).errors ?? []).map((error) => error.code ?? '');
}

describe('uploads while the disk is below INBOX_MIN_FREE_MB', () => {
  it('refuses creating and appending with 503 INBOX_FULL, and counts the uploads kept across the restart', async () => {
    const inboxDir = join(await mkdtemp(join(tmpdir(), 'mgm-disk-')), 'inbox');
    try {
      const roomy = await startTestServer({ inboxDir });
      const endpoint = `${roomy.baseUrl}/f/mgm-local/subidas`;
      const photo = jpegBytes(100_000);
      const created = await createFrom(endpoint, photo.length, randomUUID());
      expect((await appendFrom(created.url, 0, photo.subarray(0, 40_000))).status).toBe(204);
      await roomy.close();

      // The same inbox, now on a disk with too little room: nothing more is written into it.
      const full = await startTestServer({ inboxDir, minFreeBytes: Number.MAX_SAFE_INTEGER });
      try {
        const again = `${full.baseUrl}/f/mgm-local/subidas`;
        const refusedCreate = await createFrom(again, 1000, randomUUID());
        expect(refusedCreate.status).toBe(503);
        expect(errorCodes(refusedCreate.body)).toEqual(['INBOX_FULL']);
        const resumed = created.url.replace(roomy.baseUrl, full.baseUrl);
        const refusedAppend = await appendFrom(resumed, 40_000, photo.subarray(40_000));
        expect(refusedAppend.status).toBe(503);
        expect(errorCodes(refusedAppend.body)).toEqual(['INBOX_FULL']);
        expect(refusedAppend.headers['retry-after']).toBeDefined();
      } finally {
        await full.close();
      }

      // Room again, and a total cap: the upload kept on disk still counts in it after the restarts.
      const capped = await startTestServer({ inboxDir, uploads: { ...defaultUploadLimits, unclaimedBytesTotal: 150_000 } });
      try {
        const endpointAgain = `${capped.baseUrl}/f/mgm-local/subidas`;
        expect((await createFrom(endpointAgain, 60_000, randomUUID())).status).toBe(503);
        expect((await createFrom(endpointAgain, 40_000, randomUUID())).status).toBe(201);
      } finally {
        await capped.close();
      }
    } finally {
      await rm(join(inboxDir, '..'), { recursive: true, force: true });
    }
  });
});

describe('caps on the bytes of unclaimed uploads', () => {
  const limits = { ...defaultUploadLimits, unclaimedBytesPerClient: 3 * megabyte, unclaimedBytesTotal: 4 * megabyte };

  it('counts declared lengths per address (429 BLOCKED) and in total (503 INBOX_FULL); a stored order gives its bytes back', async () => {
    const app = await startTestServer({ uploads: limits });
    try {
      const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
      const order = randomUUID();
      const photo = jpegBytes(megabyte);
      const mine = [];
      for (let i = 0; i < 3; i += 1) mine.push(await createFrom(endpoint, megabyte, order));
      expect(mine.map((created) => created.status)).toEqual([201, 201, 201]);
      const overMine = await createFrom(endpoint, 1, order);
      expect(overMine.status).toBe(429);
      expect(errorCodes(overMine.body)).toEqual(['BLOCKED']);
      expect(Number(overMine.headers['retry-after'])).toBeGreaterThan(60 * 60);

      expect((await createFrom(endpoint, megabyte, randomUUID(), otherAddress)).status).toBe(201);
      const overAll = await createFrom(endpoint, 1, randomUUID(), otherAddress);
      expect(overAll.status).toBe(503);
      expect(errorCodes(overAll.body)).toEqual(['INBOX_FULL']);

      const first = mine[0]?.url ?? '';
      expect((await appendFrom(first, 0, photo)).status).toBe(204);
      const stored = await post(`${app.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload: first.split('/').pop() ?? '' }, ['file']));
      expect(stored.status).toBe(200);
      expect((await createFrom(endpoint, megabyte, randomUUID())).status).toBe(201);
    } finally {
      await app.close();
    }
  });

  it('never lets concurrent creations pass a cap together', async () => {
    const app = await startTestServer({ uploads: { ...limits, perClient: 32 } });
    try {
      const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
      const statuses = await Promise.all(Array.from({ length: 8 }, () => createFrom(endpoint, megabyte, randomUUID()).then((created) => created.status)));
      expect(statuses.filter((status) => status === 201)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    } finally {
      await app.close();
    }
  });
});
