import { initialDesign } from '@/domain/design';
import { priceOrder } from '@/domain/order-price';
import { DEFAULT_TARIFA, type Promotion, type Tarifa } from '@/domain/tarifa';

/** Clasic L 90x40: $17.000 at list price. */
const design = { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40 };
const HOUR = 60 * 60 * 1000;
const at = new Date('2026-11-28T12:00:00.000Z');
const ago = (hours: number): string => new Date(at.getTime() - hours * HOUR).toISOString();
const promotion = (percent: number, from: string, until: string | null): Promotion => ({ mode: 'Clasic', sizes: [], percent, from, until, name: '' });

describe('priceOrder: a quote of the version it honours', () => {
  // Version 1, in force for the last 10 hours: 20 % off until 6 hours ago, list price, then 50 % off from 2 hours ago.
  const v1: Tarifa = { ...DEFAULT_TARIFA, version: 1, savedAt: ago(10), promotions: [promotion(20, ago(12), ago(6)), promotion(50, ago(2), null)] };
  const history = [DEFAULT_TARIFA, v1];

  it('keeps the list price it gave between two promotions, though neither start nor end gives it', () => {
    const pricing = priceOrder(history, design, 1, '$17.000', at);
    expect(pricing).toEqual({ kind: 'priced', checked: { version: 1, list: 17000, price: 17000, promotion: null, matches: true, inForce: { version: 1, price: 8500 } } });
  });

  it('keeps each promotion’s price, and none it never gave', () => {
    expect(priceOrder(history, design, 1, '$14.000', at)).toMatchObject({ checked: { price: 14000, matches: true } });
    expect(priceOrder(history, design, 1, '$8.500', at)).toMatchObject({ checked: { price: 8500, matches: true } });
    expect(priceOrder(history, design, 1, '$12.000', at)).toMatchObject({ checked: { price: 8500, matches: false } });
  });

  it('honours nothing but the version in force when it is told to honour none (no stamp)', () => {
    expect(priceOrder(history, design, null, '$17.000', at)).toMatchObject({ checked: { version: 1, price: 8500, matches: false } });
  });
});
