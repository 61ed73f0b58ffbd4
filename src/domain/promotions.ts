/**
 * What a shopper pays under a tarifa at a moment: the list price (pricing.ts), less the best
 * promotion that applies, rounded up to the step like every price; or no price at all for a mode
 * «Sin stock». A promotion applies from its `from` instant (included) until its `until` instant (not
 * included), to its mode (or every mode) and to its sizes in either orientation (none: every size).
 */
import { ceilToStep, ratio } from './exact-ratio';
import type { Mode } from './modes';
import { quotePrice } from './pricing';
import { ALL_MODES, type Promotion, type Tarifa } from './tarifa';

export interface AppliedPromotion {
  readonly name: string;
  readonly percent: number;
}

export type Quote =
  | { readonly kind: 'price'; readonly list: number; readonly price: number; readonly promotion: AppliedPromotion | null }
  | { readonly kind: 'outOfStock' };

/** 'LARGOxANCHO', the one way sizes are written in a promotion. */
export const sizeKey = (widthCm: number, heightCm: number): string => `${widthCm}x${heightCm}`;

function isActive(promotion: Promotion, at: Date): boolean {
  const now = at.getTime();
  return Date.parse(promotion.from) <= now && (promotion.until === null || now < Date.parse(promotion.until));
}

/**
 * The promotions in force at `at`, and the next instant one starts or ends (null: none ever will).
 * What a shopper is served (issue 45): a promotion that has not started is not told, not even its
 * name or dates, only that something changes then.
 */
export function promotionsAt(promotions: readonly Promotion[], at: Date): { readonly inForce: Promotion[]; readonly nextChange: string | null } {
  const now = at.getTime();
  const edges = promotions.flatMap((p) => [Date.parse(p.from), p.until === null ? Number.NaN : Date.parse(p.until)]).filter((t) => t > now);
  const next = Math.min(...edges);
  return { inForce: promotions.filter((p) => isActive(p, at)), nextChange: Number.isFinite(next) ? new Date(next).toISOString() : null };
}

/** Whether the promotion covers this mode and size now. */
export function promotionApplies(promotion: Promotion, mode: Mode, widthCm: number, heightCm: number, at: Date): boolean {
  if (promotion.mode !== ALL_MODES && promotion.mode !== mode) return false;
  if (!isActive(promotion, at)) return false;
  const sizes = promotion.sizes;
  return sizes.length === 0 || sizes.includes(sizeKey(widthCm, heightCm)) || sizes.includes(sizeKey(heightCm, widthCm));
}

/** The list price less `percent` %, rounded up to the step. */
export function promotionPrice(list: number, percent: number, roundingStep: number): number {
  return ceilToStep(ratio(list * (100 - percent), 100), roundingStep);
}

/**
 * The shopper's price of a piece at `at`: the lowest price among the promotions that apply wins (the
 * first listed on a tie); a promotion that rounds back up to the list price is not shown.
 */
export function quote(tarifa: Tarifa, mode: Mode, widthCm: number, heightCm: number, at: Date): Quote {
  if (tarifa.modes[mode].outOfStock) return { kind: 'outOfStock' };
  const list = quotePrice(mode, widthCm, heightCm, tarifa);
  let best: Quote = { kind: 'price', list, price: list, promotion: null };
  for (const promotion of tarifa.promotions) {
    if (!promotionApplies(promotion, mode, widthCm, heightCm, at)) continue;
    const price = promotionPrice(list, promotion.percent, tarifa.shared.roundingStep);
    if (price < best.price) {
      best = { kind: 'price', list, price, promotion: { name: promotion.name, percent: promotion.percent } };
    }
  }
  return best;
}
