/**
 * The store's price estimate (decisions §1), computed with exact rational arithmetic so that
 * the final round-up to 500 never trips over binary floating point.
 */
import { isMode, MODE_SPECS, type Mode } from './modes';

export type { Mode } from './modes';

/** Text shown where a price would be when the mode is not one of the store's. */
export const INVALID_MODE_TEXT = 'Modo no válido';

/** A non-negative rational number n/d with BigInt parts. */
interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

const ratio = (n: number | bigint, d: number | bigint = 1n): Ratio => ({ n: BigInt(n), d: BigInt(d) });
const add = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
const mul = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });
const lessThan = (a: Ratio, b: Ratio): boolean => a.n * b.d < b.n * a.d;

/** Round to the nearest multiple of 10; a value ending in 5 goes up. */
export function roundToTen(cm: number): number {
  return Math.floor((cm + 5) / 10) * 10;
}

/** Cost of one piece cut from a metre of roll (steps 2 and 3). */
function pieceCost(mode: Mode, W: number, H: number): Ratio {
  const { rollCm: R, pricePerMetre: ppm } = MODE_SPECS[mode];
  const isFullRug = mode === 'Alfombra' && W === 140 && H === 100;
  if (W > 100 && W < R && !isFullRug) {
    // Wide pieces: one row across the roll, plus the length beyond one metre.
    const perRow = Math.max(Math.floor(R / H), 1);
    return ratio(ppm * W, 100 * perRow);
  }
  const a = Math.floor(R / W) * Math.floor(100 / H);
  const b = Math.floor(R / H) * Math.max(Math.floor(100 / W), 1);
  return ratio(ppm, Math.max(a, b, 1));
}

/**
 * Price in whole pesos for a piece of `widthCm` (LARGO) × `heightCm` (ANCHO).
 * Throws on an unknown mode or a size that is not a positive whole number of centimetres.
 */
export function quotePrice(mode: Mode, widthCm: number, heightCm: number): number {
  if (!isMode(mode)) throw new RangeError(INVALID_MODE_TEXT);
  if (!Number.isInteger(widthCm) || !Number.isInteger(heightCm) || widthCm <= 0 || heightCm <= 0) {
    throw new RangeError(`Medida inválida: ${widthCm}x${heightCm}`);
  }
  const spec = MODE_SPECS[mode];
  const W = roundToTen(widthCm);
  const H = roundToTen(heightCm);
  const multiplier = ratio(spec.multiplierTenths, 10);

  const yieldPrice = mul(pieceCost(mode, W, H), multiplier);
  const areaPrice = mul(ratio(W * H * spec.pricePerMetre, 100 * spec.rollCm), multiplier);
  let total = lessThan(areaPrice, yieldPrice) ? areaPrice : yieldPrice;

  const extraArea = Math.max(0, W * H - spec.freeAreaCm2);
  total = add(total, ratio(5000 * extraArea, 10000));
  if (widthCm > W) total = add(total, ratio(500));
  if (heightCm > H) total = add(total, ratio(500));
  if (widthCm < 40 && heightCm < 40) total = mul(total, ratio(13, 10));

  const step = 500n * total.d;
  const steps = (total.n + step - 1n) / step;
  return Number(steps * 500n);
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
