/**
 * Text layers on the piece (issue 23): a gamertag or a name set in one of the bundled display fonts.
 * Plain data, clamped on every way in (editor actions, the query string, a draft), so every reader
 * (preview, proof, print file, order message, inbox) can trust it.
 *
 * Placement rules:
 * - xPct / yPct (0–100, two decimals) put the text's anchor on the frame, as percentages of its
 *   width and height, so a size change keeps the text where it was relative to the piece.
 * - The anchor is the text's left edge, centre or right edge (its alignment) horizontally, and the
 *   middle of its capitals vertically: the baseline is CAP_MIDDLE_EM × size below it.
 * - The size is the font size (the em) in centimetres on the piece.
 */
import { hexToRgb, parseHexColor, type HexColor } from './background-color';
import { clampToBounds } from './modes';
import { TEXT_FONT_IDS, type TextFontId } from './text-fonts';

export type TextAlign = 'left' | 'center' | 'right';
export const TEXT_ALIGNS: readonly TextAlign[] = ['left', 'center', 'right'];

export interface TextLayer {
  readonly text: string;
  readonly font: TextFontId;
  /** Font size in cm on the piece. */
  readonly sizeCm: number;
  readonly color: HexColor;
  readonly outline: boolean;
  readonly shadow: boolean;
  readonly align: TextAlign;
  readonly xPct: number;
  readonly yPct: number;
}

export const MAX_TEXT_LAYERS = 3;
export const MAX_TEXT_LENGTH = 40;
export const TEXT_SIZE_MIN_CM = 1;
export const TEXT_SIZE_MAX_CM = 40;
export const TEXT_SIZE_DEFAULT_CM = 6;
export const TEXT_WHITE = '#FFFFFF' as HexColor;
export const TEXT_BLACK = '#000000' as HexColor;
/** Where the middle of the capitals sits above the baseline, in ems (most display fonts: caps ≈ 0.7 em). */
export const CAP_MIDDLE_EM = 0.35;

/**
 * What a layer's text may hold: the letters, digits and signs of the fonts' Latin sets that Spanish
 * needs. Everything else (emoji, other scripts, control characters, `~` the codec uses) is dropped.
 */
const ALLOWED_CHAR = /[A-Za-z0-9ÁÉÍÓÚÜÑáéíóúüñ ¡!¿?.,:;'"#&@()+\-_/*%$=<>[\]]/u;

/** The text a layer keeps: allowed characters only, runs of spaces as one, at most MAX_TEXT_LENGTH. */
export function cleanText(raw: string): string {
  const kept = [...raw].filter((char) => ALLOWED_CHAR.test(char)).join('');
  return kept.replace(/ {2,}/g, ' ').slice(0, MAX_TEXT_LENGTH);
}

/** True when `raw` lost characters other than surplus spaces to cleanText (to tell the shopper). */
export function lostCharacters(raw: string): boolean {
  return [...raw].some((char) => !ALLOWED_CHAR.test(char)) || raw.replace(/ {2,}/g, ' ').length > MAX_TEXT_LENGTH;
}

const round = (value: number, step: number): number => Math.round(value / step) * step;

export function clampTextSize(value: number): number {
  if (!Number.isFinite(value)) return TEXT_SIZE_DEFAULT_CM;
  return round(clampToBounds(value, TEXT_SIZE_MIN_CM, TEXT_SIZE_MAX_CM), 0.5);
}

export function clampTextPosition(value: number): number {
  if (!Number.isFinite(value)) return 50;
  return Math.round(clampToBounds(value, 0, 100) * 100) / 100;
}

export function isTextFont(value: unknown): value is TextFontId {
  return typeof value === 'string' && (TEXT_FONT_IDS as readonly string[]).includes(value);
}

/** A new layer: white, centred on the piece, in the first font unless told otherwise. */
export function newTextLayer(text = 'TEXTO', font: TextFontId = TEXT_FONT_IDS[0]): TextLayer {
  return {
    text: cleanText(text),
    font,
    sizeCm: TEXT_SIZE_DEFAULT_CM,
    color: TEXT_WHITE,
    outline: false,
    shadow: false,
    align: 'center',
    xPct: 50,
    yPct: 50,
  };
}

/** Any layer-shaped input, every field checked and clamped (a draft or a hand-made value). */
export function clampTextLayer(layer: TextLayer): TextLayer {
  return {
    text: cleanText(String(layer.text)),
    font: isTextFont(layer.font) ? layer.font : TEXT_FONT_IDS[0],
    sizeCm: clampTextSize(Number(layer.sizeCm)),
    color: parseHexColor(String(layer.color)) ?? TEXT_WHITE,
    outline: layer.outline === true,
    shadow: layer.shadow === true,
    align: TEXT_ALIGNS.includes(layer.align) ? layer.align : 'center',
    xPct: clampTextPosition(Number(layer.xPct)),
    yPct: clampTextPosition(Number(layer.yPct)),
  };
}

/** At most MAX_TEXT_LAYERS clamped layers; layers left without text are dropped. */
export function clampTextLayers(layers: readonly TextLayer[]): readonly TextLayer[] {
  return layers
    .map(clampTextLayer)
    .filter((layer) => layer.text.trim() !== '')
    .slice(0, MAX_TEXT_LAYERS);
}

/** A colour that stands out around `color`: black around light text, white around dark. */
export function outlineColor(color: HexColor): HexColor {
  const { r, g, b } = hexToRgb(color);
  const luma = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luma > 140 ? TEXT_BLACK : TEXT_WHITE;
}

/** Two lists of layers are the same when every field of every layer is (designs are compared as data). */
export function sameTextLayers(a: readonly TextLayer[], b: readonly TextLayer[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  return a.every((layer, index) => {
    const other = b[index];
    return other !== undefined && (Object.keys(layer) as (keyof TextLayer)[]).every((key) => Object.is(layer[key], other[key]));
  });
}
