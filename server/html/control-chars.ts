/**
 * C0 and C1 control characters and DEL (Unicode category Cc). Printed on a terminal, ESC, CSI (U+009B)
 * and BEL start sequences that can clear the screen, fake output or write the clipboard (OSC 52).
 */
const controlChars = /\p{Cc}/gu;

/**
 * Bidirectional marks, embeddings, overrides and isolates (U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069): a right-to-left override reverses what follows on the store's terminal, so an
 * order could show another price or address than the one it holds.
 */
const bidiChars = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * The text without control or bidirectional characters, safe to print on the store's terminal or
 * show in /buzon; `keep` names controls to leave in (a comment's line breaks).
 */
export function stripControlChars(text: string, keep = ''): string {
  return text.replace(controlChars, (char) => (keep.includes(char) ? char : '')).replace(bidiChars, '');
}

/** Whether the text holds a control character other than those in `allowed` (e.g. a comment's line breaks). */
export function hasControlChars(text: string, allowed = ''): boolean {
  return [...text.matchAll(controlChars)].some(([char]) => !allowed.includes(char));
}
