/**
 * The panel PDF built in the print pool's worker threads, as the production pages ask for it: the
 * file and its digest come back; a refusal comes back with its Spanish reason; a panel past the time
 * cap ends its worker, leaves no file, and the pool goes on with the next job.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrintPool, type PrintPool } from '../../server/inbox/print-pool';
import { defaultPrintLimits } from '../../server/inbox/print-config';
import type { PanelJob } from '../../server/production/panel-file';
import { writeSamplePlan } from './panel-fixtures';

let dir = '';
let job: PanelJob;
let pool: PrintPool;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'mgm-panel-pool-'));
  const { plan, printFiles } = await writeSamplePlan(dir);
  job = { plan, panelIndex: 0, printFiles, outFile: join(dir, 'panel-1.pdf'), date: '28/11/2026' };
  pool = createPrintPool(defaultPrintLimits);
});
afterAll(async () => {
  await pool.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the print pool builds a panel', () => {
  it('in a worker, and answers with the file\'s size and SHA-256', async () => {
    const result = await pool.panel(job);
    const bytes = await readFile(job.outFile);
    expect(result).toEqual({ ok: true, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
    expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
    expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
  });

  it('passes a refusal on with its reason, and never touches a file already there', async () => {
    const before = await readFile(job.outFile);
    expect(await pool.panel({ ...job, panelIndex: 1 })).toMatchObject({ ok: false });
    expect((await readFile(job.outFile)).equals(before)).toBe(true);
    const other = join(dir, 'panel-3.pdf');
    expect(await pool.panel({ ...job, panelIndex: 2, outFile: other })).toEqual({ ok: false, reason: 'el plan P-0007 no tiene un panel 3.' });
  });

  it('ends a panel past the time cap, leaves no file, and builds the next one', async () => {
    const hurried = createPrintPool({ ...defaultPrintLimits, timeoutMs: 300 });
    try {
      const outFile = join(dir, 'late.pdf');
      expect(await hurried.panel({ ...job, outFile })).toMatchObject({ ok: false, reason: 'el armado pasó el límite de tiempo (0 s).' });
      await expect(stat(outFile)).rejects.toThrow();
      expect((await readdir(dir)).filter((name) => name.endsWith('.part'))).toEqual([]);
    } finally {
      await hurried.close();
    }
    expect(await pool.panel({ ...job, panelIndex: 1, outFile: join(dir, 'panel-2.pdf') })).toMatchObject({ ok: true });
  });
});
