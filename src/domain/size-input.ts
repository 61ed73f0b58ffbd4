/**
 * Typing rules of the size inputs (calculator and the editor's custom size): digits only,
 * at most three of them, whole centimetres kept within a mode's bounds.
 */
import { clampToBounds } from './modes';

/** Size inputs take at most this many characters (decisions §2). */
export const MAX_CM_DIGITS = 3;

/** Drops every character that is not a digit 0-9 and keeps the first `maxLength` digits. */
export function digitsOnly(text: string, maxLength: number = MAX_CM_DIGITS): string {
  return text.replace(/[^0-9]/g, '').slice(0, maxLength);
}

/** A whole number of cm within [min, max]; fractions round to the nearest cm, NaN becomes min. */
export function clampCm(value: number, min: number, max: number): number {
  if (Number.isNaN(value)) return min;
  return clampToBounds(Math.round(value), min, max);
}

/** The cm an input's text stands for, or null when it holds no digits. */
export function parseCm(text: string): number | null {
  const digits = digitsOnly(text, Number.POSITIVE_INFINITY);
  return digits === '' ? null : Number(digits);
}

/** The text an input shows after blur: '' stays '' (nothing to clamp), anything else is clamped. */
export function clampCmText(text: string, min: number, max: number): string {
  const value = parseCm(text);
  return value === null ? '' : String(clampCm(value, min, max));
}
