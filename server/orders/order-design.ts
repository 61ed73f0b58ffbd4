// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import type { DesignConfig } from '../../src/domain/design';
import { decodeDesign } from '../../src/domain/design-query';
import { designPriceText, LINE_LABELS } from '../../src/domain/order-message';

export type PriceCheck = 'ok' | 'mismatch';

/** The design as the order's `diseno` field described it, decoded by the shared codec, and the price check. */
export interface OrderDesign {
  readonly design: DesignConfig;
  readonly priceCheck: PriceCheck;
}

/** The value of a "Label: value" line of the order message (src/domain/order-message.ts). */
export function messageLine(message: string, label: string): string | null {
  const prefix = `${label}: `;
  const line = message.split(/\r?\n/).find((candidate) => candidate.trim().startsWith(prefix));
  return line === undefined ? null : line.trim().slice(prefix.length).trim();
}

/**
 * Decodes `diseno` (the design's query string, as /formulario's address carries it) with the shared
 * codec, which clamps or defaults every hostile value and never throws, and recomputes the price with
 * the shared quote: "ok" when the message's "Precio estimado" line states exactly that price.
 */
export function orderDesign(diseno: string, message: string): OrderDesign {
  const design = decodeDesign(new URLSearchParams(diseno));
  const stated = messageLine(message, LINE_LABELS.price);
  return { design: { ...design }, priceCheck: stated === designPriceText(design) ? 'ok' : 'mismatch' };
}
