import { createHash } from 'node:crypto';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_TARIFA } from '../../src/domain/tarifa';
import { checkTarifaDraft, tarifaToDraft, type TarifaDraft } from '../../src/domain/tarifa-draft';
import { client, startBuzon, tempInbox, type BuzonServer } from './buzon-harness';

/** The form's fields as the page posts them, from a draft. */
function fields(draft: TarifaDraft, extra: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [mode, values] of Object.entries(draft.modes)) {
    for (const [key, value] of Object.entries(values)) {
      if (key === 'outOfStock') {
        if (value === true) out[`${mode}.outOfStock`] = 'si';
      } else out[`${mode}.${key}`] = String(value);
    }
  }
  for (const [key, value] of Object.entries(draft.shared)) out[`shared.${key}`] = value;
  for (const [key, value] of Object.entries(draft.texts)) out[`texts.${key}`] = value;
  draft.promotions.forEach((p, i) => Object.entries(p).forEach(([key, value]) => (out[`promotions.${i}.${key}`] = value)));
  return { ...out, ...extra };
}

const base = tarifaToDraft(DEFAULT_TARIFA);
const raised: TarifaDraft = { ...base, modes: { ...base.modes, Clasic: { ...base.modes.Clasic, pricePerMetre: '26.797,5' } } };

let inbox: Awaited<ReturnType<typeof tempInbox>>;
let server: BuzonServer;
beforeEach(async () => {
  inbox = await tempInbox();
  server = await startBuzon(inbox.dir);
});
afterEach(async () => {
  await server.close();
  await inbox.remove();
});

async function signedIn() {
  const browser = client(server.baseUrl);
  expect((await browser.login()).status).toBe(303);
  return browser;
}

/** «Guardar tarifa», then «Confirmar y guardar» with the digest the review page gave. */
async function save(browser: Awaited<ReturnType<typeof signedIn>>, draft: TarifaDraft, version: number, extra: Record<string, string> = {}): Promise<Response> {
  const review = await browser.request('/buzon/tarifa', browser.form(fields(draft, { ...extra, base: String(version), accion: 'guardar' })));
  const digest = /name="revisado" value="([^"]+)"/.exec(await review.text())?.[1] ?? '';
  return browser.request('/buzon/tarifa', browser.form(fields(draft, { ...extra, base: String(version), accion: 'confirmar', revisado: digest })));
}

const tarifaNow = async () => ((await (await fetch(`${server.baseUrl}/tarifa.json`)).json()) as { version: number; modes: { Clasic: { pricePerMetre: number } } });
const versionFiles = async () => (await readdir(join(inbox.dir, '.tarifa'))).filter((name) => name.endsWith('.json'));

describe('/buzon «Tarifa»', () => {
  it('is linked from /buzon and shows the store’s fields', async () => {
    const browser = await signedIn();
    expect(await (await browser.request('/buzon')).text()).toContain('<a href="/buzon/tarifa">Tarifa</a>');
    const page = await (await browser.request('/buzon/tarifa')).text();
    for (const legend of ['Clasic', 'Pro', 'Alfombra']) expect(page).toContain(`<legend>${legend}</legend>`);
    for (const label of ['Ancho del rollo (cm)', 'Precio por metro ($)', 'Multiplicador', 'Área incluida (m²)', 'Sin stock', 'Guardar tarifa', 'Agregar promoción']) {
      expect(page).toContain(label);
    }
    expect(page).toContain('id="t-Clasic-pricePerMetre" name="Clasic.pricePerMetre" type="text" value="23.820"');
    // The checkboxes sit beside their label (buzon.css .casilla), not as a box above it.
    expect(page).toContain('<label class="casilla"><input type="checkbox" name="Alfombra.outOfStock" value="si"> Sin stock</label>');
  });

  it('adds a promotion starting now, keeping what was typed', async () => {
    const browser = await signedIn();
    const page = await (await browser.request('/buzon/tarifa', browser.form(fields(raised, { base: '0', accion: 'agregar' })))).text();
    expect(page).toContain('<legend>Promoción 1</legend>');
    expect(page).toContain('value="26.797,5"');
    expect(page).toMatch(/name="promotions\.0\.from" type="datetime-local" value="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}"/);
    expect(await versionFiles()).toEqual([]);
  });

  it('shows each preset’s price now and after, saves on confirmation, and serves the new tarifa', async () => {
    const browser = await signedIn();
    const review = await (await browser.request('/buzon/tarifa', browser.form(fields(raised, { base: '0', accion: 'guardar' })))).text();
    expect(review).toContain('Clasic: Precio por metro ($): 23.820 → 26.797,5');
    expect(review).toContain('<tr><th scope="row">L 90x40</th><td>$17.000</td><td><strong>$19.000</strong></td></tr>');
    expect(await versionFiles()).toEqual([]);

    const saved = await save(browser, raised, 0);
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/buzon/tarifa?guardada=1');
    expect(await tarifaNow()).toMatchObject({ version: 1, modes: { Clasic: { pricePerMetre: 26797.5 } } });
    const index = await (await fetch(`${server.baseUrl}/editor`)).text();
    expect(index).toContain('<script type="application/json" id="tarifa-data">{"version":1,');
  });

  it('reads numbers as Argentines write them: «23.820» saves 23820, the review shows it as typed', async () => {
    const browser = await signedIn();
    const typed = { ...base, modes: { ...base.modes, Pro: { ...base.modes.Pro, pricePerMetre: '30.500' } } };
    const review = await (await browser.request('/buzon/tarifa', browser.form(fields(typed, { base: '0', accion: 'guardar' })))).text();
    expect(review).toContain('Pro: Precio por metro ($): 36.145 → 30.500');
    expect((await save(browser, typed, 0)).status).toBe(303);
    expect(await tarifaNow()).toMatchObject({ version: 1, modes: { Pro: { pricePerMetre: 30500 } } });
  });

  it('refuses a number it cannot read for sure («1.5») and says how to write it', async () => {
    const browser = await signedIn();
    const typed = { ...base, modes: { ...base.modes, Pro: { ...base.modes.Pro, multiplier: '1.5' } } };
    const answer = await save(browser, typed, 0);
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('«1.5» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7). Si son decimales, escribí 1,5.');
    expect(page).toContain('name="Pro.multiplier" type="text" value="1.5"');
    expect(await versionFiles()).toEqual([]);
  });

  it('refuses a two-digit year (never 1926) and lists each promotion’s dates in the review, Argentina time', async () => {
    const browser = await signedIn();
    const promotion = { mode: 'Todos', sizes: '', percent: '20', from: '0026-11-28T00:00', until: '', name: 'Black Friday' };
    const refused = await save(browser, { ...base, promotions: [promotion] }, 0);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('El año va de 2020 a 2100: escribilo con sus cuatro cifras, por ejemplo 2026.');
    const dated = { ...base, promotions: [{ ...promotion, from: '2099-11-28T00:00', until: '2099-12-05T23:59' }] };
    const review = await (await browser.request('/buzon/tarifa', browser.form(fields(dated, { base: '0', accion: 'guardar' })))).text();
    expect(review).toContain('1. Promoción «Black Friday» (20 %, Todos todas las medidas): del 28/11/2099 00:00 al 05/12/2099 23:59</li>');
    expect(review).not.toContain('terminada');
  });

  it('shows a promotion whose «Hasta» has passed as ended, and warns before saving it', async () => {
    const browser = await signedIn();
    const ended = { mode: 'Clasic', sizes: '', percent: '10', from: '2021-01-01T00:00', until: '2021-01-08T00:00', name: 'Vieja' };
    const review = await (await browser.request('/buzon/tarifa', browser.form(fields({ ...base, promotions: [ended] }, { base: '0', accion: 'guardar' })))).text();
    expect(review).toContain('<p class="aviso" role="alert">La promoción 1 ya terminó: su «Hasta» pasó, así que se guarda pero ningún cliente la ve. Quitala o cambiá su «Hasta».</p>');
    expect(review).toContain('del 01/01/2021 00:00 al 08/01/2021 00:00 <strong class="marca-alerta">(terminada)</strong>');
    expect(review).toContain('<legend>Promoción 1</legend><p class="marca-alerta"><strong>Terminada:</strong>');
  });

  it('tells a promotion whose dates alone changed as changed, not as added and removed', async () => {
    const browser = await signedIn();
    const promotion = { mode: 'Clasic', sizes: '90x40', percent: '20', from: '2099-11-28T00:00', until: '2099-12-05T00:00', name: 'Semana gamer' };
    expect((await save(browser, { ...base, promotions: [promotion] }, 0)).status).toBe(303);
    const moved = { ...base, promotions: [{ ...promotion, until: '2099-12-07T00:00' }] };
    const review = await (await browser.request('/buzon/tarifa', browser.form(fields(moved, { base: '1', accion: 'guardar' })))).text();
    expect(review).toContain('<li>Promoción «Semana gamer» (20 %, Clasic 90x40): cambian sus fechas, del 28/11/2099 00:00 al 05/12/2099 00:00 → del 28/11/2099 00:00 al 07/12/2099 00:00</li>');
    expect(review.split('id="versiones-titulo"')[0]).not.toMatch(/Semana gamer[^<]*(agregada|quitada)/);
  });

  it('tells each bad value at its field and saves nothing (a negative price)', async () => {
    const browser = await signedIn();
    const negative = { ...base, modes: { ...base.modes, Pro: { ...base.modes.Pro, pricePerMetre: '-5', rollCm: '0' } } };
    const answer = await save(browser, negative, 0);
    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('aria-invalid="true" aria-describedby="t-Pro-pricePerMetre-problema"');
    expect(page).toContain('<p class="aviso" id="t-Pro-pricePerMetre-problema">No puede ser negativo.</p>');
    expect(page).toContain('El ancho del rollo tiene que ser mayor que cero.');
    expect(page).toContain('value="-5"');
    expect(await versionFiles()).toEqual([]);
    expect((await tarifaNow()).version).toBe(0);
  });

  it('refuses another site’s post and changes nothing', async () => {
    const browser = await signedIn();
    const forged = browser.form(fields(raised, { base: '0', accion: 'confirmar' }));
    const answer = await browser.request('/buzon/tarifa', { ...forged, headers: { ...forged.headers, origin: 'https://otro.example' } });
    expect(answer.status).toBe(403);
    const anonymous = await fetch(`${server.baseUrl}/buzon/tarifa`, { ...forged, headers: { ...forged.headers, origin: server.baseUrl }, redirect: 'manual' });
    expect(anonymous.status).toBe(303);
    expect(await versionFiles()).toEqual([]);
  });

  it('tells the second of two tabs that the tarifa changed meanwhile, and keeps its values', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const lowered = { ...base, modes: { ...base.modes, Pro: { ...base.modes.Pro, pricePerMetre: '30000' } } };
    const digestOf = async (browser: typeof first, draft: TarifaDraft) =>
      /name="revisado" value="([^"]+)"/.exec(await (await browser.request('/buzon/tarifa', browser.form(fields(draft, { base: '0', accion: 'guardar' })))).text())?.[1] ?? '';
    const [one, two] = [await digestOf(first, raised), await digestOf(second, lowered)];
    expect((await first.request('/buzon/tarifa', first.form(fields(raised, { base: '0', accion: 'confirmar', revisado: one })))).status).toBe(303);
    const late = await second.request('/buzon/tarifa', second.form(fields(lowered, { base: '0', accion: 'confirmar', revisado: two })));
    expect(late.status).toBe(409);
    const page = await late.text();
    expect(page).toContain('La tarifa cambió mientras editabas: ahora está en vigor la versión 1');
    expect(page).toContain('name="Pro.pricePerMetre" type="text" value="30000"');
    expect(await versionFiles()).toEqual(['v000001.json']);
  });

  it('brings back an older version as a new one, «Volver a esta versión»', async () => {
    const browser = await signedIn();
    await save(browser, raised, 0);
    const page = await (await browser.request('/buzon/tarifa')).text();
    expect(page.indexOf('Versión 1')).toBeLessThan(page.indexOf('Versión 0'));
    expect(page).toContain('Volver a esta versión');
    const back = await browser.request('/buzon/tarifa/volver', browser.form({ version: '0', base: '1' }));
    expect(back.status).toBe(303);
    expect(await tarifaNow()).toMatchObject({ version: 2, modes: { Clasic: { pricePerMetre: 23820 } } });
    expect(await (await browser.request('/buzon/tarifa')).text()).toContain('Vuelta a la versión 0');
    expect(await versionFiles()).toEqual(['v000001.json', 'v000002.json']);
  });

  it('makes no version for a save that changes nothing, and says so', async () => {
    const browser = await signedIn();
    const answer = await save(browser, base, 0);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('No cambiaste ningún valor: no se guardó una versión nueva. Sigue en vigor la versión 0.');
    expect(await versionFiles()).toEqual([]);
  });

  it('needs the digest of a review the server rendered: one computed by a client does not save', async () => {
    const browser = await signedIn();
    const checked = checkTarifaDraft(raised);
    if (!checked.ok) throw new Error('raised no es válida');
    const forged = createHash('sha256').update(JSON.stringify({ body: checked.body, base: 0 })).digest('base64url');
    const answer = await browser.request('/buzon/tarifa', browser.form(fields(raised, { base: '0', accion: 'confirmar', revisado: forged })));
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('Revisá los cambios antes de guardar');
    expect(await versionFiles()).toEqual([]);
  });

  it('says why «Agregar promoción» adds nothing at the 30-promotion cap', async () => {
    const browser = await signedIn();
    const promotion = { mode: 'Todos', sizes: '', percent: '10', from: '2099-01-01T00:00', until: '', name: '' };
    const full = { ...base, promotions: Array.from({ length: 30 }, () => promotion) };
    const page = await (await browser.request('/buzon/tarifa', browser.form(fields(full, { base: '0', accion: 'agregar' })))).text();
    expect(page).toContain('Ya hay 30 promociones, el máximo: para agregar otra, marcá «Quitar» en una que ya no uses');
    expect(page).not.toContain('<legend>Promoción 31</legend>');
  });

  it('answers a form over the size limit with a Spanish page, not JSON', async () => {
    const browser = await signedIn();
    const answer = await browser.request('/buzon/tarifa', browser.form(fields(raised, { base: '0', accion: 'guardar', 'texts.rugNote': 'x'.repeat(70_000) })));
    expect(answer.status).toBe(413);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(await answer.text()).toContain('La tarifa que mandaste pasa de 64 KB y no se guardó nada.');
  });

  it('pages «Versiones» by 20, and tells of a damaged version file that is not used', async () => {
    const folder = join(inbox.dir, '.tarifa');
    await mkdir(folder, { recursive: true });
    for (let version = 1; version <= 24; version++) {
      const tarifa = { ...DEFAULT_TARIFA, version, savedAt: '2026-11-27T12:00:00.000Z', modes: { ...DEFAULT_TARIFA.modes, Pro: { ...DEFAULT_TARIFA.modes.Pro, pricePerMetre: 30000 + version } } };
      await writeFile(join(folder, `v${String(version).padStart(6, '0')}.json`), JSON.stringify(tarifa));
    }
    await writeFile(join(folder, 'v000025.json'), '{"version":25,');
    await server.close();
    server = await startBuzon(inbox.dir);
    const browser = await signedIn();
    const first = await (await browser.request('/buzon/tarifa')).text();
    expect(first).toContain('La versión 25 está dañada y no se usa (archivo v000025.json en la carpeta .tarifa del buzón). Está en vigor la versión 24');
    expect(first.match(/<h3>Versión \d+/g)).toHaveLength(20);
    expect(first).toContain('<h3>Versión 5</h3>');
    expect(first).not.toContain('<h3>Versión 4</h3>');
    expect(first).toContain('href="/buzon/tarifa?versiones=2#versiones-titulo" rel="next">Más antiguas</a>');
    const second = await (await browser.request('/buzon/tarifa?versiones=2')).text();
    expect(second.match(/<h3>Versión \d+/g)).toEqual(['<h3>Versión 4', '<h3>Versión 3', '<h3>Versión 2', '<h3>Versión 1', '<h3>Versión 0']);
    expect(second).toContain('Pro: Precio por metro ($): 36.145 → 30.001');
    // The oldest version of a page is compared with the one before it, on the next page.
    expect(first).toContain('<h3>Versión 5</h3><p class="tenue">guardada el 27/11/2026 09:00</p><ul><li>Pro: Precio por metro ($): 30.004 → 30.005</li>');
  });

  it('voids the version it replaces when «La versión anterior tenía un error» is checked, after showing it in the review', async () => {
    const browser = await signedIn();
    await save(browser, raised, 0);
    const form = await (await browser.request('/buzon/tarifa')).text();
    expect(form).toContain('<input type="checkbox" name="anular" value="si"> La versión anterior tenía un error: no respetar sus precios');
    const review = await (await browser.request('/buzon/tarifa', browser.form(fields(base, { base: '1', accion: 'guardar', anular: 'si' })))).text();
    expect(review).toContain('La versión 1 se anula: sus precios no se respetan');
    expect(review).toContain('name="anular" value="si" checked');
    // The digest names the choice: a confirmation without the box is a new review, and saves nothing.
    const digest = /name="revisado" value="([^"]+)"/.exec(review)?.[1] ?? '';
    const unchecked = await browser.request('/buzon/tarifa', browser.form(fields(base, { base: '1', accion: 'confirmar', revisado: digest })));
    expect(unchecked.status).toBe(200);
    expect(await versionFiles()).toEqual(['v000001.json']);
    expect((await save(browser, base, 1, { anular: 'si' })).status).toBe(303);
    expect(await tarifaNow()).toMatchObject({ version: 2, voided: [1] });
    expect(await (await browser.request('/buzon/tarifa')).text()).toContain('Anuló la versión 1: sus precios no se respetan');
  });

  it('voids nothing when the box is left alone', async () => {
    const browser = await signedIn();
    await save(browser, raised, 0);
    await save(browser, base, 1);
    expect(await tarifaNow()).toMatchObject({ version: 2, voided: [] });
  });
});
