/** How an order number is written: `MGM-` and digits (server/orders/order-numbers.ts hands them out). */
export const orderNumberPrefix = 'MGM-';
const numberShape = /^MGM-(\d{1,12})$/;

export function isOrderNumber(text: string): boolean {
  return numberShape.test(text);
}

/** The digits of a number, or null for anything else. */
export function orderNumberValue(text: string): number | null {
  const digits = numberShape.exec(text)?.[1];
  return digits === undefined ? null : Number(digits);
}
