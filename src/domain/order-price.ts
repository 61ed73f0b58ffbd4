/**
 * The check of an order's price on arrival (issue 34), pure so the inbox and its tests share it: the
 * tarifa in force decides stock; the price the message states is accepted when the version the
 * server honours for this order (its stamp proves it was served, and the store did not void it:
 * issue 45) gave it at some moment of the last 24 hours that version was in force, or when the
 * tarifa in force gives it now. Otherwise the order keeps the price in force, marked as not matching.
 */
import type { DesignConfig } from './design';
import type { TarifaClaim } from './design-query';
import { formatPrice } from './pricing';
import { quote, type AppliedPromotion } from './promotions';
import type { Tarifa } from './tarifa';

/** A quote stays good this long after its tarifa was replaced: a shopper who quoted yesterday keeps the price. */
export const QUOTE_GRACE_MS = 24 * 60 * 60 * 1000;

/** What an order's record keeps of its price: the version it was checked against, and what the one in force said then. */
export interface CheckedPrice {
  readonly version: number;
  readonly list: number;
  readonly price: number;
  readonly promotion: AppliedPromotion | null;
  /** The message's «Precio estimado» is this price. */
  readonly matches: boolean;
  /** The tarifa in force when the order arrived, and its price for the piece. */
  readonly inForce: { readonly version: number; readonly price: number };
}

export type OrderPricing = { readonly kind: 'priced'; readonly checked: CheckedPrice } | { readonly kind: 'outOfStock' };

/** The pricing of one order's design, as the inbox asks for it: the version it claims, with its stamp, and the price its message states. */
export type PriceOrder = (design: DesignConfig, claim: TarifaClaim, stated: string | null) => OrderPricing;

interface Span {
  readonly tarifa: Tarifa;
  readonly from: number;
  readonly until: number;
}

/** When the named version was in force within the grace period before `at`, that stretch of time; else null. */
function graceSpan(history: readonly Tarifa[], named: number, at: number): Span | null {
  const index = history.findIndex((tarifa) => tarifa.version === named);
  const tarifa = history[index];
  if (!tarifa) return null;
  const next = history[index + 1];
  const from = Math.max(at - QUOTE_GRACE_MS, Date.parse(tarifa.savedAt) || Number.NEGATIVE_INFINITY);
  const until = Math.min(next ? Date.parse(next.savedAt) : at, at);
  return until > at - QUOTE_GRACE_MS ? { tarifa, from, until } : null;
}

/** The span's two ends and the moments within it where a promotion starts or ends: every price it gave. */
function moments({ tarifa, from, until }: Span): number[] {
  const edges = tarifa.promotions.flatMap((p) => [Date.parse(p.from), p.until === null ? Number.NaN : Date.parse(p.until) - 1]);
  return [from, until, ...edges].filter((t) => t >= from && t <= until);
}

/**
 * The order's price, checked against `history` (every version, oldest first, the one in force last);
 * `honoured` is the version the order may keep the price of, or null when only the one in force counts.
 */
export function priceOrder(history: readonly Tarifa[], design: DesignConfig, honoured: number | null, stated: string | null, at: Date): OrderPricing {
  const inForce = history.at(-1);
  if (!inForce) throw new RangeError('La historia de la tarifa no tiene ninguna versión.');
  const { mode, widthCm, heightCm } = design;
  const now = quote(inForce, mode, widthCm, heightCm, at);
  if (now.kind === 'outOfStock') return { kind: 'outOfStock' };
  const inForceNow = { version: inForce.version, price: now.price };
  const span = honoured === null ? null : graceSpan(history, honoured, at.getTime());
  const earlier = span ? moments(span).map((t) => ({ version: span.tarifa.version, q: quote(span.tarifa, mode, widthCm, heightCm, new Date(t)) })) : [];
  for (const { version, q } of [{ version: inForce.version, q: now }, ...earlier]) {
    if (q.kind === 'price' && stated === formatPrice(q.price)) {
      return { kind: 'priced', checked: { version, list: q.list, price: q.price, promotion: q.promotion, matches: true, inForce: inForceNow } };
    }
  }
  return { kind: 'priced', checked: { version: inForce.version, list: now.list, price: now.price, promotion: now.promotion, matches: false, inForce: inForceNow } };
}
