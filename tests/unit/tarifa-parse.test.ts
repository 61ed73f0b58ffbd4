import { DEFAULT_TARIFA, tarifaBody, type Tarifa } from '@/domain/tarifa';
import { parseTarifa, parseTarifaBody } from '@/domain/tarifa-parse';
import { json, withField } from './tarifa-json';

const saved: Tarifa = {
  ...DEFAULT_TARIFA,
  version: 3,
  savedAt: '2026-11-27T12:00:00.000Z',
  promotions: [{ mode: 'Clasic', sizes: ['90x40'], percent: 20, from: '2026-12-01T03:00:00.000Z', until: null, name: 'Semana gamer' }],
};
/** The saved tarifa with one field replaced, reached by its path. */
const changed = (path: readonly (string | number)[], value: unknown): unknown => withField(saved, path, value);

describe('parseTarifa', () => {
  it('reads back what was written, the default included', () => {
    expect(parseTarifa(json(saved))).toEqual(saved);
    expect(parseTarifa(json(DEFAULT_TARIFA))).toEqual(DEFAULT_TARIFA);
  });

  it('drops invisible format characters from names and texts (a reversed text, U+200B, U+2028, U+FEFF, U+061C)', () => {
    const name = changed(['promotions', 0, 'name'], 'Semana\u200b gamer\u061c');
    expect(parseTarifa(name)?.promotions[0]?.name).toBe('Semana gamer');
    const rugNote = changed(['texts', 'rugNote'], '\ufeff\u202e005.71$\u2028');
    expect(parseTarifa(rugNote)?.texts.rugNote).toBe('005.71$');
  });

  it('drops fields it does not know', () => {
    expect(parseTarifa({ ...(json(saved) as object), extra: '<script>' })).toEqual(saved);
  });

  it.each<[string, readonly (string | number)[], unknown]>([
    ['a negative price', ['modes', 'Clasic', 'pricePerMetre'], -1],
    ['a zero roll width', ['modes', 'Pro', 'rollCm'], 0],
    ['a roll width in fractions', ['modes', 'Pro', 'rollCm'], 125.5],
    ['a price as text', ['modes', 'Clasic', 'pricePerMetre'], '23820'],
    ['a missing stock flag', ['modes', 'Alfombra', 'outOfStock'], undefined],
    ['a zero rounding step', ['shared', 'roundingStep'], 0],
    ['a multiplier with an exponent', ['modes', 'Clasic', 'multiplier'], 1e-7],
    ['a percentage of 91', ['promotions', 0, 'percent'], 91],
    ['a percentage of 0', ['promotions', 0, 'percent'], 0],
    ['a size out of the mode’s bounds', ['promotions', 0, 'sizes'], ['150x40']],
    ['a size not normalised', ['promotions', 0, 'sizes'], ['90 x 40']],
    ['an end before the start', ['promotions', 0, 'until'], '2026-11-30T03:00:00.000Z'],
    ['an unknown mode', ['promotions', 0, 'mode'], 'Gigante'],
    ['a name with a line break', ['promotions', 0, 'name'], 'a\nb'],
    ['an empty production time', ['texts', 'productionTime'], ' '],
    ['a negative version', ['version'], -1],
    ['a saved version without its instant', ['savedAt'], ''],
  ])('refuses %s', (_what, path, value) => {
    expect(parseTarifa(changed(path, value))).toBeNull();
  });

  it('refuses what is not a tarifa at all', () => {
    for (const value of [null, [], 'tarifa', 3, { version: 1 }]) expect(parseTarifa(value)).toBeNull();
  });

  it('reads a body without version, as a stored file’s content', () => {
    expect(parseTarifaBody(json(tarifaBody(saved)))).toEqual(tarifaBody(saved));
  });
});
