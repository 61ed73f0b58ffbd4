import { stripControlChars } from './control-chars';

/**
 * HTML built only through the `html` tag: every interpolated value is escaped unless it is already
 * SafeHtml made by this tag, so a shopper's text can never become markup. Hand-written because it
 * is five replacements and a class; a template engine would add a dependency and an escape-by-default
 * setting to keep right. Control and bidirectional characters are stripped from every value on the way.
 */

export class SafeHtml {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const entities: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => entities[char] ?? char);
}

type Part = SafeHtml | string | number | null | undefined | false | readonly Part[];

function render(part: Part): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof SafeHtml) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  // Whatever a shopper sent reaches the page without controls or bidi overrides (U+202E would show "‮000.1 $" as "$ 1.000").
  return escapeHtml(stripControlChars(String(part), '\n'));
}

export function html(strings: TemplateStringsArray, ...values: readonly Part[]): SafeHtml {
  return new SafeHtml(strings.reduce((out, text, i) => out + text + (i < values.length ? render(values[i]) : ''), ''));
}
