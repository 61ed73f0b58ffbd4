/**
 * «Estadísticas» under load (docs/estadisticas.md): the built server (`npm start`'s bundle, run
 * `npm run build` first) as its own process, none of the suite's web servers. The collector at 2,000
 * events/s (latency p50/p99, the server's RSS each second), 100,000 junk events from one address against
 * the stored figures, the size of a day's file, and the page's 90 days read and rendered. It prints the
 * figures; it asserts only the bounds that do not depend on the machine's speed.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { statsPage } from '../../server/buzon/html/stats-page';
import { countKeys, timingKeys, type DayCounts } from '../../server/stats/day-counts';
import { BUCKET_COUNT, histogramTotal } from '../../server/stats/histogram';
import { defaultEventsPerMinute } from '../../server/stats/stats-plugin';
import { dayFile, dayName, readDayFile, readLastDays, writeDayFile } from '../../server/stats/stats-files';
import { summarize } from '../../server/stats/stats-summary';
import { startChildServer, type ChildServer } from '../load/child-server';
import { formatTable, median, percentile } from './bench-table';

const RATE = Number(process.env.BENCH_STATS_RATE ?? 2000);
const SECONDS = Number(process.env.BENCH_STATS_SECONDS ?? 10);
const JUNK = Number(process.env.BENCH_STATS_JUNK ?? 100_000);
const serverEntry = resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js');
const events = [
  { n: 'editor', d: 'Teléfono', m: 'Clasic', s: 'L' },
  { n: 'foto', d: 'Computadora', m: 'Pro', s: 'LP' },
  { n: 'LCP', d: 'Tablet', m: 'Alfombra', v: 2300 },
  { n: 'rechazo', d: 'Teléfono', m: 'Clasic', r: 'corrupt' },
].map((event) => JSON.stringify(event));
const junk = ['{"n":"compra","d":"Teléfono","m":"Clasic"}', 'x'.repeat(900), '{"n":"editor","d":"Teléfono","m":"Clasic","s":"L","email":"a@b.c"}', ...events];

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The server's worker process (the primary only supervises it, server-cluster.ts). */
function workerPid(server: ChildServer): string {
  const primary = server.process.pid ?? 0;
  return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/)[0] ?? String(primary);
}

function serverRss(server: ChildServer): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${workerPid(server)}/status`, 'utf8'))?.[1] ?? '0';
  return Number(kb) * 1024;
}

/**
 * The CPU time the server has used, in ms (user and system, /proc/<pid>/stat in 10 ms ticks): on a
 * shared machine its share per event says more than the latency, which waits for the other processes.
 */
function serverCpuMs(server: ChildServer): number {
  const fields = readFileSync(`/proc/${workerPid(server)}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** At most 128 connections, kept open, as many browsers behind a proxy would be; the rest wait their turn (in the latency). */
const agent = new Agent({ keepAlive: true, maxSockets: 128 });

function send(url: string, body: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end(body);
  });
}

async function startServer(inboxDir: string, perMinute: number): Promise<ChildServer> {
  return startChildServer(serverEntry, inboxDir, { STATS_RATE_LIMIT: String(perMinute), INBOX_PASSWORD: 'clave-del-benchmark' }, 120_000);
}

/** Stops the server as SIGTERM does: it writes what it holds in memory on its way out. */
async function stopServer(server: ChildServer): Promise<void> {
  server.process.kill('SIGTERM');
  await server.exited;
}

/** Runs `measure` on a server of its own, stopped afterwards even when `measure` fails. */
async function withServer<T>(inboxDir: string, perMinute: number, measure: (server: ChildServer) => Promise<T>): Promise<T> {
  const server = await startServer(inboxDir, perMinute);
  try {
    return await measure(server);
  } finally {
    await stopServer(server);
  }
}

/** Every count and every histogram sample of today's file. */
async function storedTotal(inboxDir: string): Promise<number> {
  const read = await readDayFile(inboxDir, dayName(new Date()));
  if (read.kind !== 'ok') return 0;
  return Object.values(read.day.counts).reduce((sum, count) => sum + count, 0) + Object.values(read.day.timings).reduce((sum, list) => sum + histogramTotal(list), 0);
}

/** RATE events a second for SECONDS, sent in slices every 10 ms; the latency of each and the server's RSS each second. */
async function steadyLoad(server: ChildServer) {
  const url = `${server.baseUrl}/eventos`;
  const latencies: number[] = [];
  const rss: number[] = [serverRss(server)];
  const cpuBefore = serverCpuMs(server);
  const statuses = new Map<number, number>();
  const pending: Promise<void>[] = [];
  const began = performance.now();
  for (let tick = 0; tick < SECONDS * 100; tick += 1) {
    const wait = began + tick * 10 - performance.now();
    if (wait > 0) await new Promise((done) => setTimeout(done, wait));
    for (let i = 0; i < RATE / 100; i += 1) {
      const start = performance.now();
      pending.push(send(url, events[(tick + i) % events.length] ?? '').then((status) => {
        latencies.push(performance.now() - start);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }));
    }
    if (tick % 100 === 99) rss.push(serverRss(server));
  }
  await Promise.all(pending);
  return { latencies, rss, statuses, seconds: (performance.now() - began) / 1000, cpuMs: serverCpuMs(server) - cpuBefore };
}

/** JUNK events from one address, 64 at a time, at the default rate. */
async function flood(server: ChildServer): Promise<{ seconds: number; counted: number }> {
  const began = performance.now();
  let next = 0;
  let counted = 0;
  const worker = async () => {
    while (next < JUNK) {
      const i = next++;
      if ((await send(`${server.baseUrl}/eventos`, junk[i % junk.length] ?? '')) === 204) counted += 1;
    }
  };
  await Promise.all(Array.from({ length: 64 }, worker));
  return { seconds: (performance.now() - began) / 1000, counted };
}

/** A day with every key set, as a busy day's file at its largest. */
function busyDay(seed: number): DayCounts {
  return {
    counts: Object.fromEntries([...countKeys].map((key, i) => [key, 1000 + ((i * 7919 + seed) % 100_000)])),
    timings: Object.fromEntries([...timingKeys].map((key) => [key, Array.from({ length: BUCKET_COUNT }, (_, i) => (i * 31 + seed) % 500)])),
  };
}

async function pageOf90Days(inboxDir: string): Promise<{ runs: number[]; bytes: number; fileBytes: number }> {
  const today = new Date();
  for (let i = 0; i < 90; i += 1) await writeDayFile(inboxDir, dayName(new Date(today.getFullYear(), today.getMonth(), today.getDate() - i)), busyDay(i));
  const runs: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 10; run += 1) {
    const began = performance.now();
    const filter = { device: null, mode: null };
    const html = statsPage({ range: 90, filter, summary: summarize(await readLastDays(inboxDir, today, 90), filter) });
    runs.push(performance.now() - began);
    bytes = Buffer.byteLength(html);
  }
  return { runs, bytes, fileBytes: (await stat(dayFile(inboxDir, dayName(today)))).size };
}

test('«Estadísticas»: the collector’s throughput and bounds, and the page’s 90 days', async () => {
  test.setTimeout(600_000);
  const root = await mkdtemp(join(tmpdir(), 'mgm-stats-bench-'));
  try {
    const steadyInbox = join(root, 'carga');
    const load = await withServer(steadyInbox, 1_000_000_000, steadyLoad);
    const fileBytes = (await stat(dayFile(steadyInbox, dayName(new Date())))).size;
    const perEvent = (load.cpuMs / load.latencies.length) * 1000;
    console.log(formatTable(['eventos/s pedidos', 'enviados', 'en (s)', 'p50 (ms)', 'p99 (ms)', 'CPU del servidor por evento (µs)', 'respuestas', 'RSS del servidor cada segundo (MB)'], [[
      String(RATE), String(load.latencies.length), load.seconds.toFixed(1), median(load.latencies).toFixed(1), percentile(load.latencies, 0.99).toFixed(1), perEvent.toFixed(0),
      [...load.statuses].map(([status, count]) => `${status}×${count}`).join(' '), load.rss.map(mb).join(' '),
    ]]));
    console.log(`Contado: ${await storedTotal(steadyInbox)} eventos; archivo del día: ${fileBytes} bytes (máximo 64 KB)`);
    expect(await storedTotal(steadyInbox)).toBe(load.statuses.get(204) ?? 0);

    const floodInbox = join(root, 'basura');
    const result = await withServer(floodInbox, defaultEventsPerMinute, flood);
    const moved = await storedTotal(floodInbox);
    // The rate is counted in one-minute windows: every window the flood touched allows perMinute.
    const allowance = defaultEventsPerMinute * (Math.floor(result.seconds / 60) + 2);
    console.log(formatTable(['eventos basura', 'en (s)', '204 (contados)', 'cambio en el archivo', 'lo que el límite permite'], [[
      String(JUNK), result.seconds.toFixed(1), String(result.counted), String(moved), String(allowance),
    ]]));
    expect(moved).toBe(result.counted);
    expect(moved).toBeLessThanOrEqual(allowance);

    const page = await pageOf90Days(join(root, 'pagina'));
    console.log(formatTable(['página de 90 días', 'mediana (ms)', 'máximo (ms)', 'HTML (KB)', 'archivo de un día lleno (KB)'], [[
      '10 veces', median(page.runs).toFixed(1), Math.max(...page.runs).toFixed(1), (page.bytes / 1024).toFixed(1), (page.fileBytes / 1024).toFixed(1),
    ]]));
    expect(page.fileBytes).toBeLessThanOrEqual(64 * 1024);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
