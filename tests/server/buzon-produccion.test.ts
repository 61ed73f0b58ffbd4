import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { client, startBuzon, tempInbox, type BuzonServer } from './buzon-harness';
import { seedPaidOrder, seedWeek, type SeededPaid } from './production-orders';

let inbox: Awaited<ReturnType<typeof tempInbox>>;
let server: BuzonServer;
let orders: SeededPaid[];
beforeEach(async () => {
  inbox = await tempInbox();
  orders = await seedWeek(inbox.dir);
  server = await startBuzon(inbox.dir);
});
afterEach(async () => {
  await server.close();
  await inbox.remove();
});

const defaults = { separacion: '0,5', margen: '1,5', panel: '500' };
const clasicIds = () => orders.filter((order) => Number(order.number.slice(4)) <= 1008).map((order) => order.id);

/** The form as the page posts it: the settings, each checked order and the button pressed. */
function productionForm(fields: Record<string, string>, checked: readonly string[]): RequestInit {
  const body = new URLSearchParams(fields);
  for (const id of checked) body.append('pedido', id);
  return { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body.toString() };
}

async function signedIn() {
  const store = client(server.baseUrl);
  await store.login();
  return store;
}

const planFiles = async () => (await readdir(join(inbox.dir, '.produccion', 'planes')).catch(() => [])).filter((name) => name.endsWith('.json'));
const stageOf = async (order: SeededPaid) => (JSON.parse(await readFile(join(order.folder, 'estado.json'), 'utf8')) as { stage: string }).stage;

/** Builds the Clasic plan of every Clasic order and returns its page's address. */
async function buildClasic(store: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
  const built = await store.request('/buzon/produccion', productionForm({ ...defaults, accion: 'armar-Clasic' }, clasicIds()));
  expect(built.status).toBe(303);
  return built.headers.get('location') ?? '';
}

describe('/buzon/produccion', () => {
  it('lists the paid orders by material, each checked, and one without print file with its reason and no checkbox', async () => {
    await seedPaidOrder(inbox.dir, { number: 'MGM-1013', mode: 'Alfombra', widthCm: 100, heightCm: 60, withPrint: false, sequence: 20 });
    await seedPaidOrder(inbox.dir, { number: 'MGM-1014', mode: 'Clasic', widthCm: 90, heightCm: 40, stage: 'respondido', sequence: 21 });
    const store = await signedIn();
    expect(await (await store.request('/buzon')).text()).toContain('href="/buzon/produccion">Producción</a>');
    const page = await (await store.request('/buzon/produccion')).text();
    expect(page).toMatch(/<legend>Clasic<\/legend>[\s\S]*MGM-1001 · 90x40 · Rectos[\s\S]*<legend>Pro<\/legend>[\s\S]*MGM-1009 · 90x40 · Redondeados[\s\S]*<legend>Alfombra<\/legend>/);
    expect(page).toContain('MGM-1006 · 70x70 · Circular');
    expect(page.match(/type="checkbox" name="pedido" value="[^"]+" checked/g)).toHaveLength(12);
    expect(page).toContain('MGM-1013 · 100x60 · Rectos');
    expect(page).not.toMatch(/value="[^"]+"[^>]*> MGM-1013/);
    expect(page).toContain('No tiene archivo de impresión (no se pudo armar: el armado pasó el límite de memoria (256 MB).)');
    expect(page).not.toContain('MGM-1014');
    for (const label of ['Separación entre piezas (cm)', 'Margen del rollo (cm)', 'Largo máximo del panel (cm)', 'Guardar ajustes', 'Armar rollo Clasic', 'Armar rollo Pro']) expect(page).toContain(label);
    expect(page).toContain('value="0,5"');
  });

  it('refuses each bad value at its field, keeps what was typed and changes nothing', async () => {
    const store = await signedIn();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ separacion: '-1' }, 'separacion', /No puede ser negativo/],
      [{ separacion: '10,5' }, 'separacion', /El máximo es 10/],
      [{ margen: '0,4' }, 'margen', /El mínimo es 0,5/],
      [{ margen: '11' }, 'margen', /El máximo es 10/],
      [{ panel: '509' }, 'panel', /El máximo es 508 cm/],
      [{ panel: '50' }, 'panel', /El pedido MGM-1006 ocupa 72 cm de largo del rollo: el panel tiene que medir al menos eso/],
      [{ panel: 'mucho' }, 'panel', /Escribí un número/],
      [{ separacion: '0,25' }, 'separacion', /Usá como máximo un decimal\./],
    ];
    for (const [typed, key, message] of cases) {
      for (const accion of ['ajustes', 'armar-Clasic']) {
        const answer = await store.request('/buzon/produccion', productionForm({ ...defaults, ...typed, accion }, clasicIds()));
        const page = await answer.text();
        expect(answer.status, `${key} ${accion}`).toBe(400);
        expect(page).toMatch(new RegExp(`id="p-${key}" name="${key}" type="text" inputmode="decimal" value="${typed[key] ?? ''}" aria-describedby="p-${key}-ayuda p-${key}-problema" aria-invalid="true"`));
        expect(page.slice(page.indexOf(`id="p-${key}-problema"`))).toMatch(message);
      }
    }
    expect(await planFiles()).toEqual([]);
    expect(await (await store.request('/buzon/produccion')).text()).toContain('id="p-separacion" name="separacion" type="text" inputmode="decimal" value="0,5"');
  });

  it('asks for an order when none of the material is checked, keeping the other checks', async () => {
    const store = await signedIn();
    const pro = orders.find((order) => order.number === 'MGM-1009')?.id ?? '';
    const answer = await store.request('/buzon/produccion', productionForm({ ...defaults, separacion: '1', accion: 'armar-Clasic' }, [pro]));
    const page = await answer.text();
    expect(answer.status).toBe(400);
    expect(page).toMatch(/<fieldset class="tarjeta" aria-describedby="p-pedidos-Clasic"><legend>Clasic<\/legend>\n<p class="aviso" id="p-pedidos-Clasic">Marcá al menos un pedido de Clasic para armar su rollo.<\/p>/);
    expect(page).toContain(`value="${pro}" checked`);
    expect(page.match(/ checked>/g)).toHaveLength(1);
    expect(page).toContain('value="1"');
    expect(await planFiles()).toEqual([]);
  });

  it('keeps «Guardar ajustes» across a restart', async () => {
    const store = await signedIn();
    const saved = await store.request('/buzon/produccion', productionForm({ separacion: '0', margen: '2,5', panel: '300', accion: 'ajustes' }, []));
    expect([saved.status, saved.headers.get('location')]).toEqual([303, '/buzon/produccion?guardado=1']);
    await server.close();
    server = await startBuzon(inbox.dir);
    const again = await signedIn();
    const page = await (await again.request('/buzon/produccion?guardado=1')).text();
    expect(page).toContain('los ajustes quedaron guardados');
    for (const [key, value] of Object.entries({ separacion: '0', margen: '2,5', panel: '300' })) expect(page).toContain(`name="${key}" type="text" inputmode="decimal" value="${value}"`);
  });

  it('refuses a post from another site and a visitor without the password, storing nothing', async () => {
    const store = await signedIn();
    const foreign = await store.request('/buzon/produccion', { ...productionForm({ ...defaults, accion: 'armar-Clasic' }, clasicIds()), headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://otro.example' } });
    expect(foreign.status).toBe(403);
    const stranger = client(server.baseUrl);
    const posted = await stranger.request('/buzon/produccion', productionForm({ ...defaults, panel: '100', accion: 'ajustes' }, []));
    expect([posted.status, posted.headers.get('location')]).toEqual([303, '/buzon/entrar']);
    expect((await stranger.request('/buzon/produccion')).status).toBe(303);
    const location = await buildClasic(store);
    expect((await stranger.request(location)).status).toBe(303);
    expect((await stranger.request(`${location}/lista-de-corte.csv`)).status).toBe(401);
    expect((await stranger.request(`${location}/en-produccion`, { method: 'POST' })).status).toBe(303);
    expect(await stageOf(orders[0] as SeededPaid)).toBe('pagado');
    expect(await planFiles()).toEqual(['P-0001.json']);
    expect(await readdir(join(inbox.dir, '.produccion'))).not.toContain('ajustes.json');
  });
});

describe('a plan', () => {
  it('shows its panels to scale, its figures and a cut list of every piece', async () => {
    const store = await signedIn();
    const location = await buildClasic(store);
    expect(location).toBe('/buzon/produccion/planes/P-0001');
    expect(await (await store.request('/buzon/produccion')).text()).toMatch(/<a href="\/buzon\/produccion\/planes\/P-0001">Plan P-0001 · Clasic<\/a> <span class="tenue">[^<]+, 8 piezas, \d+,\d\d m<\/span>/);
    const page = await (await store.request(location)).text();
    expect(page).toContain('<h1>Plan P-0001 · Clasic</h1>');
    expect(page).toMatch(/<svg viewBox="0 0 1400 \d+" role="img"/);
    for (const label of ['Metros de rollo', 'Mínimo posible', 'Aprovechamiento', 'Descargar panel 1 (PDF)', 'Lista de corte (CSV)', 'Pasar a En producción']) expect(page).toContain(label);
    expect(page).toMatch(/<dd>\d+,\d\d m<\/dd>/);
    expect(page).toMatch(/<dt>Aprovechamiento<\/dt><dd>\d+,\d ?%<\/dd>/);
    expect(page).toMatch(/<circle [^>]+\/><text [^>]+>MGM-1006/);

    const csv = await store.request(`${location}/lista-de-corte.csv`);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="P-0001-lista-de-corte.csv"');
    const [header, ...rows] = (await csv.text()).split('\r\n').filter(Boolean);
    expect(header).toBe('panel,pedido,medida_cm,forma,girada,x_cm,y_cm,ancho_cm,alto_cm');
    expect(rows).toHaveLength(8);
    const stored = JSON.parse(await readFile(join(inbox.dir, '.produccion', 'planes', 'P-0001.json'), 'utf8')) as { plan: { panels: { pieces: { id: string; xMm: number; yMm: number; widthMm: number; heightMm: number; turned: boolean }[] }[] } };
    const first = stored.plan.panels[0]?.pieces[0];
    expect(rows[0]).toBe(`1,${first?.id},${first?.id === 'MGM-1006' ? '70x70' : rows[0]?.split(',')[2]},${first?.id === 'MGM-1006' ? 'circulo' : 'rectangulo'},${first?.turned ? 'si' : 'no'},${(first?.xMm ?? 0) / 10},${(first?.yMm ?? 0) / 10},${(first?.widthMm ?? 0) / 10},${(first?.heightMm ?? 0) / 10}`);
    const round = rows.find((row) => row.includes('MGM-1006'))?.split(',');
    expect(round?.slice(2, 4)).toEqual(['70x70', 'circulo']);
    expect(round?.slice(7)).toEqual(['72', '72']);
    const turned = rows.find((row) => row.includes('MGM-1003'))?.split(',');
    expect(turned?.slice(7)).toEqual(turned?.[4] === 'si' ? ['62', '122'] : ['122', '62']);
  });

  it('builds a panel in the print pool on its first download, once for presses at once, then serves the file', async () => {
    const store = await signedIn();
    const location = await buildClasic(store);
    const downloads = await Promise.all([store.request(`${location}/paneles/1`), store.request(`${location}/paneles/1`)]);
    for (const download of downloads) {
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe('attachment; filename="P-0001-panel-1.pdf"');
    }
    const [first, second] = await Promise.all(downloads.map(async (download) => Buffer.from(await download.arrayBuffer())));
    expect(first?.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(second?.equals(first ?? Buffer.alloc(0))).toBe(true);
    const folder = join(inbox.dir, '.produccion', 'planes');
    expect((await readdir(folder)).filter((name) => name.includes('panel'))).toEqual(['P-0001-panel-1.pdf']);
    expect((await store.request(`${location}/paneles/2`)).status).toBe(404);
    expect((await store.request(`${location}/paneles/0`)).status).toBe(404);
  });

  it('moves every order to «En producción» once, and each order page shows its plan and panel', async () => {
    const store = await signedIn();
    const location = await buildClasic(store);
    const moves = await Promise.all([store.request(`${location}/en-produccion`, { method: 'POST', headers: { origin: server.baseUrl } }), store.request(`${location}/en-produccion`, { method: 'POST', headers: { origin: server.baseUrl } })]);
    expect(moves.map((move) => move.status)).toEqual([303, 303]);
    const clasic = orders.slice(0, 8);
    for (const order of clasic) {
      const state = JSON.parse(await readFile(join(order.folder, 'estado.json'), 'utf8')) as { stage: string; history: { stage: string }[] };
      expect(state.stage).toBe('produccion');
      expect(state.history.filter((change) => change.stage === 'produccion')).toHaveLength(1);
    }
    expect(await stageOf(orders[8] as SeededPaid)).toBe('pagado');
    const detail = await (await store.request(`/buzon/pedidos/${clasic[0]?.id ?? ''}`)).text();
    expect(detail).toMatch(/<dt>Producción<\/dt><dd><a href="\/buzon\/produccion\/planes\/P-0001">Plan P-0001<\/a>, panel \d<\/dd>/);
    expect(await (await store.request(location)).text()).toContain('pasaron a «En producción» (');
    expect(await (await store.request('/buzon/produccion')).text()).not.toContain('MGM-1001');
  });

  it('refuses the move, naming the order, when one left «Pagado» meanwhile, and moves none', async () => {
    const store = await signedIn();
    const location = await buildClasic(store);
    const cancelled = orders[2] as SeededPaid;
    expect((await store.request(`/buzon/pedidos/${cancelled.id}/estado`, store.form({ estado: 'cancelado' }))).status).toBe(303);
    const move = await store.request(`${location}/en-produccion`, { method: 'POST', headers: { origin: server.baseUrl } });
    expect(move.status).toBe(409);
    expect(await move.text()).toContain('El pedido MGM-1003 ya no está en «Pagado» (ahora está Cancelado): armá un plan nuevo sin él. No se movió ningún pedido.');
    for (const order of orders.slice(0, 8)) expect(await stageOf(order)).toBe(order === cancelled ? 'cancelado' : 'pagado');
  });

  it('moves an order of two plans moved at once only with one of them', async () => {
    const store = await signedIn();
    const first = await buildClasic(store);
    const second = await buildClasic(store);
    expect(second).toBe('/buzon/produccion/planes/P-0002');
    const post = { method: 'POST', headers: { origin: server.baseUrl } };
    const moves = await Promise.all([store.request(`${first}/en-produccion`, post), store.request(`${second}/en-produccion`, post)]);
    expect(moves.map((move) => move.status).sort()).toEqual([303, 409]);
    for (const order of orders.slice(0, 8)) {
      const state = JSON.parse(await readFile(join(order.folder, 'estado.json'), 'utf8')) as { history: { stage: string }[] };
      expect(state.history.filter((change) => change.stage === 'produccion')).toHaveLength(1);
    }
  });

  it('answers an unknown or malformed plan with a 404', async () => {
    const store = await signedIn();
    for (const path of ['/buzon/produccion/planes/P-9999', '/buzon/produccion/planes/..%2F..%2Fajustes', '/buzon/produccion/planes/P-0001/lista-de-corte.csv']) {
      expect((await store.request(path)).status, path).toBe(404);
    }
  });
});
