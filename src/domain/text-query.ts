/**
 * Text layers in the query string: one `txt` value per layer (old links have none and keep working),
 * `font~size~colour~flags~align~x~y~text`, e.g. `orbitron~6~FFFFFF~os~c~50~30~SANTI`. The text goes
 * last and may not hold `~` (cleanText drops it). Decoding clamps every field and drops what it
 * cannot read; it never throws.
 */
import { parseHexColor } from './background-color';
import {
  clampTextLayers,
  TEXT_ALIGNS,
  TEXT_WHITE,
  type TextAlign,
  type TextLayer,
} from './text-layers';
import { TEXT_FONT_IDS } from './text-fonts';
import { isRecord } from './is-record';

export const TEXT_QUERY_KEY = 'txt';
const SEPARATOR = '~';
const ALIGN_CODES: Readonly<Record<TextAlign, string>> = { left: 'l', center: 'c', right: 'r' };

function encodeLayer(layer: TextLayer): string {
  const flags = `${layer.outline ? 'o' : ''}${layer.shadow ? 's' : ''}` || '-';
  const fields = [layer.font, layer.sizeCm, layer.color.slice(1), flags, ALIGN_CODES[layer.align], layer.xPct, layer.yPct, layer.text];
  return fields.join(SEPARATOR);
}

/**
 * Appends one `txt` per layer with words. The layers are clamped first: a design read back from a
 * stored file (the inbox) may hold anything there, or nothing at all (orders from before texts).
 */
export function encodeTextLayers(params: URLSearchParams, texts: readonly TextLayer[] | undefined): void {
  const layers = Array.isArray(texts) ? clampTextLayers(texts.filter(isRecord) as unknown as TextLayer[]) : [];
  for (const layer of layers) params.append(TEXT_QUERY_KEY, encodeLayer(layer));
}

/** A plain decimal, or NaN (which the clamps turn into their defaults). */
function decimal(raw: string | undefined): number {
  return raw !== undefined && /^\d{1,3}(\.\d{1,2})?$/.test(raw) ? Number(raw) : Number.NaN;
}

function decodeLayer(raw: string): TextLayer | null {
  const parts = raw.split(SEPARATOR);
  if (parts.length < 8) return null;
  const [font, size, color, flags = '', align, x, y] = parts;
  const text = parts.slice(7).join('');
  return {
    text,
    font: TEXT_FONT_IDS.find((id) => id === font) ?? TEXT_FONT_IDS[0],
    sizeCm: decimal(size),
    color: parseHexColor(color) ?? TEXT_WHITE,
    outline: flags.includes('o'),
    shadow: flags.includes('s'),
    align: TEXT_ALIGNS.find((value) => ALIGN_CODES[value] === align) ?? 'center',
    xPct: decimal(x),
    yPct: decimal(y),
  };
}

export function decodeTextLayers(params: URLSearchParams): readonly TextLayer[] {
  const layers = params.getAll(TEXT_QUERY_KEY).flatMap((raw) => decodeLayer(raw) ?? []);
  return clampTextLayers(layers);
}
