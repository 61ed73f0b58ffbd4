import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import type { StatsEvent } from '../../src/domain/stats-events';
import { createStatsCollector } from '../../server/stats/collector';
import { stepKey } from '../../server/stats/day-counts';
import { dayFile, dayName, readDayFile, statsFolder } from '../../server/stats/stats-files';
import { startTestServer, type RunningServer } from './app-server-harness';
import { orderForm, post } from './multipart-fixtures';

const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const event: StatsEvent = { n: 'editor', d: 'Teléfono', m: 'Clasic', s: 'L' };
const editorKey = stepKey('editor', 'Teléfono', 'Clasic', 'Chrome');

let server: RunningServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function start(perMinute = 1000): Promise<RunningServer> {
  server = await startTestServer({ statsPerMinute: perMinute });
  return server;
}

const send = (base: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/eventos`, { method: 'POST', body, headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': chrome, ...headers } });

/** Today's figures once the app has written them (closing it flushes). */
async function todayOnDisk(running: RunningServer): Promise<Record<string, number>> {
  await running.app.close();
  const read = await readDayFile(running.inboxDir, dayName(new Date()));
  return read.kind === 'ok' ? read.day.counts : {};
}

describe('the collector at /eventos', () => {
  it('counts an event of the closed set as sendBeacon sends it, and keeps no User-Agent', async () => {
    const running = await start();
    expect((await send(running.baseUrl, JSON.stringify(event))).status).toBe(204);
    expect(await todayOnDisk(running)).toEqual({ [editorKey]: 1 });
    const text = await readFile(dayFile(running.inboxDir, dayName(new Date())), 'utf8');
    expect(text).not.toMatch(/Mozilla|127\.0\.0\.1/);
  });

  it('answers 400 to anything outside the closed set, 413 past 1 KB, and counts none of it', async () => {
    const running = await start();
    const bad = ['', 'nada', '[]', JSON.stringify({ ...event, n: 'compra' }), JSON.stringify({ ...event, nombre: 'Ana' }), JSON.stringify({ ...event, s: 'foto.jpg' })];
    for (const body of bad) expect((await send(running.baseUrl, body)).status, body).toBe(400);
    expect((await send(running.baseUrl, JSON.stringify({ ...event, pad: 'x'.repeat(1100) }))).status).toBe(413);
    expect(await todayOnDisk(running)).toEqual({});
  });

  it('counts nothing from a browser with Global Privacy Control or Do Not Track', async () => {
    const running = await start();
    expect((await send(running.baseUrl, JSON.stringify(event), { 'sec-gpc': '1' })).status).toBe(204);
    expect((await send(running.baseUrl, JSON.stringify(event), { dnt: '1' })).status).toBe(204);
    expect((await post(`${running.baseUrl}/f/mgm-local`, orderForm({ dispositivo: 'Tablet' }), { 'sec-gpc': '1' })).status).toBe(200);
    expect(await todayOnDisk(running)).toEqual({});
  });

  it('lets a flood from one address move the figures by its rate at most', async () => {
    const running = await start(20);
    const answers = await Promise.all(Array.from({ length: 200 }, () => send(running.baseUrl, JSON.stringify(event)).then((r) => r.status)));
    expect(answers.filter((status) => status === 429).length).toBe(180);
    expect((await todayOnDisk(running))[editorKey]).toBe(20);
  });

  it('counts «Envió el pedido» itself when it stores an order, with the device the page stated', async () => {
    const running = await start();
    expect((await post(`${running.baseUrl}/f/mgm-local`, orderForm({ dispositivo: 'Tablet' }), { 'user-agent': chrome })).status).toBe(200);
    expect(await todayOnDisk(running)).toEqual({ [stepKey('pedido', 'Tablet', 'Alfombra', 'Chrome')]: 1 });
  });
});

describe('the counts in memory', () => {
  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('are written once the flush interval has passed, not before, and added to what the file holds', async () => {
    const running = await start();
    const collector = createStatsCollector({ inboxDir: running.inboxDir, flushMs: 300 });
    collector.count({ n: 'foto', d: 'Tablet', m: 'Pro', s: 'LP' }, 'Safari');
    await wait(100);
    expect((await readDayFile(running.inboxDir, dayName(new Date()))).kind).toBe('missing');
    await wait(600);
    const first = await readDayFile(running.inboxDir, dayName(new Date()));
    expect(first.kind === 'ok' && first.day.counts[stepKey('foto', 'Tablet', 'Pro', 'Safari')]).toBe(1);
    collector.count({ n: 'foto', d: 'Tablet', m: 'Pro', s: 'LP' }, 'Safari');
    await collector.close();
    const second = await readDayFile(running.inboxDir, dayName(new Date()));
    expect(second.kind === 'ok' && second.day.counts[stepKey('foto', 'Tablet', 'Pro', 'Safari')]).toBe(2);
  });

  it('lose at most the last interval in a crash: a restart keeps what was written', async () => {
    const running = await start();
    const crashed = createStatsCollector({ inboxDir: running.inboxDir, flushMs: 200 });
    for (let i = 0; i < 5; i += 1) crashed.count(event, 'Chrome');
    await wait(500);
    // Counted after the last write and never flushed: the process dies here.
    crashed.count(event, 'Chrome');
    const restarted = createStatsCollector({ inboxDir: running.inboxDir, flushMs: 200 });
    restarted.count(event, 'Chrome');
    await restarted.close();
    const read = await readDayFile(running.inboxDir, dayName(new Date()));
    expect(read.kind === 'ok' && read.day.counts[editorKey]).toBe(6);
  });

  it('keep a damaged day’s file aside and start the day again rather than lose the new counts', async () => {
    const running = await start();
    const file = dayFile(running.inboxDir, dayName(new Date()));
    await mkdir(statsFolder(running.inboxDir), { recursive: true });
    await writeFile(file, '{"counts": {"paso|edit');
    const collector = createStatsCollector({ inboxDir: running.inboxDir });
    collector.count(event, 'Chrome');
    await collector.close();
    expect(await readFile(`${file}.danado`, 'utf8')).toBe('{"counts": {"paso|edit');
    const read = await readDayFile(running.inboxDir, dayName(new Date()));
    expect(read.kind === 'ok' && read.day.counts[editorKey]).toBe(1);
  });
});
