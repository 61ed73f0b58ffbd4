/**
 * Exact non-negative rational numbers with BigInt parts, so that prices never trip over binary
 * floating point (the final round-up to the step would otherwise miss by one step now and then).
 * The store's decimal values (a multiplier of 2.7, an area of 0.36 m²) become exact ratios through
 * their decimal text. Hand-written: a few lines, and src/domain takes no packages.
 */
export interface Ratio {
  readonly n: bigint;
  readonly d: bigint;
}

export const ratio = (n: number | bigint, d: number | bigint = 1n): Ratio => ({ n: BigInt(n), d: BigInt(d) });
export const add = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.d + b.n * a.d, d: a.d * b.d });
export const sub = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.d - b.n * a.d, d: a.d * b.d });
export const mul = (a: Ratio, b: Ratio): Ratio => ({ n: a.n * b.n, d: a.d * b.d });
const lessThan = (a: Ratio, b: Ratio): boolean => a.n * b.d < b.n * a.d;
export const min = (a: Ratio, b: Ratio): Ratio => (lessThan(a, b) ? a : b);
export const max = (a: Ratio, b: Ratio): Ratio => (lessThan(a, b) ? b : a);

/** A plain decimal's text: digits, an optional point and more digits (no sign, no exponent). */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** How many decimals a number's shortest text has, or null when it is negative, not finite or written with an exponent. */
export function decimalPlaces(value: number): number | null {
  const match = PLAIN_DECIMAL.exec(String(value));
  return match ? (match[2] ?? '').length : null;
}

/** The exact ratio of a non-negative number's decimal text: 2.7 → 27/10, never 2.70000000000000017763568394002504646778106689453125. */
export function fromDecimal(value: number): Ratio {
  const match = PLAIN_DECIMAL.exec(String(value));
  if (!match) throw new RangeError(`Número no decimal: ${value}`);
  const fraction = match[2] ?? '';
  return { n: BigInt(`${match[1]}${fraction}`), d: 10n ** BigInt(fraction.length) };
}

/** The smallest multiple of `step` (a positive whole number) that is not below the ratio. */
export function ceilToStep(value: Ratio, step: number): number {
  const unit = BigInt(step) * value.d;
  const steps = (value.n + unit - 1n) / unit;
  return Number(steps * BigInt(step));
}
