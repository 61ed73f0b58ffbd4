/**
 * The order form's fields: their limits and the pure checks the form runs as the shopper types
 * and before it sends (decisions §4, spec §5 "Order form").
 */

export const MODEL_NAME_MAX = 60;
export const COMMENT_MAX = 1000;
/** The longest address an email can have (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/**
 * Anything that is not a Latin letter (accents, ñ/Ñ and ü included), a digit or a plain space.
 * The ranges skip × (U+00D7) and ÷ (U+00F7), which sit inside Latin-1's letters.
 */
const NOT_MODEL_NAME_CHAR = /[^A-Za-z0-9 \u00C0-\u00D6\u00D8-\u00F6\u00F8-\u00FF]/g;

/**
 * The design name as the shopper may type it: other characters are dropped, and the text is
 * cut at MODEL_NAME_MAX. NFC first, so an accent typed as a combining mark stays on its letter.
 */
export function filterModelName(raw: string): string {
  return raw.normalize('NFC').replace(NOT_MODEL_NAME_CHAR, '').slice(0, MODEL_NAME_MAX);
}

/** The comment cut at COMMENT_MAX characters. */
export function limitComment(raw: string): string {
  return raw.slice(0, COMMENT_MAX);
}

/** The same rule as a browser's `<input type="email">` (WHATWG "valid e-mail address"). */
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

export interface OrderFields {
  readonly nombreModelo: string;
  readonly email: string;
  readonly comentario: string;
}

export type OrderFieldName = keyof OrderFields;

/** Why a field cannot be sent yet; the form turns each into a Spanish hint. */
export type FieldProblem = 'required' | 'email';

/** The problems that block sending, per field; an empty object means the fields can be sent. */
export function checkOrderFields(fields: OrderFields): Partial<Record<OrderFieldName, FieldProblem>> {
  const problems: Partial<Record<OrderFieldName, FieldProblem>> = {};
  if (fields.nombreModelo.trim() === '') problems.nombreModelo = 'required';
  if (fields.email.trim() === '') problems.email = 'required';
  else if (!isValidEmail(fields.email)) problems.email = 'email';
  return problems;
}
