/** Typing rule of the editor's custom size inputs (decisions §2), on top of the shared size-input rules. */
import { digitsOnly } from './size-input';

/** Digits only, 3 at most, capped at `max` while typing; '' stays ''. */
export function capDigits(text: string, max: number): string {
  const digits = digitsOnly(text);
  if (digits === '') return '';
  return Number(digits) > max ? String(max) : digits;
}
