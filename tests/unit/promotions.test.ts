import { argentinaDate, argentinaDateTime, instantToArgentina, readArgentinaDate } from '@/domain/argentina-time';
import { quotePrice } from '@/domain/pricing';
import { promotionPrice, promotionsAt, quote } from '@/domain/promotions';
import { DEFAULT_TARIFA, type Promotion, type Tarifa } from '@/domain/tarifa';

const promo = (values: Partial<Promotion>): Promotion => ({
  mode: 'Clasic',
  sizes: [],
  percent: 20,
  from: '2026-12-01T03:00:00.000Z',
  until: '2026-12-08T03:00:00.000Z',
  name: 'Semana gamer',
  ...values,
});
const withPromotions = (...promotions: Promotion[]): Tarifa => ({ ...DEFAULT_TARIFA, promotions });
const at = (iso: string) => new Date(iso);
const argentinaToInstant = (local: string): string | null => {
  const read = readArgentinaDate(local);
  return 'instant' in read ? read.instant : null;
};
const during = at('2026-12-03T15:00:00.000Z');

describe('Argentina time (UTC−3 all year)', () => {
  it('turns a date and time typed at /buzon into its instant, whatever the server’s zone', () => {
    expect(argentinaToInstant('2026-12-01T00:00')).toBe('2026-12-01T03:00:00.000Z');
    expect(argentinaToInstant('2026-06-30T21:30')).toBe('2026-07-01T00:30:00.000Z');
    expect(instantToArgentina('2026-12-01T02:59:00.000Z')).toBe('2026-11-30T23:59');
  });

  it('refuses what is not a date and time', () => {
    for (const text of ['', '2026-02-31T10:00', '2026-12-01', '2026-12-01T24:00', '2026-12-01T10:60', '1/12/2026 10:00']) {
      expect(readArgentinaDate(text)).toEqual({ problem: 'notDate' });
    }
  });

  it('refuses a year outside 2020–2100: «26» typed for 2026 never saves 1926', () => {
    for (const text of ['0026-12-01T10:00', '1926-12-01T10:00', '2019-12-31T23:59', '2101-01-01T00:00']) {
      expect(readArgentinaDate(text)).toEqual({ problem: 'year' });
    }
    expect(readArgentinaDate('2020-01-01T00:00')).toEqual({ instant: '2020-01-01T03:00:00.000Z' });
    expect(readArgentinaDate('2100-12-31T23:59')).toEqual({ instant: '2101-01-01T02:59:00.000Z' });
  });

  it('writes a date and time as /buzon shows it, on Argentina’s clock', () => {
    expect(argentinaDateTime('2026-11-28T03:00:00.000Z')).toBe('28/11/2026 00:00');
    expect(argentinaDateTime('2026-12-06T02:59:00.000Z')).toBe('05/12/2026 23:59');
    // A panel's label: the day alone, on Argentina's clock (still the 5th at 02:59 UTC on the 6th).
    expect(argentinaDate('2026-12-06T02:59:00.000Z')).toBe('05/12/2026');
  });
});

describe('when a promotion applies', () => {
  const tarifa = withPromotions(promo({ from: argentinaToInstant('2026-12-01T00:00') ?? '', until: argentinaToInstant('2026-12-08T00:00') }));
  const priceAt = (iso: string) => quote(tarifa, 'Clasic', 90, 40, at(iso));

  it('starts at «Desde», Argentina’s midnight, not UTC’s', () => {
    expect(priceAt('2026-12-01T02:59:59.999Z')).toMatchObject({ price: 17000, promotion: null });
    expect(priceAt('2026-12-01T03:00:00.000Z')).toMatchObject({ price: 14000, promotion: { name: 'Semana gamer', percent: 20 } });
  });

  it('ends at «Hasta»: the instant itself is no longer in it', () => {
    expect(priceAt('2026-12-08T02:59:59.999Z')).toMatchObject({ price: 14000 });
    expect(priceAt('2026-12-08T03:00:00.000Z')).toMatchObject({ price: 17000, promotion: null });
  });

  it('without «Hasta» never ends', () => {
    const open = withPromotions(promo({ until: null }));
    expect(quote(open, 'Clasic', 90, 40, at('2036-01-01T00:00:00.000Z'))).toMatchObject({ price: 14000 });
  });
});

describe('which pieces a promotion covers', () => {
  const tarifa = withPromotions(promo({ sizes: ['90x40'] }));

  it('matches its sizes in either orientation, and no other', () => {
    expect(quote(tarifa, 'Clasic', 90, 40, during)).toMatchObject({ price: 14000 });
    expect(quote(tarifa, 'Clasic', 40, 90, during)).toMatchObject({ price: promotionPrice(quotePrice('Clasic', 40, 90), 20, 500) });
    expect(quote(tarifa, 'Clasic', 90, 41, during)).toMatchObject({ promotion: null });
  });

  it('matches its mode only, or every mode with «Todos»', () => {
    expect(quote(tarifa, 'Pro', 90, 40, during)).toMatchObject({ promotion: null });
    expect(quote(withPromotions(promo({ mode: 'Todos' })), 'Pro', 90, 40, during)).toMatchObject({ promotion: { percent: 20 } });
  });
});

describe('the price of a promotion', () => {
  it('is the list price less the percentage, rounded up to the step (17000 − 15 % = 14450 → 14500; − 20 % = 13600 → 14000)', () => {
    expect(quote(withPromotions(promo({ percent: 15 })), 'Clasic', 90, 40, during)).toEqual({
      kind: 'price',
      list: 17000,
      price: 14500,
      promotion: { name: 'Semana gamer', percent: 15 },
    });
  });

  it('gives the shopper the best of the promotions that apply', () => {
    const tarifa = withPromotions(promo({ percent: 10, name: 'Diez' }), promo({ mode: 'Todos', percent: 25, name: 'Todo' }), promo({ percent: 20 }));
    expect(quote(tarifa, 'Clasic', 90, 40, during)).toMatchObject({ price: 13000, promotion: { name: 'Todo', percent: 25 } });
  });

  it('is not shown when rounding brings it back to the list price', () => {
    expect(quote(withPromotions(promo({ percent: 1 })), 'Clasic', 25, 25, during)).toEqual({ kind: 'price', list: 5500, price: 5500, promotion: null });
  });
});

describe('a mode «Sin stock»', () => {
  it('has no price, promotion or not', () => {
    const tarifa: Tarifa = {
      ...withPromotions(promo({ mode: 'Todos' })),
      modes: { ...DEFAULT_TARIFA.modes, Alfombra: { ...DEFAULT_TARIFA.modes.Alfombra, outOfStock: true } },
    };
    expect(quote(tarifa, 'Alfombra', 90, 60, during)).toEqual({ kind: 'outOfStock' });
    expect(quote(tarifa, 'Clasic', 90, 40, during)).toMatchObject({ kind: 'price', price: 14000 });
  });
});

describe('promotionsAt: what a shopper is told (issue 45)', () => {
  const ended = promo({ name: 'Pasada', from: '2026-11-01T03:00:00.000Z', until: '2026-11-08T03:00:00.000Z' });
  const running = promo({ name: 'Semana gamer' });
  const later = promo({ name: 'Black Friday', from: '2026-12-05T03:00:00.000Z', until: null });

  it('keeps only the promotions in force, and names the next instant one starts or ends', () => {
    expect(promotionsAt([ended, running, later], during)).toEqual({ inForce: [running], nextChange: '2026-12-05T03:00:00.000Z' });
    expect(promotionsAt([ended, running, later], at('2026-12-06T00:00:00.000Z'))).toEqual({ inForce: [running, later], nextChange: '2026-12-08T03:00:00.000Z' });
  });

  it('counts a start at this very instant as begun and an end at it as over, and has no next change when none is left', () => {
    expect(promotionsAt([later], at(later.from))).toEqual({ inForce: [later], nextChange: null });
    expect(promotionsAt([running], at(running.until ?? ''))).toEqual({ inForce: [], nextChange: null });
    expect(promotionsAt([], during)).toEqual({ inForce: [], nextChange: null });
  });
});

