/**
 * The price an order goes with (issue 34). The server accepts a quote made with a tarifa that was in
 * force within the last 24 hours, only with the stamp it was served with and only when the store did
 * not void it (issue 45), so a quote it would not honour (older, unstamped, voided) is made again with
 * the tarifa in force now, and the shopper sees the new price before anything is sent. The stock is
 * always checked with the server's tarifa first: a mode marked «Sin stock» meanwhile stops the order
 * here, not after its photo has travelled. Loaded with the sending code.
 */
import type { DesignConfig } from '@/domain/design';
import { quote as quoteOf, type Quote } from '@/domain/promotions';
import type { PriceQuote } from '@/domain/quote-text';
import type { ServedTarifa } from '@/domain/tarifa-served';
import { fetchTarifa, tarifaInForce } from '@/platform/tarifa/tarifa-source';

/** The server's window: a quote older than this is made again before it is sent. */
export const QUOTE_LIFETIME_MS = 24 * 60 * 60 * 1000;

export type OrderPricing =
  /** `stamp`: the proof the server served this version, sent back with the order ('' for none). */
  | { readonly kind: 'priced'; readonly tarifa: ServedTarifa; readonly stamp: string; readonly quote: PriceQuote }
  | { readonly kind: 'outOfStock' }
  /** The quote was too old and the price is different now: the shopper sees it and sends again. */
  | { readonly kind: 'repriced'; readonly before: number | null; readonly after: PriceQuote };

/** Whether the server would keep the price of the page's tarifa: recent enough, stamped, not voided. */
function honoured(held: ServedTarifa, obtainedAt: number, fresh: ServedTarifa, now: number): boolean {
  return now - obtainedAt < QUOTE_LIFETIME_MS && Boolean(held.stamp) && !(fresh.voided ?? []).includes(held.version);
}

/** The tarifa to price with now and its stamp: the page's while the server honours it, else the server's. */
function tarifaToUse(fresh: ServedTarifa | null, now: number): { tarifa: ServedTarifa; stamp: string } {
  const held = tarifaInForce.get();
  if (!fresh) return { tarifa: held.tarifa, stamp: held.tarifa.stamp ?? '' };
  // The version in force is always honoured: its stamp comes with the answer (a page served the default has none).
  if (fresh.version === held.tarifa.version) return { tarifa: held.tarifa, stamp: fresh.stamp ?? '' };
  if (honoured(held.tarifa, held.obtainedAt, fresh, now)) return { tarifa: held.tarifa, stamp: held.tarifa.stamp ?? '' };
  // The page shows the new prices from now on.
  tarifaInForce.set({ tarifa: fresh, obtainedAt: now });
  return { tarifa: fresh, stamp: fresh.stamp ?? '' };
}

const designQuote = (design: DesignConfig, tarifa: ServedTarifa, at: Date): Quote => quoteOf(tarifa, design.mode, design.widthCm, design.heightCm, at);

/** How the design is priced for sending (the form sends only a design with its size chosen). */
export async function priceForSending(design: DesignConfig): Promise<OrderPricing> {
  const shown = designQuote(design, tarifaInForce.get().tarifa, new Date());
  const fresh = await fetchTarifa();
  const now = Date.now();
  const { tarifa, stamp } = tarifaToUse(fresh, now);
  const quote = designQuote(design, tarifa, new Date(now));
  if (quote.kind === 'outOfStock') return { kind: 'outOfStock' };
  if (fresh?.modes[design.mode].outOfStock) {
    // No quote of this mode can go now: the page says «Sin stock» too, and prices anew from here.
    tarifaInForce.set({ tarifa: fresh, obtainedAt: now });
    return { kind: 'outOfStock' };
  }
  if (shown.kind === 'price' && shown.price === quote.price) return { kind: 'priced', tarifa, stamp, quote };
  return { kind: 'repriced', before: shown.kind === 'price' ? shown.price : null, after: quote };
}
