/**
 * A quote (promotions.ts) in the shopper's and the store's words: the price, the list price and the
 * promotion when one applies, or «Sin stock». Shared by the price tag the shopper sees and the
 * order's message (order-text.ts), so they never disagree. Light, since every page's first load has it.
 */
import type { DesignConfig } from './design';
import { MODE_SPECS, MODES, type Mode } from './modes';
import { quote, type AppliedPromotion, type Quote } from './promotions';
import type { Tarifa } from './tarifa';

/** A quote with a price: what an order goes with (a mode without stock takes no order). */
export type PriceQuote = Extract<Quote, { readonly kind: 'price' }>;

/** What shows where the price would be for a mode the store has no stock of. */
export const OUT_OF_STOCK_TEXT = 'Sin stock';

/** The design's quote under `tarifa` at `at`, or null while no size is chosen. Derived, never stored. */
export function designQuote(design: DesignConfig, tarifa: Tarifa, at: Date): Quote | null {
  return design.sizeCode === null ? null : quote(tarifa, design.mode, design.widthCm, design.heightCm, at);
}

/** «Black Friday: 20% de descuento», or only the percentage when the promotion has no name. */
export function promotionText(promotion: AppliedPromotion): string {
  const discount = `${promotion.percent}% de descuento`;
  return promotion.name ? `${promotion.name}: ${discount}` : discount;
}

/** How every «no stock» text opens, the server's refusal of an order too (server/inbox/inbox-errors.ts). */
const noStockOpening = (mode: Mode): string => `Por ahora no tenemos stock de ${MODE_SPECS[mode].productName}`;

/** «Por ahora no tenemos stock de Alfombra.» */
function noStockSentence(mode: Mode): string {
  return `${noStockOpening(mode)}.`;
}

/** «Alfombras: sin stock por ahora»: told as soon as a mode without stock is chosen (the editor, the calculator). */
export function modeStockNotice(mode: Mode): string {
  return `${MODE_SPECS[mode].pluralName}: sin stock por ahora`;
}

/** Why a mode without stock cannot be ordered, and what to do instead. */
export function outOfStockProblem(mode: Mode): string {
  return `${noStockSentence(mode)} Elegí otro producto para seguir: tu diseño queda guardado.`;
}

/** Whether `message` is the server's refusal of an order for a mode without stock (it opens like every «no stock» text). */
export function isOutOfStockRefusal(message: string): boolean {
  return MODES.some((mode) => message.startsWith(noStockOpening(mode)));
}
