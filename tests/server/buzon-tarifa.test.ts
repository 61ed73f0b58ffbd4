import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TARIFA } from '../../src/domain/tarifa';
import { tarifaToDraft, type TarifaDraft } from '../../src/domain/tarifa-draft';
import { buzonForEachTest } from './buzon-harness';

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
const raised: TarifaDraft = { ...base, modes: { ...base.modes, Clasic: { ...base.modes.Clasic, pricePerMetre: '26797.5' } } };

const { current, signedIn } = buzonForEachTest();

/** «Guardar tarifa», then «Confirmar y guardar» with the digest the review page gave. */
async function save(browser: Awaited<ReturnType<typeof signedIn>>, draft: TarifaDraft, version: number): Promise<Response> {
  const review = await browser.request('/buzon/tarifa', browser.form(fields(draft, { base: String(version), accion: 'guardar' })));
  const digest = /name="revisado" value="([^"]+)"/.exec(await review.text())?.[1] ?? '';
  return browser.request('/buzon/tarifa', browser.form(fields(draft, { base: String(version), accion: 'confirmar', revisado: digest })));
}

const tarifaNow = async () => ((await (await fetch(`${current().server.baseUrl}/tarifa.json`)).json()) as { version: number; modes: { Clasic: { pricePerMetre: number } } });
const versionFiles = async () => (await readdir(join(current().inboxDir, '.tarifa'))).filter((name) => name.endsWith('.json'));

describe('/buzon «Tarifa»', () => {
  it('is linked from /buzon and shows the store’s fields', async () => {
    const browser = await signedIn();
    expect(await (await browser.request('/buzon')).text()).toContain('<a href="/buzon/tarifa">Tarifa</a>');
    const page = await (await browser.request('/buzon/tarifa')).text();
    for (const legend of ['Clasic', 'Pro', 'Alfombra']) expect(page).toContain(`<legend>${legend}</legend>`);
    for (const label of ['Ancho del rollo (cm)', 'Precio por metro ($)', 'Multiplicador', 'Área incluida (m²)', 'Sin stock', 'Guardar tarifa', 'Agregar promoción']) {
      expect(page).toContain(label);
    }
    expect(page).toContain('id="t-Clasic-pricePerMetre" name="Clasic.pricePerMetre" type="text" value="23820"');
  });

  it('adds a promotion starting now, keeping what was typed', async () => {
    const browser = await signedIn();
    const page = await (await browser.request('/buzon/tarifa', browser.form(fields(raised, { base: '0', accion: 'agregar' })))).text();
    expect(page).toContain('<legend>Promoción 1</legend>');
    expect(page).toContain('value="26797.5"');
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
    const index = await (await fetch(`${current().server.baseUrl}/editor`)).text();
    expect(index).toContain('<script type="application/json" id="tarifa-data">{"version":1,');
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
    const anonymous = await fetch(`${current().server.baseUrl}/buzon/tarifa`, { ...forged, headers: { ...forged.headers, origin: current().server.baseUrl }, redirect: 'manual' });
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
});
