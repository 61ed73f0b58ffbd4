/**
 * Reading one typed field of the «Tarifa» form: a number against its rule, or a line of text. A bad
 * field leaves its Spanish message under its key in `problems` and reads as a placeholder value, so
 * the whole form is checked in one pass and every bad field gets its own message at once.
 */
import type { NumberRule } from './tarifa-rules';
import { isCleanLine } from './tarifa-rules';

export type ProblemSink = Record<string, string>;

const NUMBER_TEXT = /^\d+(?:[.,]\d+)?$/;

const pesos = (value: number) => value.toLocaleString('es-AR', { maximumFractionDigits: 4 });

function numberProblem(text: string, rule: NumberRule, zeroMessage: string): string | null {
  if (text === '') return 'Completá este campo.';
  if (/^-/.test(text)) return 'No puede ser negativo.';
  if (!NUMBER_TEXT.test(text)) return 'Escribí un número, con coma o punto para los decimales.';
  const value = Number(text.replace(',', '.'));
  const places = text.split(/[.,]/)[1]?.replace(/0+$/, '').length ?? 0;
  if (places > rule.decimals) return rule.decimals === 0 ? 'Escribí un número entero, sin decimales.' : rule.decimals === 1 ? 'Usá como máximo un decimal.' : `Usá como máximo ${rule.decimals} decimales.`;
  if (rule.aboveMin && value <= rule.min) return zeroMessage;
  if (value < rule.min) return `El mínimo es ${pesos(rule.min)}.`;
  if (value > rule.max) return `El máximo es ${pesos(rule.max)}.`;
  return null;
}

/** The number typed in a field, or NaN after leaving its message in `problems`. */
export function draftNumber(problems: ProblemSink, key: string, raw: string, rule: NumberRule, zeroMessage = 'Tiene que ser mayor que cero.'): number {
  const text = raw.trim();
  const problem = numberProblem(text, rule, zeroMessage);
  if (problem === null) return Number(text.replace(',', '.'));
  problems[key] = problem;
  return Number.NaN;
}

/** A line of text, trimmed; an empty required one or a bad one leaves its message in `problems`. */
export function draftText(problems: ProblemSink, key: string, raw: string, maxLength: number, required: boolean): string {
  const text = raw.trim();
  if (required && text === '') problems[key] = 'Completá este campo.';
  else if (!isCleanLine(text, maxLength)) problems[key] = `Escribí una sola línea de ${maxLength} caracteres como máximo.`;
  return text;
}
