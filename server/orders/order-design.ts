// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import type { DesignConfig } from '../../src/domain/design';
import { decodeDesign, decodeTarifaClaim } from '../../src/domain/design-query';
import type { Mode } from '../../src/domain/modes';
import { LINE_LABELS } from '../../src/domain/order-message';
import type { CheckedPrice, PriceOrder } from '../../src/domain/order-price';

export type PriceCheck = 'ok' | 'mismatch';

/** The design as the order's `diseno` field described it, decoded by the shared codec, and its price, checked. */
export interface OrderDesign {
  readonly design: DesignConfig;
  readonly priceCheck: PriceCheck;
  readonly checkedPrice: CheckedPrice;
}

/** The value of a "Label: value" line of the order message (src/domain/order-message.ts). */
export function messageLine(message: string, label: string): string | null {
  const prefix = `${label}: `;
  const line = message.split(/\r?\n/).find((candidate) => candidate.trim().startsWith(prefix));
  return line === undefined ? null : line.trim().slice(prefix.length).trim();
}

/**
 * Decodes `diseno` (the design's query string, as /formulario's address carries it, with the tarifa
 * version it was priced with and that version's stamp) with the shared codec, which clamps or defaults every hostile value and
 * never throws, and checks the price with the tarifa (src/domain/order-price.ts): "ok" when the
 * message's "Precio estimado" line states the price that version gave. A mode without stock comes
 * back as such: the order is refused.
 */
export function orderDesign(diseno: string, message: string, price: PriceOrder): OrderDesign | { readonly outOfStock: Mode } {
  const params = new URLSearchParams(diseno);
  const design = decodeDesign(params);
  const pricing = price(design, decodeTarifaClaim(params), messageLine(message, LINE_LABELS.price));
  if (pricing.kind === 'outOfStock') return { outOfStock: design.mode };
  return { design: { ...design }, priceCheck: pricing.checked.matches ? 'ok' : 'mismatch', checkedPrice: pricing.checked };
}
