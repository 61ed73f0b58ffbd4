import { MODES, PRESETS } from '@/domain/modes';
import { quotePrice } from '@/domain/pricing';
import { DEFAULT_TARIFA, type ModeTarifa, type SharedValues, type Tarifa } from '@/domain/tarifa';

function withClasic(values: Partial<ModeTarifa>, shared: Partial<SharedValues> = {}): Tarifa {
  return {
    ...DEFAULT_TARIFA,
    version: 2,
    modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...DEFAULT_TARIFA.modes.Clasic, ...values } },
    shared: { ...DEFAULT_TARIFA.shared, ...shared },
  };
}

describe('the default tarifa is the spec', () => {
  it('prices every preset exactly as the formula without a tarifa', () => {
    for (const mode of MODES) {
      for (const p of PRESETS[mode]) expect(quotePrice(mode, p.widthCm, p.heightCm, DEFAULT_TARIFA)).toBe(quotePrice(mode, p.widthCm, p.heightCm));
    }
  });

  it('holds decisions §1 figures', () => {
    expect(DEFAULT_TARIFA.modes.Clasic).toEqual({ rollCm: 140, pricePerMetre: 23820, multiplier: 2.7, includedAreaM2: 0.36, outOfStock: false });
    expect(DEFAULT_TARIFA.modes.Pro).toEqual({ rollCm: 125, pricePerMetre: 36145, multiplier: 3.2, includedAreaM2: 0.26, outOfStock: false });
    expect(DEFAULT_TARIFA.shared).toEqual({ surchargePerM2: 5000, roundedDownAdd: 500, smallPieceFactor: 1.3, roundingStep: 500 });
  });
});

describe('the formula with the store’s own figures', () => {
  it('follows a 12.5 % rise of Clasic’s price per metre (90x40: area price 0.36 m² × 26797.5 / 1.4 × 2.7 = 18605.1 → 19000)', () => {
    expect(quotePrice('Clasic', 90, 40)).toBe(17000);
    expect(quotePrice('Clasic', 90, 40, withClasic({ pricePerMetre: 26797.5 }))).toBe(19000);
    expect(quotePrice('Pro', 90, 40, withClasic({ pricePerMetre: 26797.5 }))).toBe(quotePrice('Pro', 90, 40));
  });

  it('keeps decimals exact: 100 × 1.1 is 110, not 110.00000000000001 rounded up to 111', () => {
    const tarifa = withClasic({ rollCm: 100, pricePerMetre: 100, multiplier: 1.1, includedAreaM2: 1 }, { roundingStep: 1 });
    expect(quotePrice('Clasic', 100, 100, tarifa)).toBe(110);
  });

  it('adds the store’s amount for each side rounded down', () => {
    const tarifa = withClasic({}, { roundedDownAdd: 1000 });
    expect(quotePrice('Clasic', 44, 64, tarifa)).toBe(quotePrice('Clasic', 40, 60, tarifa) + 2000);
  });

  it('multiplies small pieces by the store’s factor: with 1 a 39x39 costs what a 40x40 does', () => {
    const tarifa = withClasic({}, { smallPieceFactor: 1 });
    expect(quotePrice('Clasic', 39, 39, tarifa)).toBe(quotePrice('Clasic', 40, 40, tarifa));
    expect(quotePrice('Clasic', 39, 39)).toBeGreaterThan(quotePrice('Clasic', 40, 40));
  });

  it('charges the surcharge per m² above the included area (140x100: 1.4 m², 5000 × 1.04 = 5200 by default)', () => {
    const exact = { roundingStep: 1 };
    const noSurcharge = quotePrice('Clasic', 140, 100, withClasic({}, { ...exact, surchargePerM2: 0 }));
    expect(quotePrice('Clasic', 140, 100, withClasic({}, exact))).toBe(noSurcharge + 5200);
    expect(quotePrice('Clasic', 140, 100, withClasic({ includedAreaM2: 1.4 }, exact))).toBe(noSurcharge);
    expect(quotePrice('Clasic', 140, 100, withClasic({}, { ...exact, surchargePerM2: 10000 }))).toBe(noSurcharge + 10400);
  });

  it('rounds up to the store’s step', () => {
    for (const step of [1, 100, 1000]) {
      const price = quotePrice('Clasic', 82, 32, withClasic({}, { roundingStep: step }));
      expect(price % step).toBe(0);
      expect(price).toBeLessThan(quotePrice('Clasic', 82, 32, withClasic({}, { roundingStep: 1 })) + step);
    }
  });

  it('uses the store’s roll width for the pieces per metre (90x40 on a 90 cm roll: 2 per metre, not 3)', () => {
    // a = ⌊90/90⌋·⌊100/40⌋ = 2, b = ⌊90/40⌋·1 = 2; yield 23820/2 × 2.7 = 32157; area 0.36 × 23820/0.9 × 2.7 = 25725.6 → 26000.
    expect(quotePrice('Clasic', 90, 40, withClasic({ rollCm: 90 }))).toBe(26000);
  });
});
