import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultFlushMs } from '../../server/stats/collector';
import { stepKey } from '../../server/stats/day-counts';
import { dayName, readDayFile } from '../../server/stats/stats-files';
import { startChildServer } from '../load/child-server';
import { indexHtml } from './app-server-harness';

const childScript = fileURLToPath(new URL('./child-inbox.ts', import.meta.url));
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'mgm-stats-crash-'));
  await mkdir(join(root, 'client'), { recursive: true });
  await writeFile(join(root, 'client', 'index.html'), indexHtml);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const sendSteps = (baseUrl: string, count: number) =>
  Promise.all(Array.from({ length: count }, () =>
    fetch(`${baseUrl}/eventos`, { method: 'POST', body: JSON.stringify({ n: 'editor', d: 'Tablet', m: 'Pro', s: 'LP' }), headers: { 'content-type': 'text/plain' } }).then((r) => r.status)));

describe('a server killed without warning', () => {
  it('has written the counts older than the flush interval and loses only the newer ones', async () => {
    const inboxDir = join(root, 'inbox');
    const server = await startChildServer(childScript, inboxDir, { NODE_OPTIONS: '--import tsx', CLIENT_DIR: join(root, 'client') });
    expect(await sendSteps(server.baseUrl, 5)).toEqual(new Array(5).fill(204));
    await new Promise((resolve) => setTimeout(resolve, defaultFlushMs + 1500));
    expect(await sendSteps(server.baseUrl, 3)).toEqual(new Array(3).fill(204));
    server.process.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    const read = await readDayFile(inboxDir, dayName(new Date()));
    expect(read.kind === 'ok' && read.day.counts[stepKey('editor', 'Tablet', 'Pro', 'Otro')]).toBe(5);
  }, 90_000);
});
