/**
 * Reading one typed field of the «Tarifa» form: a number against its rule, or a line of text. A bad
 * field leaves its Spanish message under its key in `problems` and reads as a placeholder value, so
 * the whole form is checked in one pass and every bad field gets its own message at once.
 */
import type { NumberRule } from './tarifa-rules';
import { stripInvisibleChars } from './invisible-chars';
import { isCleanLine } from './tarifa-rules';

export type ProblemSink = Record<string, string>;

/**
 * A number as Argentines write it: «.» groups thousands (in threes, the first group not starting
 * with 0) and «,» marks the decimals, so «23.820» is 23820 and «2,7» is 2.7. Hand-written rather
 * than Intl: Intl formats but does not parse, and the form must refuse what it cannot read for sure.
 */
const ARGENTINE_NUMBER = /^(?:\d+|[1-9]\d{0,2}(?:\.\d{3})+)(?:,\d+)?$/;
const NUMBER_HELP = 'el punto separa los miles (23.820) y la coma, los decimales (2,7)';

export type ReadNumber = { readonly value: number; readonly decimals: number } | { readonly problem: string };

/** «1.5» → «Escribí 1,5 si son decimales»: the one reading a lone dot may have meant. */
function ambiguous(text: string): string {
  const [whole, fraction, ...rest] = text.split('.');
  const decimals = rest.length === 0 && !text.includes(',') && fraction !== undefined && /^\d+$/.test(`${whole ?? ''}${fraction}`);
  const hint = decimals ? ` Si son decimales, escribí ${whole},${fraction}.` : '';
  return `«${text}» no se entiende: ${NUMBER_HELP}.${hint}`;
}

/** The number typed in a field of the «Tarifa» form, or why it cannot be read (in Spanish, with how to write it). */
export function readArgentineNumber(raw: string): ReadNumber {
  const text = raw.trim();
  if (text === '') return { problem: 'Completá este campo.' };
  if (/^[-−]/.test(text)) return { problem: 'No puede ser negativo.' };
  if (!/^[\d.,]{1,40}$/.test(text)) return { problem: `Escribí un número con cifras: ${NUMBER_HELP}.` };
  if (!ARGENTINE_NUMBER.test(text)) return { problem: ambiguous(text) };
  const [whole = '', fraction = ''] = text.replace(/\./g, '').split(',');
  return { value: Number(`${whole}.${fraction || '0'}`), decimals: fraction.replace(/0+$/, '').length };
}

/** 23820 → «23.820», 2.7 → «2,7»: how the form shows a number, so what it shows it reads back the same. */
export function argentineNumber(value: number): string {
  const [whole = '', fraction] = String(value).split('.');
  return `${whole.replace(/\B(?=(\d{3})+$)/g, '.')}${fraction === undefined ? '' : `,${fraction}`}`;
}

function rangeProblem({ value, decimals }: { readonly value: number; readonly decimals: number }, rule: NumberRule, zeroMessage: string): string | null {
  if (decimals > rule.decimals) return rule.decimals === 0 ? 'Escribí un número entero, sin decimales.' : rule.decimals === 1 ? 'Usá como máximo un decimal.' : `Usá como máximo ${rule.decimals} decimales.`;
  if (rule.aboveMin && value <= rule.min) return zeroMessage;
  if (value < rule.min) return `El mínimo es ${argentineNumber(rule.min)}.`;
  if (value > rule.max) return `El máximo es ${argentineNumber(rule.max)}.`;
  return null;
}

/** The number typed in a field, or NaN after leaving its message in `problems`. */
export function draftNumber(problems: ProblemSink, key: string, raw: string, rule: NumberRule, zeroMessage = 'Tiene que ser mayor que cero.'): number {
  const read = readArgentineNumber(raw);
  const problem = 'problem' in read ? read.problem : rangeProblem(read, rule, zeroMessage);
  if (problem === null && 'value' in read) return read.value;
  if (problem !== null) problems[key] = problem;
  return Number.NaN;
}

/**
 * A line of text, trimmed and without invisible format characters (a pasted zero-width space or
 * byte-order mark, which nobody means to type); an empty required one or a bad one leaves its
 * message in `problems`.
 */
export function draftText(problems: ProblemSink, key: string, raw: string, maxLength: number, required: boolean): string {
  const text = stripInvisibleChars(raw).trim();
  if (required && text === '') problems[key] = 'Completá este campo.';
  else if (!isCleanLine(text, maxLength)) problems[key] = `Escribí una sola línea de ${maxLength} caracteres como máximo.`;
  return text;
}
