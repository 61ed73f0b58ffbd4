/**
 * The shopper's reading of the tarifa our server serves (the page's #tarifa-data block,
 * /tarifa.json). The server reads every stored version strictly (tarifa-parse.ts) and serves only
 * those, so the app does not carry that parser to every page: it checks what the page needs not to
 * break, and anything odd (another version of the app, a damaged answer) is not taken. What the page
 * needs: every field of a tarifa with its type, every number a plain decimal (fromDecimal reads no
 * other), and whole and above zero where the price formula divides by it or counts with it (the roll
 * width, the rounding step, a promotion's percent). Hand-written: a few lines, and src/domain takes
 * no packages (a schema library would also weigh more than the parser this spares the page).
 */
import { decimalPlaces } from './exact-ratio';
import { isRecord } from './is-record';
import { MODES } from './modes';
import type { Tarifa } from './tarifa';
import { MODE_RULES, SHARED_RULES } from './tarifa-rules';

/**
 * The tarifa as the server serves it (issue 45): with the stamp that proves this version was served
 * (an order sends it back, or the server prices it with the tarifa in force), the versions the
 * store voided (a quote on one of them is priced again before it is sent), and only the promotions
 * in force, with the instant of the next change (the page asks again then). The built-in default a
 * page starts from has none of these.
 */
export interface ServedTarifa extends Tarifa {
  readonly stamp?: string;
  readonly voided?: readonly number[];
  /** ISO instant at which a promotion starts or ends; null or missing: none will. */
  readonly nextChange?: string | null;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isDecimal = (value: unknown): value is number => typeof value === 'number' && decimalPlaces(value) !== null;
const isWhole = (value: unknown): boolean => isDecimal(value) && Number.isInteger(value) && value > 0;

/** Every number field of `rules` (tarifa-rules.ts, the one list of them) is a plain decimal in `value`. */
function decimals(value: unknown, rules: object): value is Record<string, unknown> {
  return isRecord(value) && Object.keys(rules).every((key) => isDecimal(value[key]));
}

const modeFits = (value: unknown): boolean =>
  decimals(value, MODE_RULES) && isWhole(value.rollCm) && typeof value.outOfStock === 'boolean';

function promotionFits(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const { mode, sizes, percent, from, until, name } = value;
  const texts = isText(mode) && isText(from) && (until === null || isText(until)) && isText(name);
  return texts && isWhole(percent) && Array.isArray(sizes) && sizes.every(isText);
}

const servedExtrasFit = ({ stamp, voided, nextChange }: Record<string, unknown>): boolean =>
  (stamp === undefined || isText(stamp)) &&
  (voided === undefined || (Array.isArray(voided) && voided.every((v) => Number.isSafeInteger(v)))) &&
  (nextChange === undefined || nextChange === null || (isText(nextChange) && !Number.isNaN(Date.parse(nextChange))));

/** Whether `value` (parsed JSON) is a tarifa the page can price with and show. */
export function isServedTarifa(value: unknown): value is ServedTarifa {
  if (!isRecord(value) || !servedExtrasFit(value)) return false;
  const { version, savedAt, modes, shared, texts, promotions } = value;
  if (!Number.isSafeInteger(version) || !isText(savedAt) || !isRecord(texts)) return false;
  if (!isRecord(modes) || !MODES.every((mode) => modeFits(modes[mode]))) return false;
  if (!decimals(shared, SHARED_RULES) || !isWhole(shared.roundingStep)) return false;
  return isText(texts.productionTime) && isText(texts.rugNote) && Array.isArray(promotions) && promotions.every(promotionFits);
}
