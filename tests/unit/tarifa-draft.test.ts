import { DEFAULT_TARIFA, tarifaBody } from '@/domain/tarifa';
import { checkTarifaDraft, newPromotionDraft, tarifaToDraft, type PromotionDraft, type TarifaDraft } from '@/domain/tarifa-draft';

const base = tarifaToDraft(DEFAULT_TARIFA);

function withClasic(field: string, value: string): TarifaDraft {
  return { ...base, modes: { ...base.modes, Clasic: { ...base.modes.Clasic, [field]: value } } };
}
const promotion: PromotionDraft = { mode: 'Clasic', sizes: '90x40, 82 X 32', percent: '20', from: '2026-12-01T00:00', until: '2026-12-08T00:00', name: 'Semana gamer' };
const withPromotion = (values: Partial<PromotionDraft>): TarifaDraft => ({ ...base, promotions: [{ ...promotion, ...values }] });
const problems = (draft: TarifaDraft) => {
  const check = checkTarifaDraft(draft);
  return check.ok ? {} : check.problems;
};

describe('checkTarifaDraft', () => {
  it('reads the form of the default tarifa back into it', () => {
    expect(checkTarifaDraft(base)).toEqual({ ok: true, body: tarifaBody(DEFAULT_TARIFA) });
  });

  it('reads a promotion typed in Argentina time, sizes normalised', () => {
    const check = checkTarifaDraft(withPromotion({}));
    expect(check.ok && check.body.promotions).toEqual([
      { mode: 'Clasic', sizes: ['90x40', '82x32'], percent: 20, from: '2026-12-01T03:00:00.000Z', until: '2026-12-08T03:00:00.000Z', name: 'Semana gamer' },
    ]);
  });

  it('takes a decimal comma', () => {
    const check = checkTarifaDraft(withClasic('pricePerMetre', '26797,5'));
    expect(check.ok && check.body.modes.Clasic.pricePerMetre).toBe(26797.5);
  });

  it('shows every number as Argentines write it: «.» for thousands, «,» for decimals', () => {
    expect(base.modes.Clasic).toMatchObject({ pricePerMetre: '23.820', multiplier: '2,7', includedAreaM2: '0,36' });
    expect(base.shared).toMatchObject({ surchargePerM2: '5.000', smallPieceFactor: '1,3', roundingStep: '500' });
  });

  it.each([
    ['23.820', 23820],
    ['23820', 23820],
    ['1.500', 1500],
    ['1.234.567,89', 1234567.89],
    ['26.797,5', 26797.5],
    ['2,7', 2.7],
  ])('reads «%s» as %d', (text, value) => {
    const check = checkTarifaDraft(withClasic('pricePerMetre', text));
    expect(check.ok && check.body.modes.Clasic.pricePerMetre).toBe(value);
  });

  it.each([
    ['pricePerMetre', '', 'Completá este campo.'],
    ['pricePerMetre', '-100', 'No puede ser negativo.'],
    ['pricePerMetre', 'mucho', 'Escribí un número con cifras: el punto separa los miles (23.820) y la coma, los decimales (2,7).'],
    ['pricePerMetre', '23820,555', 'Usá como máximo 2 decimales.'],
    ['pricePerMetre', '1.5', '«1.5» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7). Si son decimales, escribí 1,5.'],
    ['pricePerMetre', '23820.5', '«23820.5» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7). Si son decimales, escribí 23820,5.'],
    ['pricePerMetre', '1.23.4', '«1.23.4» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7).'],
    ['pricePerMetre', '2,50,1', '«2,50,1» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7).'],
    ['pricePerMetre', '1,500.5', '«1,500.5» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7).'],
    ['multiplier', '0.360', '«0.360» no se entiende: el punto separa los miles (23.820) y la coma, los decimales (2,7). Si son decimales, escribí 0,360.'],
    ['pricePerMetre', '200.000.000', 'El máximo es 100.000.000.'],
    ['rollCm', '0', 'El ancho del rollo tiene que ser mayor que cero.'],
    ['rollCm', '140,5', 'Escribí un número entero, sin decimales.'],
    ['multiplier', '0', 'Tiene que ser mayor que cero.'],
  ])('says what is wrong with Clasic %s = «%s»', (field, value, message) => {
    expect(problems(withClasic(field, value))).toEqual({ [`Clasic.${field}`]: message });
  });

  it.each<[Partial<PromotionDraft>, string, string]>([
    [{ percent: '0' }, 'percent', 'El descuento va de 1 a 90 %, sin decimales.'],
    [{ percent: '91' }, 'percent', 'El descuento va de 1 a 90 %, sin decimales.'],
    [{ percent: '12,5' }, 'percent', 'El descuento va de 1 a 90 %, sin decimales.'],
    [{ mode: 'Pro', sizes: '130x40' }, 'sizes', 'La medida 130x40 no entra en Pro (25–120 × 25–60 cm).'],
    [{ mode: 'Todos', sizes: '90x40, 150x150' }, 'sizes', 'La medida 150x150 no entra en ningún modo.'],
    [{ sizes: '90 por 40' }, 'sizes', 'Escribí las medidas como LARGOxANCHO separadas por comas, por ejemplo 90x40, 82x32; o dejalo vacío para todas.'],
    [{ until: '2026-11-30T23:59' }, 'until', '«Hasta» tiene que ser posterior a «Desde».'],
    [{ until: '2026-12-01T00:00' }, 'until', '«Hasta» tiene que ser posterior a «Desde».'],
    [{ from: '' }, 'from', 'Elegí la fecha y la hora de inicio.'],
    [{ from: '0026-12-01T00:00', until: '' }, 'from', 'El año va de 2020 a 2100: escribilo con sus cuatro cifras, por ejemplo 2026.'],
    [{ until: '2101-01-01T00:00' }, 'until', 'El año va de 2020 a 2100: escribilo con sus cuatro cifras, por ejemplo 2026.'],
    [{ mode: 'Gigante' }, 'mode', 'Elegí un modo.'],
  ])('says what is wrong with a promotion %o', (values, field, message) => {
    expect(problems(withPromotion(values))).toEqual({ [`promotions.0.${field}`]: message });
  });

  it('drops invisible format characters from names and texts (U+061C, U+2028, U+200B, U+FEFF)', () => {
    const draft = { ...withPromotion({ name: '\ufeffSemana\u200b gamer\u061c' }), texts: { productionTime: '3 a 7\u2028 días', rugNote: '' } };
    const check = checkTarifaDraft(draft);
    expect(check.ok && [check.body.promotions[0]?.name, check.body.texts.productionTime]).toEqual(['Semana gamer', '3 a 7 días']);
  });

  it('accepts a size in either orientation and no end date', () => {
    expect(checkTarifaDraft(withPromotion({ mode: 'Pro', sizes: '40x90', until: '' })).ok).toBe(true);
  });

  it('lists every bad field at once', () => {
    const draft = { ...withClasic('rollCm', '0'), texts: { productionTime: '', rugNote: '' }, promotions: [{ ...promotion, percent: '95' }] };
    expect(Object.keys(problems(draft)).sort()).toEqual(['Clasic.rollCm', 'promotions.0.percent', 'texts.productionTime']);
  });

  it('starts a new promotion now, for every mode and size', () => {
    expect(newPromotionDraft(new Date('2026-11-27T13:05:30Z'))).toEqual({ mode: 'Todos', sizes: '', percent: '', from: '2026-11-27T10:05', until: '', name: '' });
  });
});
