/**
 * The order message's text lines: `Texto 1: «SANTI» · Orbitron · 6 cm · #FFFFFF`, with the outline,
 * the shadow and the alignment when the shopper chose them, so the store can read what to print.
 */
import { TEXT_FONTS } from './text-fonts';
import type { TextAlign, TextLayer } from './text-layers';

const DECIMAL = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });
const ALIGN_WORDS: Readonly<Record<TextAlign, string>> = { left: 'alineado a la izquierda', center: '', right: 'alineado a la derecha' };

export function textLayerSummary(layer: TextLayer): string {
  const parts = [`«${layer.text}»`, TEXT_FONTS[layer.font].label, `${DECIMAL.format(layer.sizeCm)} cm`, layer.color];
  if (layer.outline) parts.push('contorno');
  if (layer.shadow) parts.push('sombra');
  if (ALIGN_WORDS[layer.align]) parts.push(ALIGN_WORDS[layer.align]);
  return parts.join(' · ');
}

export function textLines(texts: readonly TextLayer[]): { label: string; value: string }[] {
  return texts.filter((layer) => layer.text !== '').map((layer, index) => ({ label: `Texto ${index + 1}`, value: textLayerSummary(layer) }));
}
