import { stripInvisibleChars } from '../../src/domain/invisible-chars';

/**
 * C0 and C1 control characters and DEL (Unicode category Cc). Printed on a terminal, ESC, CSI (U+009B)
 * and BEL start sequences that can clear the screen, fake output or write the clipboard (OSC 52).
 */
const controlChars = /\p{Cc}/gu;

/**
 * The text without control or invisible format characters (bidirectional overrides, U+061C,
 * U+2028, U+200B, U+FEFF…: src/domain/invisible-chars.ts), safe to print on the store's terminal or
 * show in /buzon; `keep` names controls to leave in (a comment's line breaks).
 */
export function stripControlChars(text: string, keep = ''): string {
  return stripInvisibleChars(text.replace(controlChars, (char) => (keep.includes(char) ? char : '')));
}

/** Whether the text holds a control character other than those in `allowed` (e.g. a comment's line breaks). */
export function hasControlChars(text: string, allowed = ''): boolean {
  return [...text.matchAll(controlChars)].some(([char]) => !allowed.includes(char));
}
