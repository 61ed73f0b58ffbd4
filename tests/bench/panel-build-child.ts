/**
 * The panel benchmark's measured process (panel-memory.ts starts it): a fresh Node process that, as
 * the server does, holds a print pool and asks it for one panel. It prints, as JSON, the result, the
 * time, its RSS before, the highest RSS sampled and the kernel's high-water mark (VmHWM), which no
 * sampling can miss.
 */
import { readFile } from 'node:fs/promises';
import { printLimitsFromEnv } from '../../server/inbox/print-config';
import { createPrintPool } from '../../server/inbox/print-pool';
import type { PanelJob } from '../../server/production/panel-file';

async function highWaterMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

const job = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as PanelJob;
const limits = printLimitsFromEnv(process.env);
const pool = createPrintPool(limits);
const before = process.memoryUsage.rss() / 2 ** 20;
let sampled = before;
const sampler = setInterval(() => (sampled = Math.max(sampled, process.memoryUsage.rss() / 2 ** 20)), 20);
const started = performance.now();
const result = await pool.panel(job);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);
await pool.close();
console.log(JSON.stringify({ result, seconds, before, sampled, highWater: await highWaterMb(), heapMb: limits.heapMb, timeoutS: limits.timeoutMs / 1000 }));
