import { MODES } from '../../src/domain/modes';
import type { ModeTarifa, Promotion, SharedValues, TarifaBody } from '../../src/domain/tarifa';
import { argentineNumber } from '../../src/domain/tarifa-draft-fields';
import { argentinaDateTime } from '../../src/domain/argentina-time';

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

/** «del 28/11/2026 00:00 al 05/12/2026 23:59» (Argentina time), or «desde el …, sin fecha de fin». */
export function promotionDates(p: Promotion): string {
  const from = argentinaDateTime(p.from);
  return p.until === null ? `desde el ${from}, sin fecha de fin` : `del ${from} al ${argentinaDateTime(p.until)}`;
}

/** Whether the promotion's «Hasta» has passed: saved, it applies to nobody. */
export const promotionEnded = (p: Promotion, at: Date): boolean => p.until !== null && Date.parse(p.until) <= at.getTime();

/**
 * Promotions added and removed; one that only moved its dates (same mode, sizes, percentage and
 * name) is told as the same promotion with its old and new dates, not as one added and one removed.
 */
function promotionChanges(before: readonly Promotion[], after: readonly Promotion[]): string[] {
  const key = (p: Promotion) => JSON.stringify(p);
  const undated = ({ mode, sizes, percent, name }: Promotion) => JSON.stringify({ mode, sizes, percent, name });
  const [was, is] = [new Set(before.map(key)), new Set(after.map(key))];
  const removed = before.filter((p) => !is.has(key(p)));
  const lines = after.filter((p) => !was.has(key(p))).map((p) => {
    const moved = removed.findIndex((old) => undated(old) === undated(p));
    const old = removed[moved];
    if (old === undefined) return `${promotionText(p)} agregada, ${promotionDates(p)}`;
    removed.splice(moved, 1);
    return `${promotionText(p)}: cambian sus fechas, ${promotionDates(old)} → ${promotionDates(p)}`;
  });
  return [...lines, ...removed.map((p) => `${promotionText(p)} quitada`)];
}

/** What a save changed, one Spanish line per value, then the promotions added, changed and removed. */
export function tarifaChanges(before: TarifaBody, after: TarifaBody): string[] {
  const modes = MODES.flatMap((mode) => changedValues(before.modes[mode], after.modes[mode], MODE_LABELS, `${mode}: `));
  const shared = changedValues(before.shared, after.shared, SHARED_LABELS, '');
  const texts = changedValues(before.texts, after.texts, TEXT_LABELS, '');
  return [...modes, ...shared, ...texts, ...promotionChanges(before.promotions, after.promotions)];
}
