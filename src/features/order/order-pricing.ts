/**
 * The price an order goes with (issue 34). The server accepts a quote made with a tarifa that was in
 * force within the last 24 hours, so a quote that old is made again with the tarifa in force now,
 * and the shopper sees the new price before anything is sent. The stock is always checked with the
 * server's tarifa first: a mode marked «Sin stock» meanwhile stops the order here, not after its
 * photo has travelled. Loaded with the sending code.
 */
import type { DesignConfig } from '@/domain/design';
import { quote as quoteOf, type Quote } from '@/domain/promotions';
import type { PriceQuote } from '@/domain/quote-text';
import type { Tarifa } from '@/domain/tarifa';
import { fetchTarifa, tarifaInForce } from '@/platform/tarifa/tarifa-source';

/** The server's window: a quote older than this is made again before it is sent. */
export const QUOTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type OrderPricing =
  | { readonly kind: 'priced'; readonly tarifa: Tarifa; readonly quote: PriceQuote }
  | { readonly kind: 'outOfStock' }
  /** The quote was too old and the price is different now: the shopper sees it and sends again. */
  | { readonly kind: 'repriced'; readonly before: number | null; readonly after: PriceQuote };

/** The tarifa to price with now: the page's, or the server's when the page's is older than the server accepts. */
function tarifaToUse(fresh: Tarifa | null, now: number): Tarifa {
  const held = tarifaInForce.get();
  if (!fresh || now - held.obtainedAt < QUOTE_LIFETIME_MS) return held.tarifa;
  // The page shows the new prices from now on.
  tarifaInForce.set({ tarifa: fresh, obtainedAt: now });
  return fresh;
}

const designQuote = (design: DesignConfig, tarifa: Tarifa, at: Date): Quote => quoteOf(tarifa, design.mode, design.widthCm, design.heightCm, at);

/** How the design is priced for sending (the form sends only a design with its size chosen). */
export async function priceForSending(design: DesignConfig): Promise<OrderPricing> {
  const shown = designQuote(design, tarifaInForce.get().tarifa, new Date());
  const fresh = await fetchTarifa();
  const now = Date.now();
  const tarifa = tarifaToUse(fresh, now);
  const quote = designQuote(design, tarifa, new Date(now));
  if (quote.kind === 'outOfStock') return { kind: 'outOfStock' };
  if (fresh?.modes[design.mode].outOfStock) {
    // No quote of this mode can go now: the page says «Sin stock» too, and prices anew from here.
    tarifaInForce.set({ tarifa: fresh, obtainedAt: now });
    return { kind: 'outOfStock' };
  }
  if (shown.kind === 'price' && shown.price === quote.price) return { kind: 'priced', tarifa, quote };
  return { kind: 'repriced', before: shown.kind === 'price' ? shown.price : null, after: quote };
}
