import { isRecord } from '../../src/domain/is-record';
import type { CheckedPrice } from '../../src/domain/order-price';
import { formatPrice } from '../../src/domain/pricing';
import type { AppliedPromotion } from '../../src/domain/promotions';
import { isPercent } from '../../src/domain/tarifa-rules';

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function promotionOf(value: unknown): AppliedPromotion | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.percent !== 'number' || !isPercent(value.percent)) return undefined;
  return { name: value.name, percent: value.percent };
}

/**
 * The price checked against the tarifa (src/domain/order-price.ts) as submission.json holds it; null
 * when it is missing (orders stored before the tarifa keep their price check as it was) or damaged.
 */
export function parseCheckedPrice(value: unknown): CheckedPrice | null {
  if (!isRecord(value) || !isRecord(value.inForce)) return null;
  const { version, list, price, matches } = value;
  const promotion = promotionOf(value.promotion);
  const { version: inForceVersion, price: inForcePrice } = value.inForce;
  if (!wholeNumber(version) || !wholeNumber(list) || !wholeNumber(price) || typeof matches !== 'boolean' || promotion === undefined) return null;
  if (!wholeNumber(inForceVersion) || !wholeNumber(inForcePrice)) return null;
  return { version, list, price, promotion, matches, inForce: { version: inForceVersion, price: inForcePrice } };
}

/** «$14.000 (Semana gamer, −20 %; precio de lista $17.000)», or the price alone without a promotion: as emails, /pedido and /buzon show it. */
export function checkedPriceText(checked: CheckedPrice): string {
  const { promotion } = checked;
  if (!promotion) return formatPrice(checked.price);
  const name = promotion.name ? `${promotion.name}, ` : 'promoción ';
  return `${formatPrice(checked.price)} (${name}−${promotion.percent} %; precio de lista ${formatPrice(checked.list)})`;
}

/**
 * The warning for a price kept from an older version that is below what the version in force charged
 * when the order arrived (issue 45): a slip the store did not void, or a promotion that ended. As
 * prominent as a mismatch wherever the price is shown (/buzon, the store's email, `npm run inbox`).
 */
export function belowInForceWarning(checked: CheckedPrice): string | null {
  const { version, price, inForce } = checked;
  if (!checked.matches || price >= inForce.price) return null;
  return `¡Atención! Se respetó el precio de la tarifa v${version}, ${formatPrice(price)}, ${formatPrice(inForce.price - price)} menos que la vigente (v${inForce.version}, ${formatPrice(inForce.price)}): revisá el precio antes de cobrar.`;
}
