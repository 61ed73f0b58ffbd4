import { quote } from '@/domain/promotions';
import { DEFAULT_TARIFA, type Tarifa } from '@/domain/tarifa';
import { parseTarifa } from '@/domain/tarifa-parse';
import { isServedTarifa } from '@/domain/tarifa-served';
import { json, withField } from './tarifa-json';

const saved: Tarifa = {
  ...DEFAULT_TARIFA,
  version: 3,
  savedAt: '2026-11-27T12:00:00.000Z',
  promotions: [
    { mode: 'Clasic', sizes: ['90x40'], percent: 20, from: '2026-12-01T03:00:00.000Z', until: null, name: 'Semana gamer' },
    { mode: 'Todos', sizes: [], percent: 5, from: '2020-01-01T03:00:00.000Z', until: '2030-01-01T03:00:00.000Z', name: '' },
  ],
};
/** The saved tarifa with one field replaced, reached by its path. */
const changed = (path: readonly (string | number)[], value: unknown): unknown => withField(saved, path, value);

describe('isServedTarifa', () => {
  it('takes every tarifa the server reads strictly, the default included', () => {
    for (const tarifa of [saved, DEFAULT_TARIFA]) {
      expect(parseTarifa(json(tarifa))).not.toBeNull();
      expect(isServedTarifa(json(tarifa))).toBe(true);
    }
  });

  it.each<[string, readonly (string | number)[], unknown]>([
    ['a price as text', ['modes', 'Clasic', 'pricePerMetre'], '23820'],
    ['a negative price', ['modes', 'Clasic', 'pricePerMetre'], -1],
    ['a multiplier with an exponent', ['modes', 'Clasic', 'multiplier'], 1e-7],
    ['a zero roll width', ['modes', 'Pro', 'rollCm'], 0],
    ['a roll width in fractions', ['modes', 'Pro', 'rollCm'], 125.5],
    ['a missing mode', ['modes', 'Alfombra'], undefined],
    ['a missing stock flag', ['modes', 'Alfombra', 'outOfStock'], undefined],
    ['a zero rounding step', ['shared', 'roundingStep'], 0],
    ['a missing surcharge', ['shared', 'surchargePerM2'], null],
    ['a percent in fractions', ['promotions', 0, 'percent'], 12.5],
    ['sizes that are not a list', ['promotions', 0, 'sizes'], '90x40'],
    ['an end that is not an instant’s text', ['promotions', 1, 'until'], 1_900_000_000_000],
    ['a name that is not text', ['promotions', 0, 'name'], { html: '<b>' }],
    ['promotions that are not a list', ['promotions'], {}],
    ['a production time that is not text', ['texts', 'productionTime'], ['3 a 7 días']],
    ['a version as text', ['version'], '3'],
  ])('refuses %s, which would break a price or the page', (_what, path, value) => {
    expect(isServedTarifa(changed(path, value))).toBe(false);
  });

  it('takes the stamp and the voided versions the server adds (issue 45), and refuses them malformed', () => {
    expect(isServedTarifa({ ...json(saved) as object, stamp: 'abc_-', voided: [1, 2] })).toBe(true);
    expect(isServedTarifa({ ...json(saved) as object, stamp: 12 })).toBe(false);
    expect(isServedTarifa({ ...json(saved) as object, voided: '1' })).toBe(false);
    expect(isServedTarifa({ ...json(saved) as object, voided: [1.5] })).toBe(false);
  });

  it('takes the instant of the next change, or null, and refuses anything else there', () => {
    expect(isServedTarifa({ ...json(saved) as object, nextChange: '2026-12-05T03:00:00.000Z' })).toBe(true);
    expect(isServedTarifa({ ...json(saved) as object, nextChange: null })).toBe(true);
    for (const nextChange of ['pronto', 1_800_000_000_000, {}]) expect(isServedTarifa({ ...json(saved) as object, nextChange })).toBe(false);
  });

  it('refuses what is not a tarifa at all', () => {
    for (const value of [null, [], 'tarifa', 3, { version: 1 }]) expect(isServedTarifa(value)).toBe(false);
  });

  // A design decision: the store's own bounds are the server's to keep (it serves only tarifas it read
  // strictly); the shopper's page checks that it can price and show what it gets.
  it('leaves the store’s bounds to the server, and prices whatever it takes', () => {
    const odd = changed(['promotions', 0, 'percent'], 91);
    expect(parseTarifa(odd)).toBeNull();
    expect(isServedTarifa(odd)).toBe(true);
    if (!isServedTarifa(odd)) return;
    expect(quote(odd, 'Clasic', 90, 40, new Date('2026-12-02T12:00:00Z'))).toMatchObject({ kind: 'price', list: 17_000 });
  });
});
