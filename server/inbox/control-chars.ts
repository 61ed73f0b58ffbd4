/**
 * C0 and C1 control characters and DEL (Unicode category Cc). Printed on a terminal, ESC, CSI (U+009B)
 * and BEL start sequences that can clear the screen, fake output or write the clipboard (OSC 52).
 */
const controlChars = /\p{Cc}/gu;

/** The text without control characters, safe to print on the store's terminal. */
export function stripControlChars(text: string): string {
  return text.replace(controlChars, '');
}

/** Whether the text holds a control character other than those in `allowed` (e.g. a comment's line breaks). */
export function hasControlChars(text: string, allowed = ''): boolean {
  return [...text.matchAll(controlChars)].some(([char]) => !allowed.includes(char));
}
