/**
 * The bounds of every value of a tarifa, one table for the strict reading of stored JSON
 * (tarifa-parse.ts) and for the /buzon form's messages (tarifa-draft.ts), so the two never disagree;
 * the shopper's page takes from it only which fields are numbers (tarifa-served.ts).
 */
import { decimalPlaces } from './exact-ratio';
import { MODE_SPECS, MODES, type Mode } from './modes';
import type { ModeTarifa, PromotionMode, SharedValues, TarifaTexts } from './tarifa';
import { ALL_MODES } from './tarifa';

export interface NumberRule {
  readonly min: number;
  /** The value must be above `min`, not equal to it (a roll of 0 cm cuts nothing). */
  readonly aboveMin: boolean;
  readonly max: number;
  readonly decimals: number;
}

const rule = (min: number, max: number, decimals: number, aboveMin = false): NumberRule => ({ min, max, decimals, aboveMin });

export type ModeNumberField = Exclude<keyof ModeTarifa, 'outOfStock'>;

export const MODE_RULES: Readonly<Record<ModeNumberField, NumberRule>> = {
  rollCm: rule(0, 1000, 0, true),
  pricePerMetre: rule(0, 100_000_000, 2, true),
  multiplier: rule(0, 100, 4, true),
  includedAreaM2: rule(0, 100, 4),
};

export const SHARED_RULES: Readonly<Record<keyof SharedValues, NumberRule>> = {
  surchargePerM2: rule(0, 100_000_000, 2),
  roundedDownAdd: rule(0, 100_000_000, 2),
  smallPieceFactor: rule(0, 10, 4, true),
  roundingStep: rule(0, 100_000, 0, true),
};

/** Texts the store writes: one line each. */
export const TEXT_MAX: Readonly<Record<keyof TarifaTexts, number>> = { productionTime: 100, rugNote: 100 };
export const PROMOTION_NAME_MAX = 60;
export const MAX_PROMOTIONS = 30;
export const MAX_PROMOTION_SIZES = 40;
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 90;

/** Whether a number meets its rule: in range, and with no more decimals than allowed. */
export function fitsRule(value: number, { min, max, decimals, aboveMin }: NumberRule): boolean {
  if (!Number.isFinite(value) || value > max || value < min || (aboveMin && value === min)) return false;
  const places = decimalPlaces(value);
  return places !== null && places <= decimals;
}

/**
 * A single line with no control characters, within its length; both callers strip the invisible
 * format characters (a reversed price text) first (invisible-chars.ts).
 */
export function isCleanLine(text: string, maxLength: number): boolean {
  return text.length <= maxLength && !/\p{Cc}/u.test(text);
}

export const isPercent = (value: number): boolean => Number.isInteger(value) && value >= PERCENT_MIN && value <= PERCENT_MAX;

/** 'LARGOxANCHO' as stored: whole cm, no spaces, lower-case x. */
export const SIZE_KEY = /^(\d{1,3})x(\d{1,3})$/;

function fitsBounds(mode: Mode, a: number, b: number): boolean {
  const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[mode].bounds;
  const fits = (w: number, h: number) => w >= minWidth && w <= maxWidth && h >= minHeight && h <= maxHeight;
  return fits(a, b) || fits(b, a);
}

/** Whether a stored size key names a size the promotion's mode accepts (in either orientation; «Todos»: some mode). */
export function sizeFitsPromotion(mode: PromotionMode, key: string): boolean {
  const match = SIZE_KEY.exec(key);
  if (!match) return false;
  const [w, h] = [Number(match[1]), Number(match[2])];
  return (mode === ALL_MODES ? MODES : [mode]).some((m) => fitsBounds(m, w, h));
}
