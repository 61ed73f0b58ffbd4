/**
 * The strict reading of a tarifa from untrusted JSON (a stored version, read by the server, which
 * serves nothing else): every field checked against tarifa-rules.ts, unknown fields dropped, and
 * null for anything else, so a damaged file never reaches the price formula. The shopper's page
 * reads what the server serves more lightly (tarifa-served.ts).
 */
import { stripInvisibleChars } from './invisible-chars';
import { isRecord } from './is-record';
import { MODES, type Mode } from './modes';
import type { ModeTarifa, Promotion, SharedValues, Tarifa, TarifaBody, TarifaTexts } from './tarifa';
import { PROMOTION_MODES } from './tarifa';
import {
  fitsRule,
  isCleanLine,
  isPercent,
  MAX_PROMOTION_SIZES,
  MAX_PROMOTIONS,
  MODE_RULES,
  PROMOTION_NAME_MAX,
  SHARED_RULES,
  sizeFitsPromotion,
  TEXT_MAX,
  type NumberRule,
} from './tarifa-rules';

/** Thrown inside the reading and turned into null at its edge: one bad field spoils the whole document. */
class Unreadable extends Error {}

function record(value: unknown): Record<string, unknown> {
  if (!isRecord(value)) throw new Unreadable();
  return value;
}

function numbers<K extends string>(value: unknown, rules: Readonly<Record<K, NumberRule>>): Record<K, number> {
  const source = record(value);
  const entries = (Object.keys(rules) as K[]).map((key) => {
    const n = source[key];
    if (typeof n !== 'number' || !fitsRule(n, rules[key])) throw new Unreadable();
    return [key, n] as const;
  });
  return Object.fromEntries(entries) as Record<K, number>;
}

function modeTarifa(value: unknown): ModeTarifa {
  const outOfStock = record(value).outOfStock;
  if (typeof outOfStock !== 'boolean') throw new Unreadable();
  return { ...numbers(value, MODE_RULES), outOfStock };
}

/**
 * A line of text without its invisible format characters: stripped, not refused, so a name saved
 * with a zero-width space before they were dropped at the form (issue 45) still reads, without it.
 */
function line(value: unknown, maxLength: number): string {
  if (typeof value !== 'string') throw new Unreadable();
  const text = stripInvisibleChars(value);
  if (!isCleanLine(text, maxLength)) throw new Unreadable();
  return text;
}

function texts(value: unknown): TarifaTexts {
  const source = record(value);
  const productionTime = line(source.productionTime, TEXT_MAX.productionTime);
  if (productionTime.trim() === '') throw new Unreadable();
  return { productionTime, rugNote: line(source.rugNote, TEXT_MAX.rugNote) };
}

function instant(value: unknown): string {
  if (typeof value !== 'string' || value.length > 40 || Number.isNaN(Date.parse(value))) throw new Unreadable();
  return new Date(value).toISOString();
}

function promotion(value: unknown): Promotion {
  const source = record(value);
  const { mode, sizes, percent } = source;
  const modeOk = PROMOTION_MODES.find((m) => m === mode);
  if (modeOk === undefined || typeof percent !== 'number' || !isPercent(percent)) throw new Unreadable();
  const name = line(source.name, PROMOTION_NAME_MAX);
  if (!Array.isArray(sizes) || sizes.length > MAX_PROMOTION_SIZES) throw new Unreadable();
  if (!sizes.every((key): key is string => typeof key === 'string' && sizeFitsPromotion(modeOk, key))) throw new Unreadable();
  const from = instant(source.from);
  const until = source.until === null ? null : instant(source.until);
  if (until !== null && Date.parse(until) <= Date.parse(from)) throw new Unreadable();
  return { mode: modeOk, sizes: [...sizes], percent, from, until, name };
}

function body(value: unknown): TarifaBody {
  const source = record(value);
  const modes = record(source.modes);
  const promotions = source.promotions;
  if (!Array.isArray(promotions) || promotions.length > MAX_PROMOTIONS) throw new Unreadable();
  const byMode = Object.fromEntries(MODES.map((mode) => [mode, modeTarifa(modes[mode])])) as Record<Mode, ModeTarifa>;
  const shared: SharedValues = numbers(source.shared, SHARED_RULES);
  return { modes: byMode, shared, texts: texts(source.texts), promotions: promotions.map(promotion) };
}

function attempt<T>(read: () => T): T | null {
  try {
    return read();
  } catch (error) {
    if (error instanceof Unreadable) return null;
    throw error;
  }
}

/** What the store edits, read strictly; null when any field is missing or out of its bounds. */
export function parseTarifaBody(value: unknown): TarifaBody | null {
  return attempt(() => body(value));
}

/** A whole tarifa with its version (0 = default, 1.. saved) and save instant ('' only for version 0). */
export function parseTarifa(value: unknown): Tarifa | null {
  return attempt(() => {
    const { version, savedAt } = record(value);
    if (typeof version !== 'number' || !Number.isSafeInteger(version) || version < 0) throw new Unreadable();
    const saved = version === 0 && savedAt === '' ? '' : instant(savedAt);
    return { version, savedAt: saved, ...body(value) };
  });
}
