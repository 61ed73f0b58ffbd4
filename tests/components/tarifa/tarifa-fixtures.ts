/** Tarifas for the component tests, and a way to put one in force on the page as /tarifa.json would. */
import { act } from '@testing-library/react';
import type { Mode } from '@/domain/modes';
import { DEFAULT_TARIFA, type Promotion, type Tarifa } from '@/domain/tarifa';
import type { ServedTarifa } from '@/domain/tarifa-served';
import { tarifaInForce } from '@/platform/tarifa/tarifa-source';

/** A saved version's instant (the built-in default alone has none). */
const SAVED_AT = '2026-11-01T12:00:00.000Z';

/** Clasic's price per metre raised by 12.5 %: its 90x40 goes from $17.000 to $19.000. */
export function raisedClasic(version = 2): Tarifa {
  const clasic = DEFAULT_TARIFA.modes.Clasic;
  return { ...DEFAULT_TARIFA, version, savedAt: SAVED_AT, modes: { ...DEFAULT_TARIFA.modes, Clasic: { ...clasic, pricePerMetre: clasic.pricePerMetre * 1.125 } } };
}

/** A promotion in force since 2020 with no end. */
export function withPromotion(promotion: Partial<Promotion>, base: Tarifa = DEFAULT_TARIFA): Tarifa {
  const full: Promotion = { mode: 'Clasic', sizes: [], percent: 20, from: '2020-01-01T03:00:00.000Z', until: null, name: '', ...promotion };
  return { ...base, version: base.version + 3, savedAt: SAVED_AT, promotions: [...base.promotions, full] };
}

export function withoutStock(mode: Mode, base: Tarifa = DEFAULT_TARIFA): Tarifa {
  return { ...base, version: base.version + 5, savedAt: SAVED_AT, modes: { ...base.modes, [mode]: { ...base.modes[mode], outOfStock: true } } };
}

/** The page now holds `tarifa`, got `obtainedAt`. */
export function showTarifa(tarifa: ServedTarifa, obtainedAt = Date.now()): void {
  act(() => tarifaInForce.set({ tarifa, obtainedAt }));
}

export const resetTarifa = (): void => showTarifa(DEFAULT_TARIFA);
