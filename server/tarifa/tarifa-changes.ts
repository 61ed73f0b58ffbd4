import { MODES } from '../../src/domain/modes';
import type { ModeTarifa, Promotion, SharedValues, TarifaBody } from '../../src/domain/tarifa';
import { argentineNumber } from '../../src/domain/tarifa-draft-fields';

/** The store's words for each value, as the «Tarifa» form labels them. */
export const MODE_LABELS: Readonly<Record<keyof ModeTarifa, string>> = {
  rollCm: 'Ancho del rollo (cm)',
  pricePerMetre: 'Precio por metro ($)',
  multiplier: 'Multiplicador',
  includedAreaM2: 'Área incluida (m²)',
  outOfStock: 'Sin stock',
};

export const SHARED_LABELS: Readonly<Record<keyof SharedValues, string>> = {
  surchargePerM2: 'Recargo por m² extra ($)',
  roundedDownAdd: 'Recargo por medida redondeada hacia abajo ($)',
  smallPieceFactor: 'Factor de piezas chicas (menos de 40 × 40 cm)',
  roundingStep: 'Redondeo hacia arriba a múltiplos de ($)',
};

export const TEXT_LABELS: Readonly<Record<keyof TarifaBody['texts'], string>> = {
  productionTime: 'Tiempo de producción',
  rugNote: 'Nota de las alfombras',
};

/** A number as the form's field shows it (23.820, 2,7), so the review reads like what was typed. */
const shown = (value: number | boolean): string => (typeof value === 'boolean' ? (value ? 'sí' : 'no') : argentineNumber(value));

function changedValues<T extends object>(before: T, after: T, labels: Readonly<Record<keyof T, string>>, prefix: string): string[] {
  return (Object.keys(labels) as (keyof T)[]).flatMap((key) => {
    const [was, is] = [before[key], after[key]];
    if (was === is) return [];
    const text = (value: unknown) => (typeof value === 'number' || typeof value === 'boolean' ? shown(value) : `«${String(value)}»`);
    return [`${prefix}${labels[key]}: ${text(was)} → ${text(is)}`];
  });
}

/** «Promoción «Semana gamer» (20 %, Clasic 90x40)». */
export function promotionText(p: Promotion): string {
  const sizes = p.sizes.length === 0 ? 'todas las medidas' : p.sizes.join(', ');
  return `Promoción${p.name ? ` «${p.name}»` : ''} (${p.percent} %, ${p.mode} ${sizes})`;
}

/** What a save changed, one Spanish line per value, promotions as added and removed. */
export function tarifaChanges(before: TarifaBody, after: TarifaBody): string[] {
  const modes = MODES.flatMap((mode) => changedValues(before.modes[mode], after.modes[mode], MODE_LABELS, `${mode}: `));
  const shared = changedValues(before.shared, after.shared, SHARED_LABELS, '');
  const texts = changedValues(before.texts, after.texts, TEXT_LABELS, '');
  const key = (p: Promotion) => JSON.stringify(p);
  const was = new Set(before.promotions.map(key));
  const is = new Set(after.promotions.map(key));
  const added = after.promotions.filter((p) => !was.has(key(p))).map((p) => `${promotionText(p)} agregada`);
  const removed = before.promotions.filter((p) => !is.has(key(p))).map((p) => `${promotionText(p)} quitada`);
  return [...modes, ...shared, ...texts, ...added, ...removed];
}
