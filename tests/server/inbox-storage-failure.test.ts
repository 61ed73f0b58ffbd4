import type * as Fs from 'node:fs';
import { readdir } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { countTempSubmissions } from '../../server/inbox/temp-area';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';
import { jpegBytes, orderForm, post } from './multipart-fixtures';

/** How the injected file system misbehaves for files whose path contains `field`. */
const fault: { field: string; mode: 'short-write' | 'enospc' | null } = { field: '', mode: null };

/**
 * A disk that fails half-way: a short write keeps only the first half of the bytes without any
 * error (what a full disk did to `handle.write`), ENOSPC fails the stream after the first half.
 */
vi.mock('node:fs', async (importOriginal) => {
  const actual = await importOriginal<typeof Fs>();
  const createWriteStream = ((path: string, options: object) => {
    const real = actual.createWriteStream(path, options);
    if (fault.mode === null || !String(path).includes(fault.field)) return real;
    let written = 0;
    const half = 1024;
    return new Writable({
      write(chunk: Buffer, _encoding, done) {
        const keep = Math.max(0, Math.min(chunk.length, half - written));
        written += chunk.length;
        if (fault.mode === 'enospc' && written > half) {
          done(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }));
          return;
        }
        real.write(chunk.subarray(0, keep), () => done());
      },
      final(done) {
        real.end(() => done());
      },
    });
  }) as typeof actual.createWriteStream;
  return { ...actual, createWriteStream, default: { ...actual, createWriteStream } };
});

const failed = vi.fn();
let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer({ log: { stored: () => undefined, failed, refused: () => undefined, unprinted: () => undefined } });
});
afterAll(() => app.close());
beforeEach(() => {
  fault.mode = null;
  failed.mockClear();
});

async function nothingVisible(): Promise<void> {
  expect((await readdir(app.inboxDir)).filter((name) => !name.startsWith('.'))).toEqual([]);
  expect(await countTempSubmissions(app.inboxDir)).toBe(0);
}

describe('a disk that fails while an order is written', () => {
  it.each([
    ['file', 'short-write'],
    ['proof', 'short-write'],
    ['file', 'enospc'],
    ['proof', 'enospc'],
  ] as const)('fails the whole order with 500 when %s meets a %s, keeps nothing and logs it', async (field, mode) => {
    Object.assign(fault, { field, mode });
    const answer = await post(`${app.baseUrl}/f/mgm-local`, orderForm({ proof: new Blob([jpegBytes(40_000)]) }, [], jpegBytes(50_000)));
    expect(answer.status).toBe(500);
    expect(answer.body.errors?.[0]?.message).toMatch(/No pudimos guardar tu diseño: volvé a intentar/);
    expect(failed).toHaveBeenCalledTimes(1);
    await nothingVisible();
  });

  it('stores the order once the disk works again', async () => {
    expect((await post(`${app.baseUrl}/f/mgm-local`, orderForm())).status).toBe(200);
  });
});
