import { mkdir, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { countEvent, countOrder, emptyDay } from '../../server/stats/day-counts';
import { dayFile, dayName, statsFolder, writeDayFile } from '../../server/stats/stats-files';
import { buzonForEachTest, client } from './buzon-harness';

const daysAgo = (n: number) => {
  const now = new Date();
  return dayName(new Date(now.getFullYear(), now.getMonth(), now.getDate() - n));
};

const { current, signedIn } = buzonForEachTest();

/** Two days of figures: a phone that reached the form two days ago, and a laptop's order today. */
async function seedDays(): Promise<void> {
  const before = emptyDay();
  for (const step of ['editor', 'foto', 'medida', 'formulario'] as const) countEvent(before, { n: step, d: 'Teléfono', m: 'Pro', s: 'LP' }, 'Chrome');
  countEvent(before, { n: 'rechazo', d: 'Teléfono', m: 'Pro', r: 'corrupt' }, 'Chrome');
  for (let i = 0; i < 25; i += 1) countEvent(before, { n: 'LCP', d: 'Teléfono', m: 'Pro', v: 3000 }, 'Chrome');
  for (let i = 0; i < 25; i += 1) countEvent(before, { n: 'INP', d: 'Teléfono', m: 'Pro', v: 120 }, 'Chrome');
  await writeDayFile(current().inboxDir, daysAgo(2), before);
  const today = emptyDay();
  countEvent(today, { n: 'editor', d: 'Computadora', m: 'Clasic', s: 'L' }, 'Firefox');
  countOrder(today, 'Computadora', 'Clasic', 'Firefox');
  await writeDayFile(current().inboxDir, daysAgo(0), today);
  await writeFile(dayFile(current().inboxDir, daysAgo(3)), '{"counts":');
}

const funnelOf = (page: string) => [...page.slice(page.indexOf('El embudo en números'), page.indexOf('Visitas y pedidos por día')).matchAll(/<tr><th scope="row">[^<]+<\/th><td>(\d+)<\/td><td>[^<]*<\/td><\/tr>/g)].map((match) => Number(match[1]));

describe('«Estadísticas» in /buzon', () => {
  it('is behind the password, and linked from the list', async () => {
    const browser = client(current().server.baseUrl);
    expect((await browser.request('/buzon/estadisticas')).headers.get('location')).toBe('/buzon/entrar');
    expect((await browser.request('/buzon/estadisticas.csv')).status).toBe(303);
    await browser.login();
    expect(await (await browser.request('/buzon')).text()).toContain('href="/buzon/estadisticas">Estadísticas</a>');
  });

  it('shows the funnel with each step’s share of the one before, filtered by device and mode', async () => {
    await seedDays();
    const browser = await signedIn();
    const page = await (await browser.request('/buzon/estadisticas')).text();
    expect(funnelOf(page)).toEqual([2, 1, 1, 1, 1]);
    expect(page).toContain('<td>1</td><td>50 %</td>');
    expect(page).toMatch(/<title>Envió el pedido: 1 \(100 % del paso anterior\)<\/title>/);
    expect(funnelOf(await (await browser.request('/buzon/estadisticas?dispositivo=Tel%C3%A9fono')).text())).toEqual([1, 1, 1, 1, 0]);
    expect(funnelOf(await (await browser.request('/buzon/estadisticas?modo=Clasic')).text())).toEqual([1, 0, 0, 0, 1]);
    expect(page).toContain('Pro · L 90x40');
    expect(page).toContain('Foto rechazada: archivo dañado');
  });

  it('says a damaged day was skipped, reads a missing one as zero, and gives the days as CSV', async () => {
    await seedDays();
    const browser = await signedIn();
    const page = await (await browser.request('/buzon/estadisticas?dias=7')).text();
    expect(page).toContain(`No se pudieron leer las cifras de ${daysAgo(3)}`);
    const csv = await browser.request('/buzon/estadisticas.csv?dias=7');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const rows = (await csv.text()).trim().split('\r\n');
    expect(rows).toHaveLength(8);
    expect(rows[0]).toBe('dia,editor,foto,medida,formulario,pedido,rechazo,calidad-baja,error-envio,sin-stock,estado');
    expect(rows[4]).toBe(`${daysAgo(3)},,,,,,,,,,dañado`);
    expect(rows[5]).toBe(`${daysAgo(2)},1,1,1,1,0,1,0,0,0,ok`);
    expect(rows[6]).toBe(`${daysAgo(1)},0,0,0,0,0,0,0,0,0,ok`);
    expect(rows[7]).toBe(`${daysAgo(0)},1,0,0,0,1,0,0,0,0,ok`);
  });

  it('marks each p75 against its goal with its visits, and says «pocos datos» below 20', async () => {
    await seedDays();
    const browser = await signedIn();
    const page = await (await browser.request('/buzon/estadisticas')).text();
    const phone = page.slice(page.indexOf('<tr><th scope="row">Teléfono</th><td'));
    expect(phone).toMatch(/^<tr><th scope="row">Teléfono<\/th><td class="meta-mal">✗ ≤ 3,2 s .*?25 visitas.*?<td class="meta-ok">✓ ≤ 126 ms/);
    expect(page.slice(page.indexOf('<tr><th scope="row">Tablet</th><td'))).toMatch(/^<tr><th scope="row">Tablet<\/th><td><span class="tenue">pocos datos<\/span><br><span class="cuenta">0 visitas/);
  });

  it('shows the events counted a moment ago, before the collector’s own write', async () => {
    await mkdir(statsFolder(current().inboxDir), { recursive: true });
    const event = JSON.stringify({ n: 'editor', d: 'Tablet', m: 'Alfombra', s: 'SA' });
    expect((await fetch(`${current().server.baseUrl}/eventos`, { method: 'POST', body: event, headers: { 'content-type': 'text/plain' } })).status).toBe(204);
    const browser = await signedIn();
    expect(funnelOf(await (await browser.request('/buzon/estadisticas?dias=90')).text())).toEqual([1, 0, 0, 0, 0]);
  });
});
