import { isRecord } from '../../src/domain/is-record';
import type { AppliedPromotion } from '../../src/domain/promotions';
import { isPercent } from '../../src/domain/tarifa-rules';

/**
 * What an order's record keeps of its price (issue 34): the tarifa version it was checked against,
 * the list price, the promotion and the price, and what the tarifa in force said when it arrived.
 * Orders stored before the tarifa have none and keep their price check as it was.
 */
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

const wholeNumber = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

function promotionOf(value: unknown): AppliedPromotion | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || typeof value.name !== 'string' || typeof value.percent !== 'number' || !isPercent(value.percent)) return undefined;
  return { name: value.name, percent: value.percent };
}

/** The checked price as submission.json holds it; null when it is missing or damaged. */
export function parseCheckedPrice(value: unknown): CheckedPrice | null {
  if (!isRecord(value) || !isRecord(value.inForce)) return null;
  const { version, list, price, matches } = value;
  const promotion = promotionOf(value.promotion);
  const { version: inForceVersion, price: inForcePrice } = value.inForce;
  if (!wholeNumber(version) || !wholeNumber(list) || !wholeNumber(price) || typeof matches !== 'boolean' || promotion === undefined) return null;
  if (!wholeNumber(inForceVersion) || !wholeNumber(inForcePrice)) return null;
  return { version, list, price, promotion, matches, inForce: { version: inForceVersion, price: inForcePrice } };
}
