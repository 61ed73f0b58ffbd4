import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { defaultUploadLimits } from '../../server/inbox/inbox-config';
import type { StallRules } from '../../server/inbox/stall-guard';
import { appendFrom, createFrom, openAppend, openRequest, otherAddress, probe, resumeOffset, storedReaches, trickle } from './abuse-clients';
import type { Probe, RawAnswer } from './abuse-clients';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { jpegBytes, orderForm, post } from './multipart-fixtures';

/** A server with a narrow upload pool, and a probe asking it for a page all along. */
async function withServer(
  overrides: { uploads: Partial<typeof defaultUploadLimits>; stall?: StallRules },
  body: (app: RunningServer, endpoint: string) => Promise<void>,
): Promise<void> {
  const app = await startTestServer({ ...overrides, uploads: { ...defaultUploadLimits, ...overrides.uploads } });
  const watch: Probe = probe(app.baseUrl);
  try {
    await body(app, `${app.baseUrl}/f/mgm-local/subidas`);
  } finally {
    const seen = await watch.stop();
    await app.close();
    expect(seen.answered).toBe(seen.asked);
    expect(seen.asked).toBeGreaterThan(0);
  }
}

/** An honest upload of a small photo, whole, from `from`: its append's status, once a slot is free. */
async function honestUpload(endpoint: string, from = '127.0.0.1'): Promise<number> {
  const photo = jpegBytes(50_000);
  const created = await createFrom(endpoint, photo.length, randomUUID(), from);
  if (created.status !== 201) return created.status;
  return (await appendFrom(created.url, 0, photo, from)).status;
}

describe('upload slots are freed by the connection', () => {
  it('frees the slot of every upload dropped mid-append, so an honest upload gets through, and the dropped one resumes', async () => {
    await withServer({ uploads: { maxConcurrent: 2, perClient: 2 } }, async (app, endpoint) => {
      const photo = jpegBytes(200_000);
      const dropped: string[] = [];
      for (let round = 0; round < 8; round += 1) {
        const created = await createFrom(endpoint, photo.length, randomUUID());
        expect(created.status).toBe(201);
        const { req } = openAppend(created.url, 0, photo.length);
        req.on('error', () => undefined);
        req.write(photo.subarray(0, 60_000));
        await storedReaches(app.inboxDir, created.url, 1);
        req.destroy();
        dropped.push(created.url);
      }
      await vi.waitFor(async () => expect(await honestUpload(endpoint)).toBe(204), { timeout: 5000, interval: 200 });
      const resumeUrl = dropped[0] ?? '';
      const offset = await resumeOffset(resumeUrl);
      expect(offset).toBeGreaterThan(0);
      expect((await appendFrom(resumeUrl, offset, photo.subarray(offset))).status).toBe(204);
    });
  });

  it('frees the slot of an upload the stall rule cuts', async () => {
    const stall = { idleMs: 300, minBytesPerSecond: 1, graceMs: 60_000 };
    await withServer({ uploads: { maxConcurrent: 1, perClient: 1 }, stall }, async (_app, endpoint) => {
      const created = await createFrom(endpoint, 100_000, randomUUID());
      const { req } = openAppend(created.url, 0, 100_000);
      const cut = new Promise<void>((resolve) => req.on('close', resolve));
      req.on('error', () => undefined);
      req.write(Buffer.alloc(10_000));
      expect(await honestUpload(endpoint)).toBe(503);
      await cut;
      await vi.waitFor(async () => expect(await honestUpload(endpoint)).toBe(204), { timeout: 5000, interval: 200 });
    });
  });

  it('keeps 32 uploads trickling from one address to its share: another address uploads, and orders have their own pool', async () => {
    await withServer({ uploads: { maxConcurrent: 8, perClient: 4 } }, async (app, endpoint) => {
      const trickling: { status: number; url: string }[] = [];
      for (let i = 0; i < 32; i += 1) trickling.push(await createFrom(endpoint, 1_000_000, randomUUID()));
      expect(trickling.every((created) => created.status === 201)).toBe(true);
      const appends = trickling.map((created) => openAppend(created.url, 0, 1_000_000));
      const stops = appends.map(({ req }) => (req.on('error', () => undefined), trickle(req)));
      try {
        // All but the address's share are refused at once, as busy, with a time to come back.
        const refused: RawAnswer[] = [];
        appends.forEach(({ answer }) => void answer.then((refusal) => refused.push(refusal)));
        await vi.waitFor(() => expect(refused).toHaveLength(28), { timeout: 5000 });
        expect(refused.map((answer) => answer.status)).toEqual(Array.from({ length: 28 }, () => 503));
        expect(refused[0]?.body).toContain('BLOCKED');
        expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
        expect(await honestUpload(endpoint, otherAddress)).toBe(204);
        expect(await honestUpload(endpoint)).toBe(503);
        expect((await post(`${app.baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
      } finally {
        stops.forEach((stop) => stop());
      }
      await vi.waitFor(async () => expect(await honestUpload(endpoint)).toBe(204), { timeout: 5000, interval: 200 });
    });
  });

  it('keeps order posts trickling from one address to its share of the order pool: another address orders', async () => {
    await withServer({ uploads: {} }, async (app) => {
      const url = `${app.baseUrl}/f/mgm-local`;
      const headers = { 'Content-Type': 'multipart/form-data; boundary=lento', 'Content-Length': String(1024 * 1024) };
      const posts = Array.from({ length: 6 }, () => openRequest(url, 'POST', headers));
      const stops = posts.map(({ req }) => (req.on('error', () => undefined), trickle(req)));
      try {
        const refused: RawAnswer[] = [];
        posts.forEach(({ answer }) => void answer.then((refusal) => refused.push(refusal)));
        await vi.waitFor(() => expect(refused.map((answer) => answer.status)).toEqual([503, 503]), { timeout: 5000 });
        const form = new Response(orderForm());
        const other = openRequest(url, 'POST', { 'Content-Type': form.headers.get('content-type') ?? '', Accept: 'application/json' }, otherAddress);
        other.req.end(Buffer.from(await form.arrayBuffer()));
        expect((await other.answer).status).toBe(200);
      } finally {
        stops.forEach((stop) => stop());
      }
      await vi.waitFor(async () => expect((await post(url, orderForm())).status).toBe(200), { timeout: 5000, interval: 200 });
    });
  });
});
