import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appendFrom, createFrom } from './abuse-clients';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { codes, jpegBytes, orderForm, post } from './multipart-fixtures';
import { listSubmissions } from '../../server/orders/order-folders';

/** The browser's default budget: INBOX_RATE_LIMIT unset. */
const defaultRatePerMinute = 30;

/** Sends `bytes` as one upload in `parts` appends, as a phone whose connection drops does; the upload's id. */
async function uploadInParts(endpoint: string, order: string, field: string, bytes: Uint8Array, parts: number): Promise<string> {
  const created = await createFrom(endpoint, bytes.length, order, '127.0.0.1', field);
  expect(created.status).toBe(201);
  const step = Math.ceil(bytes.length / parts);
  for (let offset = 0; offset < bytes.length; offset += step) {
    expect((await appendFrom(created.url, offset, bytes.subarray(offset, offset + step))).status).toBe(204);
  }
  return created.url.split('/').pop() ?? '';
}

/** An order as the app sends it to the local inbox: photo and proof uploads, then the post naming them. */
async function appOrder(app: RunningServer, photoParts: number): Promise<number> {
  const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
  const order = randomUUID();
  const fileUpload = await uploadInParts(endpoint, order, 'file', jpegBytes(300_000), photoParts);
  const proofUpload = await uploadInParts(endpoint, order, 'proof', jpegBytes(40_000), 1);
  return (await post(`${app.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload, proofUpload }, ['file']))).status;
}

describe('one rate-limit budget per address for create, append and order', () => {
  it('fits ten orders a minute whose photo arrives in many appends, then refuses creating and ordering alike', async () => {
    const app = await startTestServer({ rateLimitPerMinute: defaultRatePerMinute });
    try {
      const statuses: number[] = [];
      // Each order: two creates and the post spend the budget; its eight appends do not.
      for (let i = 0; i < defaultRatePerMinute / 3; i += 1) statuses.push(await appOrder(app, 7));
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));

      const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
      const late = await createFrom(endpoint, 1000, randomUUID());
      expect(late.status).toBe(429);
      expect(Number(late.headers['retry-after'])).toBeGreaterThan(0);
      const order = await post(`${app.baseUrl}/f/mgm-local`, orderForm());
      expect(order.status).toBe(429);
      expect(codes(order)).toEqual(['BLOCKED']);
    } finally {
      await app.close();
    }
  });

  it('refuses an append once its address went over the budget', async () => {
    const app = await startTestServer({ rateLimitPerMinute: 2 });
    try {
      const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
      const created = await createFrom(endpoint, 2000, randomUUID());
      expect((await appendFrom(created.url, 0, new Uint8Array(1000))).status).toBe(204);
      expect((await post(`${app.baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
      expect((await createFrom(endpoint, 1000, randomUUID())).status).toBe(429);
      const append = await appendFrom(created.url, 1000, new Uint8Array(1000));
      expect(append.status).toBe(429);
      expect(append.body).toContain('BLOCKED');
    } finally {
      await app.close();
    }
  });
});

describe('one order per upload', () => {
  it('stores one order of three posted at once naming the same upload, and refuses the others clearly', async () => {
    const app = await startTestServer();
    try {
      const endpoint = `${app.baseUrl}/f/mgm-local/subidas`;
      for (let round = 0; round < 3; round += 1) {
        const order = randomUUID();
        const fileUpload = await uploadInParts(endpoint, order, 'file', jpegBytes(200_000), 1);
        const answers = await Promise.all(
          Array.from({ length: 3 }, () => post(`${app.baseUrl}/f/mgm-local`, orderForm({ pedido: order, fileUpload }, ['file']))),
        );
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
        for (const refused of answers.filter((answer) => answer.status === 400)) {
          expect(codes(refused)).toEqual(['REQUIRED_FIELD_MISSING:file']);
          expect(refused.body.errors?.[0]?.message).toMatch(/volvé a enviar tu diseño/);
        }
      }
      expect((await listSubmissions(app.inboxDir)).submissions).toHaveLength(3);
    } finally {
      await app.close();
    }
  });
});
