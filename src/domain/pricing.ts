/**
 * The store's price estimate (decisions §1): one formula whose figures come from the tarifa in force
 * (tarifa.ts; the spec's figures by default), computed with exact rational arithmetic so that the
 * final round-up to the step never trips over binary floating point.
 */
import { add, ceilToStep, fromDecimal, max, min, mul, ratio, sub, type Ratio } from './exact-ratio';
import { isMode, type Mode } from './modes';
import { DEFAULT_TARIFA, type ModeTarifa, type Tarifa } from './tarifa';

export type { Mode } from './modes';

/** Text shown where a price would be when the mode is not one of the store's. */
export const INVALID_MODE_TEXT = 'Modo no válido';

/** Round to the nearest multiple of 10; a value ending in 5 goes up. */
export function roundToTen(cm: number): number {
  return Math.floor((cm + 5) / 10) * 10;
}

/** Cost of one piece cut from a metre of roll (steps 2 and 3). */
function pieceCost(mode: Mode, values: ModeTarifa, W: number, H: number): Ratio {
  const R = values.rollCm;
  const ppm = fromDecimal(values.pricePerMetre);
  const isFullRug = mode === 'Alfombra' && W === 140 && H === 100;
  if (W > 100 && W < R && !isFullRug) {
    // Wide pieces: one row across the roll, plus the length beyond one metre.
    const perRow = Math.max(Math.floor(R / H), 1);
    return mul(ppm, ratio(W, 100 * perRow));
  }
  const a = Math.floor(R / W) * Math.floor(100 / H);
  const b = Math.floor(R / H) * Math.max(Math.floor(100 / W), 1);
  return mul(ppm, ratio(1, Math.max(a, b, 1)));
}

/**
 * List price in whole pesos for a piece of `widthCm` (LARGO) × `heightCm` (ANCHO) under `tarifa`.
 * Throws on an unknown mode or a size that is not a positive whole number of centimetres.
 */
export function quotePrice(mode: Mode, widthCm: number, heightCm: number, tarifa: Tarifa = DEFAULT_TARIFA): number {
  if (!isMode(mode)) throw new RangeError(INVALID_MODE_TEXT);
  if (!Number.isInteger(widthCm) || !Number.isInteger(heightCm) || widthCm <= 0 || heightCm <= 0) {
    throw new RangeError(`Medida inválida: ${widthCm}x${heightCm}`);
  }
  const values = tarifa.modes[mode];
  const { shared } = tarifa;
  const W = roundToTen(widthCm);
  const H = roundToTen(heightCm);
  const multiplier = fromDecimal(values.multiplier);

  const yieldPrice = mul(pieceCost(mode, values, W, H), multiplier);
  const areaPrice = mul(mul(fromDecimal(values.pricePerMetre), ratio(W * H, 100 * values.rollCm)), multiplier);
  let total = min(areaPrice, yieldPrice);

  const extraArea = max(ratio(0), sub(ratio(W * H, 10000), fromDecimal(values.includedAreaM2)));
  total = add(total, mul(fromDecimal(shared.surchargePerM2), extraArea));
  if (widthCm > W) total = add(total, fromDecimal(shared.roundedDownAdd));
  if (heightCm > H) total = add(total, fromDecimal(shared.roundedDownAdd));
  if (widthCm < 40 && heightCm < 40) total = mul(total, fromDecimal(shared.smallPieceFactor));

  return ceilToStep(total, shared.roundingStep);
}

const pesoFormat = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 0, useGrouping: true });

/** "$17.000": the peso sign and Argentine grouping, no decimals. */
export function formatPrice(ars: number): string {
  return `$${pesoFormat.format(ars)}`;
}

/** The shopper-facing price text for a mode that may come from untrusted input. */
export function priceText(mode: string, widthCm: number, heightCm: number): string {
  if (!isMode(mode)) return INVALID_MODE_TEXT;
  return formatPrice(quotePrice(mode, widthCm, heightCm));
}
