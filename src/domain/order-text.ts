/**
 * The order's subject and message as the store reads them (decisions §4). Apart from the option
 * words (order-message.ts) because only the sending code needs it, which the order page loads
 * on submit rather than for its first paint.
 */
import type { DesignConfig } from './design';
import { MODE_SPECS } from './modes';
import {
  designOptionLines,
  designShapeLines,
  designSizeLabel,
  LINE_LABELS as L,
  type AcceptedLowQuality,
  type DetailLine,
} from './order-message';
import { formatPrice } from './pricing';
import { promotionText, type PriceQuote } from './quote-text';

export interface OrderText {
  readonly nombreModelo: string;
  readonly comentario: string;
}

/** Line breaks in the comment would split the one-line-per-item message, so they become spaces. */
function oneLine(text: string): string {
  return text.trim().replace(/\s*[\r\n]+\s*/g, ' ');
}

/**
 * The order message's price lines: «Precio estimado» is the price charged (the inbox reads it); with
 * a promotion, «Precio de lista» and «Promoción» follow it.
 */
export function quoteLines(quote: PriceQuote): DetailLine[] {
  const lines = [{ label: L.price, value: formatPrice(quote.price) }];
  if (!quote.promotion) return lines;
  return [...lines, { label: L.listPrice, value: formatPrice(quote.list) }, { label: L.promotion, value: promotionText(quote.promotion) }];
}

/**
 * The product lines that open the message: type, circular, edges (rectangles only), size and the
 * price it was quoted (with a promotion, the list price and the promotion too).
 */
function designProductLines(design: DesignConfig, quote: PriceQuote): DetailLine[] {
  return [
    { label: L.type, value: MODE_SPECS[design.mode].productName },
    ...designShapeLines(design),
    { label: L.size, value: designSizeLabel(design) },
    ...quoteLines(quote),
  ];
}

/** Every line of the message, in the store's order; the accepted Baja quality, if any, last. */
export function orderLines(design: DesignConfig, quote: PriceQuote, text: OrderText, lowQuality: AcceptedLowQuality = null): DetailLine[] {
  const lines = [
    ...designProductLines(design, quote),
    { label: L.name, value: text.nombreModelo.trim() },
    { label: L.comment, value: oneLine(text.comentario) || 'Sin comentario' },
    ...designOptionLines(design),
  ];
  if (lowQuality !== null) lines.push({ label: L.quality, value: `Baja (${lowQuality} ppp), aceptada por el cliente` });
  return lines;
}

/** `Mousepad Personalizado {nombreModelo} {size label}`. */
export function orderSubject(nombreModelo: string, design: DesignConfig): string {
  return `Mousepad Personalizado ${nombreModelo.trim()} ${designSizeLabel(design)}`;
}

/** One "Label: value" line per item. */
export function orderMessage(design: DesignConfig, quote: PriceQuote, text: OrderText, lowQuality: AcceptedLowQuality = null): string {
  return orderLines(design, quote, text, lowQuality)
    .map(({ label, value }) => `${label}: ${value}`)
    .join('\n');
}

/** The message's last line when the print PDF could not be made: the store then composes the design itself. */
export const PRINT_FILE_FAILED_LINE = 'Archivo de impresión: no se pudo generar';
