/**
 * The background's colour as data: any colour the shopper picks beside Negro, Blanco and IA, as a
 * normalised `#RRGGBB` hex (preview-style.ts turns a design into the fill that is painted).
 * Parsing trusts nothing (query strings, drafts and hex fields are typed by strangers) and never throws.
 */
/** `#RRGGBB`, upper case: the only form a colour is stored, sent or shown in. */
export type HexColor = string & { readonly format: 'hex-color' };

export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** The colour "Otro color" starts from before the shopper picks one. */
export const DEFAULT_CUSTOM_COLOR = '#1E90FF' as HexColor;

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#1e90ff`, `1E90FF` or the short `#19f` as `#1E90FF`; anything else is null. */
export function parseHexColor(raw: string | null | undefined): HexColor | null {
  const digits = HEX.exec(raw?.trim() ?? '')?.[1];
  if (digits === undefined) return null;
  const long = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return `#${long.toUpperCase()}` as HexColor;
}

export function hexToRgb(hex: HexColor): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

const channel = (value: number) => Math.min(255, Math.max(0, Math.round(value))).toString(16).padStart(2, '0');

/** Channels are rounded and clamped to 0–255. */
export function rgbToHex({ r, g, b }: Rgb): HexColor {
  return `#${channel(r)}${channel(g)}${channel(b)}`.toUpperCase() as HexColor;
}
