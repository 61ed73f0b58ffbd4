/**
 * Issue 45, «honour only what was served»: an order keeps the price of an older version only with
 * the stamp that version was served with, while it was in force within the last day, and never when
 * the store voided it; a price kept below the tarifa in force is flagged in /buzon, the store's email
 * and `npm run inbox` as loudly as a mismatch.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listPage } from '../../server/buzon/html/list-page';
import { storeEmail } from '../../server/orders/order-emails';
import { entryFor } from '../../server/orders/order-entry';
import { pendingState } from '../../server/orders/order-state';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { formatEntry } from '../../server/orders/submission-summary';
import { serverSecretFileName } from '../../server/files/server-secret';
import { createTarifaStore } from '../../server/tarifa/tarifa-store';
import { initialDesign } from '../../src/domain/design';
import { encodeDesign, withTarifaVersion } from '../../src/domain/design-query';
import { formatPrice } from '../../src/domain/pricing';
import { quote } from '../../src/domain/promotions';
import { DEFAULT_TARIFA, tarifaBody, type TarifaBody } from '../../src/domain/tarifa';
import type { ServedTarifa } from '../../src/domain/tarifa-served';
import { orderForm, post } from './multipart-fixtures';
import { newestRecord, tarifaServerPerTest } from './tarifa-server';

/** Clasic L 90x40: $17.000 by default; the slip's price per metre of $0,01 makes it almost nothing. */
const design = { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40 };
const slip: TarifaBody = { ...tarifaBody(DEFAULT_TARIFA), modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, pricePerMetre: 0.01 } } };
const fixed = tarifaBody(DEFAULT_TARIFA);
const slipPrice = (() => {
  const q = quote({ ...slip, version: 1, savedAt: '' }, 'Clasic', 90, 40, new Date());
  return q.kind === 'price' ? q.price : Number.NaN;
})();
const HOUR = 60 * 60 * 1000;

const server = tarifaServerPerTest('mgm-tarifa-stamp-');

const served = async (): Promise<ServedTarifa> => (await (await fetch(`${server.app.baseUrl}/tarifa.json`)).json()) as ServedTarifa;
const message = (price: string) => `Tipo: Mousepad Classic\nMedida: L 90x40\nPrecio estimado: ${price}`;
async function order(version: number, stamp: string, price: number): Promise<SubmissionRecord> {
  const diseno = withTarifaVersion(encodeDesign(design), { version, stamp }).toString();
  const answer = await post(`${server.app.baseUrl}/f/mgm-local`, orderForm({ diseno, message: message(formatPrice(price)), subject: 'Mousepad Personalizado Dragón L 90x40' }));
  expect(answer.status).toBe(200);
  return newestRecord(server.inboxDir);
}

/** The slip in force long enough to be served, then corrected: the slip's stamp, as a shopper got it. */
async function slipServedThenFixed(voidsPrevious = false): Promise<string> {
  await server.store.save(slip, 0);
  const { stamp = '' } = await served();
  await server.store.save(fixed, 1, { voidsPrevious });
  return stamp;
}

const atInForce = { version: 2, list: 17000, price: 17000, promotion: null, matches: false, inForce: { version: 2, price: 17000 } };

describe('the stamp of a served tarifa', () => {
  it('comes with /tarifa.json and the page, one per version, from a secret kept in INBOX_DIR (0600) across restarts', async () => {
    await server.store.save(slip, 0);
    const first = await served();
    expect(first.stamp).toMatch(/^[\w-]{43}$/);
    expect(await (await fetch(`${server.app.baseUrl}/`)).text()).toContain(`"stamp":"${first.stamp ?? ''}"`);
    expect((await stat(join(server.inboxDir, serverSecretFileName))).mode & 0o777).toBe(0o600);
    const restarted = createTarifaStore(server.inboxDir);
    await restarted.load();
    expect(restarted.stamp(1)).toBe(first.stamp);
    expect(restarted.stamp(2)).not.toBe(first.stamp);
    const elsewhere = await mkdtemp(join(tmpdir(), 'mgm-tarifa-stamp-other-'));
    const other = createTarifaStore(elsewhere);
    await other.load();
    expect(other.stamp(1)).not.toBe(first.stamp);
    await rm(elsewhere, { recursive: true, force: true });
  });
});

describe('an order claiming an older version', () => {
  it('keeps its price with the stamp it was served, and is flagged as below the tarifa in force', async () => {
    const stamp = await slipServedThenFixed();
    const record = await order(1, stamp, slipPrice);
    expect(record.checkedPrice).toEqual({ version: 1, list: slipPrice, price: slipPrice, promotion: null, matches: true, inForce: { version: 2, price: 17000 } });
    const warning = `¡Atención! Se respetó el precio de la tarifa v1, ${formatPrice(slipPrice)}, ${formatPrice(17000 - slipPrice)} menos que la vigente (v2, $17.000): revisá el precio antes de cobrar.`;
    const entry = entryFor('/x', 'x', record, pendingState);
    const page = listPage({ items: [entry], total: 1, page: 1, pages: 1 }, { filter: 'todos', search: '', page: 1 }, 0);
    expect(page).toContain(`<strong class="marca-alerta">(${warning})</strong>`);
    expect(page).not.toContain('coincide con la tarifa v1');
    const email = storeEmail(record, { status: 'https://x/pedido/t', buzon: 'https://x/buzon/p' }, 'tienda@example.com').body;
    expect(email.text).toContain(warning);
    expect(formatEntry({ folder: '/srv/inbox/a', record }, '/srv')).toContain(`  ${warning}`);
  });

  it('without a stamp, or with a forged one, is recorded at the price in force, as not matching', async () => {
    await slipServedThenFixed();
    expect((await order(1, '', slipPrice)).checkedPrice).toEqual(atInForce);
    expect((await order(1, 'A'.repeat(43), slipPrice)).checkedPrice).toEqual(atInForce);
  });

  it("with another version's stamp is recorded at the price in force", async () => {
    await slipServedThenFixed();
    const { stamp = '' } = await served();
    expect((await order(1, stamp, slipPrice)).checkedPrice).toEqual(atInForce);
  });

  it('with its stamp, but out of force for more than 24 hours, is recorded at the price in force', async () => {
    server.savedAt = Date.now() - 26 * HOUR;
    await server.store.save(slip, 0);
    const { stamp = '' } = await served();
    server.savedAt = Date.now() - 25 * HOUR;
    await server.store.save(fixed, 1);
    expect((await order(1, stamp, slipPrice)).checkedPrice).toEqual(atInForce);
  });

  it('on a version the store voided is priced again with the tarifa in force, and the page says which are voided', async () => {
    const stamp = await slipServedThenFixed(true);
    const record = await order(1, stamp, slipPrice);
    expect(record.priceCheck).toBe('mismatch');
    expect(record.checkedPrice).toEqual(atInForce);
    expect((await served()).voided).toEqual([1]);
    const restarted = createTarifaStore(server.inboxDir);
    await restarted.load();
    expect(restarted.voided()).toEqual([1]);
    expect(restarted.honours(1, stamp)).toBe(false);
  });
});
