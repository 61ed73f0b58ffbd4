import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listPage } from '../../server/buzon/html/list-page';
import { entryFor } from '../../server/orders/order-entry';
import { pendingState } from '../../server/orders/order-state';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { createTarifaStore, type TarifaStore } from '../../server/tarifa/tarifa-store';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign, withTarifaVersion } from '../../src/domain/design-query';
import { DEFAULT_TARIFA, tarifaBody, type TarifaBody } from '../../src/domain/tarifa';
import { startTestServer, type RunningServer } from './app-server-harness';
import { codes, orderForm, post } from './multipart-fixtures';

/** Clasic L 90x40: $17.000 by default, $19.000 once the price per metre is 12.5 % higher. */
const design = { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40 };
const raised: TarifaBody = { ...tarifaBody(DEFAULT_TARIFA), modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, pricePerMetre: 26797.5 } } };
const HOUR = 60 * 60 * 1000;

let app: RunningServer;
let inboxDir: string;
let store: TarifaStore;
let savedAt = Date.now();
beforeEach(async () => {
  savedAt = Date.now();
  inboxDir = await mkdtemp(join(tmpdir(), 'mgm-tarifa-orders-'));
  // The server's own store, on a clock the test sets for each save.
  store = createTarifaStore(inboxDir, { now: () => new Date(savedAt) });
  app = await startTestServer({ inboxDir, tarifa: store });
});
afterEach(async () => {
  await app.close();
  await rm(inboxDir, { recursive: true, force: true });
});

const message = (price: string) => `Tipo: Mousepad Classic\nMedida: L 90x40\nPrecio estimado: ${price}`;
const order = (version: number, price: string) =>
  orderForm({ diseno: withTarifaVersion(encodeDesign(design), version).toString(), message: message(price), subject: 'Mousepad Personalizado Dragón L 90x40' });

async function newestRecord(): Promise<SubmissionRecord> {
  const [name = ''] = (await readdir(inboxDir)).filter((entry) => !entry.startsWith('.')).sort().reverse();
  return JSON.parse(await readFile(join(inboxDir, name, 'submission.json'), 'utf8')) as SubmissionRecord;
}

describe('an order priced with a tarifa', () => {
  it('keeps the price of the version it was quoted with, replaced within 24 hours, and is marked as matching', async () => {
    savedAt = Date.now() - 23 * HOUR;
    await store.save(raised, 0);
    const answer = await post(`${app.baseUrl}/f/mgm-local`, order(0, '$17.000'));
    expect(answer.status).toBe(200);
    const record = await newestRecord();
    expect(record.priceCheck).toBe('ok');
    expect(record.checkedPrice).toEqual({ version: 0, list: 17000, price: 17000, promotion: null, matches: true, inForce: { version: 1, price: 19000 } });
    const page = listPage({ items: [entryFor('/x', 'x', record, pendingState)], total: 1, page: 1, pages: 1 }, { filter: 'todos', search: '', page: 1 }, 0);
    expect(page).toContain('$17.000 <span class="marca-ok">(coincide con la tarifa v0)</span>');
    expect(page).toContain('(la tarifa vigente, v1, daba $19.000: pagaría $2.000 más)');
  });

  it('does not keep a quote whose version was replaced more than 24 hours ago', async () => {
    savedAt = Date.now() - 25 * HOUR;
    await store.save(raised, 0);
    expect((await post(`${app.baseUrl}/f/mgm-local`, order(0, '$17.000'))).status).toBe(200);
    const record = await newestRecord();
    expect(record.priceCheck).toBe('mismatch');
    expect(record.checkedPrice).toMatchObject({ version: 1, price: 19000, matches: false });
  });

  it('records a promotion with its list price', async () => {
    const promotion = { mode: 'Clasic' as const, sizes: ['90x40'], percent: 20, from: new Date(Date.now() - HOUR).toISOString(), until: null, name: 'Semana gamer' };
    await store.save({ ...tarifaBody(DEFAULT_TARIFA), promotions: [promotion] }, 0);
    expect((await post(`${app.baseUrl}/f/mgm-local`, order(1, '$14.000'))).status).toBe(200);
    expect((await newestRecord()).checkedPrice).toEqual({ version: 1, list: 17000, price: 14000, promotion: { name: 'Semana gamer', percent: 20 }, matches: true, inForce: { version: 1, price: 14000 } });
  });

  it('refuses an order for a mode «Sin stock», SIN_STOCK, and stores nothing', async () => {
    await store.save({ ...tarifaBody(DEFAULT_TARIFA), modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, outOfStock: true } } }, 0);
    const answer = await post(`${app.baseUrl}/f/mgm-local`, order(0, '$17.000'));
    expect(answer.status).toBe(400);
    expect(codes(answer)).toEqual(['SIN_STOCK:diseno']);
    expect(answer.body.errors?.[0]?.message).toContain('Por ahora no tenemos stock de Mousepad Classic');
    expect((await readdir(inboxDir)).filter((entry) => !entry.startsWith('.'))).toEqual([]);
  });
});
