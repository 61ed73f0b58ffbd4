/**
 * /buzon with 10,000 orders: generates them in a temp inbox, starts the built server (`npm start`'s
 * bundle, run `npm run build` first) as its own process, signs in, and prints the time to first byte
 * of the list, of searches and of filters. It measures; it never asserts a timing.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from '@playwright/test';
import { startChildServer } from '../load/child-server';
import { seedOrder } from '../server/buzon-orders';
import { formatTable, median } from './bench-table';

const ORDERS = Number(process.env.BENCH_BUZON_ORDERS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 20);
const password = 'clave-del-benchmark';
const serverEntry = resolve(process.env.BUILD_DIR ?? 'dist', 'server', 'main.js');
const names = ['Dragón', 'Gato espacial', 'Bosque', 'Auto rojo', 'Montaña', 'Ciudad noche', 'Ola', 'Mapa'];

async function seed(inboxDir: string): Promise<void> {
  const start = Date.UTC(2025, 0, 1);
  for (let i = 0; i < ORDERS; i += 1) {
    const order = await seedOrder(inboxDir, {
      name: `${names[i % names.length] ?? 'Modelo'} ${i}`,
      email: `cliente${i}@example.com`,
      receivedAt: new Date(start + i * 60_000),
    });
    if (i % 3 === 0) await writeFile(join(order.folder, 'estado.json'), '{"answered":true,"changedAt":null}\n');
  }
}

/** Milliseconds until the answer's first byte (status line and headers), then reads the rest. */
function timeToFirstByte(url: string, cookie: string): Promise<number> {
  return new Promise((done, fail) => {
    const began = performance.now();
    request(url, { headers: { cookie } }, (res) => {
      const ms = performance.now() - began;
      if (res.statusCode !== 200) fail(new Error(`${url} answered ${res.statusCode}`));
      res.resume().on('end', () => done(ms));
    })
      .on('error', fail)
      .end();
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/buzon/entrar`, {
    method: 'POST',
    headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ clave: password }).toString(),
    redirect: 'manual',
  });
  return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
}

test('the store inbox list with 10,000 orders', async () => {
  test.skip(!existsSync(serverEntry), `Falta ${serverEntry}: corré npm run build antes del benchmark.`);
  test.setTimeout(600_000);
  const inboxDir = await mkdtemp(join(tmpdir(), 'mgm-buzon-bench-'));
  try {
    const seedStart = performance.now();
    await seed(inboxDir);
    const seedMs = performance.now() - seedStart;
    const launchStart = performance.now();
    const server = await startChildServer(serverEntry, inboxDir, { INBOX_PASSWORD: password });
    const startedMs = performance.now() - launchStart;
    try {
      const cookie = await signIn(server.baseUrl);
      const first = await timeToFirstByte(`${server.baseUrl}/buzon`, cookie);
      const cases: [string, string][] = [
        ['list, page 1', '/buzon'],
        ['list, page 200', '/buzon?pagina=200'],
        ['search by name', '/buzon?q=gato%20espacial%209'],
        ['search by email', '/buzon?q=cliente4242%40example.com'],
        ['search, no match', '/buzon?q=nadie'],
        ['pending only', '/buzon?estado=pendientes'],
        ['detail page', ''],
      ];
      const rows: string[][] = [['first list after start', '1', first.toFixed(1), first.toFixed(1)]];
      for (const [label, path] of cases) {
        const url = path ? `${server.baseUrl}${path}` : await firstDetailUrl(server.baseUrl, cookie);
        const times: number[] = [];
        for (let run = 0; run < RUNS; run += 1) times.push(await timeToFirstByte(url, cookie));
        rows.push([label, String(RUNS), median(times).toFixed(1), Math.max(...times).toFixed(1)]);
      }
      console.log(`\n/buzon con ${ORDERS} pedidos (generados en ${(seedMs / 1000).toFixed(1)} s; servidor listo en ${startedMs.toFixed(0)} ms)`);
      console.log(formatTable(['request', 'runs', 'TTFB median ms', 'max ms'], rows));
    } finally {
      server.process.kill();
    }
  } finally {
    await rm(inboxDir, { recursive: true, force: true });
  }
});

async function firstDetailUrl(baseUrl: string, cookie: string): Promise<string> {
  const page = await (await fetch(`${baseUrl}/buzon`, { headers: { cookie } })).text();
  const href = /href="(\/buzon\/pedidos\/[^"]+)"/.exec(page)?.[1];
  if (!href) throw new Error('the list shows no order');
  return `${baseUrl}${href}`;
}
