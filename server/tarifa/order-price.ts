import type { DesignConfig } from '../../src/domain/design';
import { formatPrice } from '../../src/domain/pricing';
import { quote } from '../../src/domain/promotions';
import type { Tarifa } from '../../src/domain/tarifa';
import type { CheckedPrice } from './checked-price';
import type { TarifaVersion } from './tarifa-files';

/** A quote stays good this long after its tarifa was replaced (issue 34): a shopper who quoted yesterday keeps the price. */
export const QUOTE_GRACE_MS = 24 * 60 * 60 * 1000;

export type OrderPricing = { readonly kind: 'priced'; readonly checked: CheckedPrice } | { readonly kind: 'outOfStock' };

/** The pricing of one order's design, as the inbox asks for it: the version it names and the price its message states. */
export type PriceOrder = (design: DesignConfig, named: number, stated: string | null) => OrderPricing;

interface Span {
  readonly tarifa: Tarifa;
  readonly from: number;
  readonly until: number;
}

/** When the named version was in force within the grace period before `at`, that stretch of time; else null. */
function graceSpan(history: readonly TarifaVersion[], named: number, at: number): Span | null {
  const index = history.findIndex((v) => v.tarifa.version === named);
  const entry = history[index];
  if (!entry) return null;
  const next = history[index + 1];
  const from = Math.max(at - QUOTE_GRACE_MS, Date.parse(entry.tarifa.savedAt) || Number.NEGATIVE_INFINITY);
  const until = next ? Date.parse(next.tarifa.savedAt) : at;
  return until > at - QUOTE_GRACE_MS ? { tarifa: entry.tarifa, from, until: Math.min(until, at) } : null;
}

/** The moments within the span where a promotion of the tarifa starts or ends, and the span's two ends: every price it gave. */
function moments({ tarifa, from, until }: Span): number[] {
  const edges = tarifa.promotions.flatMap((p) => [Date.parse(p.from), p.until === null ? Number.NaN : Date.parse(p.until) - 1]);
  return [from, until, ...edges].filter((t) => t >= from && t <= until);
}

/**
 * The order's price, checked. The tarifa in force decides stock; the price the message states is
 * accepted when the version the design names gave it at some moment of the last 24 hours it was in
 * force, or when the tarifa in force gives it now. Otherwise the record holds the price in force and
 * says it does not match.
 */
export function priceOrder(history: readonly TarifaVersion[], design: DesignConfig, named: number, stated: string | null, at: Date): OrderPricing {
  const inForce = history.at(-1)?.tarifa;
  if (!inForce) throw new Error('La historia de la tarifa no tiene ninguna versión.');
  const { mode, widthCm, heightCm } = design;
  const now = quote(inForce, mode, widthCm, heightCm, at);
  if (now.kind === 'outOfStock') return { kind: 'outOfStock' };
  const inForceNow = { version: inForce.version, price: now.price };
  const span = graceSpan(history, named, at.getTime());
  const earlier = span ? moments(span).map((t) => ({ version: span.tarifa.version, q: quote(span.tarifa, mode, widthCm, heightCm, new Date(t)) })) : [];
  for (const { version, q } of [{ version: inForce.version, q: now }, ...earlier]) {
    if (q.kind === 'price' && stated === formatPrice(q.price)) {
      return { kind: 'priced', checked: { version, list: q.list, price: q.price, promotion: q.promotion, matches: true, inForce: inForceNow } };
    }
  }
  return { kind: 'priced', checked: { version: inForce.version, list: now.list, price: now.price, promotion: now.promotion, matches: false, inForce: inForceNow } };
}
