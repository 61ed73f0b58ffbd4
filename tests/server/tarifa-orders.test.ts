import { readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../server/buzon/html/list-page';
import { entryFor } from '../../server/orders/order-entry';
import { pendingState } from '../../server/orders/order-state';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign, withTarifaVersion } from '../../src/domain/design-query';
import { DEFAULT_TARIFA, tarifaBody, type TarifaBody } from '../../src/domain/tarifa';
import { codes, orderForm, post } from './multipart-fixtures';
import { newestRecord, tarifaServerPerTest } from './tarifa-server';

/** Clasic L 90x40: $17.000 by default, $19.000 once the price per metre is 12.5 % higher. */
const design = { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40 };
const raised: TarifaBody = { ...tarifaBody(DEFAULT_TARIFA), modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, pricePerMetre: 26797.5 } } };
const HOUR = 60 * 60 * 1000;

const server = tarifaServerPerTest('mgm-tarifa-orders-');

const message = (price: string) => `Tipo: Mousepad Classic\nMedida: L 90x40\nPrecio estimado: ${price}`;
/** An order quoted with `version`, carrying the stamp that version is served with (issue 45). */
const order = (version: number, price: string) =>
  orderForm({ diseno: withTarifaVersion(encodeDesign(design), { version, stamp: server.store.stamp(version) }).toString(), message: message(price), subject: 'Mousepad Personalizado Dragón L 90x40' });

describe('an order priced with a tarifa', () => {
  it('keeps the price of the version it was quoted with, replaced within 24 hours, and is marked as matching', async () => {
    server.savedAt = Date.now() - 23 * HOUR;
    await server.store.save(raised, 0);
    const answer = await post(`${server.app.baseUrl}/f/mgm-local`, order(0, '$17.000'));
    expect(answer.status).toBe(200);
    const record = await newestRecord(server.inboxDir);
    expect(record.priceCheck).toBe('ok');
    expect(record.checkedPrice).toEqual({ version: 0, list: 17000, price: 17000, promotion: null, matches: true, inForce: { version: 1, price: 19000 } });
    const page = listPage({ items: [entryFor('/x', 'x', record, pendingState)], total: 1, page: 1, pages: 1 }, { filter: 'todos', search: '', page: 1 }, 0);
    // Below the tarifa in force: honoured, and flagged as loudly as a mismatch (issue 45).
    expect(page).toContain('$17.000 <strong class="marca-alerta">(¡Atención! Se respetó el precio de la tarifa v0, $17.000, $2.000 menos que la vigente (v1, $19.000): revisá el precio antes de cobrar.)</strong>');
  });

  it('does not keep a quote whose version was replaced more than 24 hours ago', async () => {
    server.savedAt = Date.now() - 25 * HOUR;
    await server.store.save(raised, 0);
    expect((await post(`${server.app.baseUrl}/f/mgm-local`, order(0, '$17.000'))).status).toBe(200);
    const record = await newestRecord(server.inboxDir);
    expect(record.priceCheck).toBe('mismatch');
    expect(record.checkedPrice).toMatchObject({ version: 1, price: 19000, matches: false });
  });

  it('records a promotion with its list price', async () => {
    const promotion = { mode: 'Clasic' as const, sizes: ['90x40'], percent: 20, from: new Date(Date.now() - HOUR).toISOString(), until: null, name: 'Semana gamer' };
    await server.store.save({ ...tarifaBody(DEFAULT_TARIFA), promotions: [promotion] }, 0);
    expect((await post(`${server.app.baseUrl}/f/mgm-local`, order(1, '$14.000'))).status).toBe(200);
    expect((await newestRecord(server.inboxDir)).checkedPrice).toEqual({ version: 1, list: 17000, price: 14000, promotion: { name: 'Semana gamer', percent: 20 }, matches: true, inForce: { version: 1, price: 14000 } });
  });

  it('refuses an order for a mode «Sin stock», SIN_STOCK, and stores nothing', async () => {
    await server.store.save({ ...tarifaBody(DEFAULT_TARIFA), modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, outOfStock: true } } }, 0);
    const answer = await post(`${server.app.baseUrl}/f/mgm-local`, order(0, '$17.000'));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['SIN_STOCK:diseno']);
    expect(answer.body.errors?.[0]?.message).toContain('Por ahora no tenemos stock de Mousepad Classic');
    expect((await readdir(server.inboxDir)).filter((entry) => !entry.startsWith('.'))).toEqual([]);
  });
});
