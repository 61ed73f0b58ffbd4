/** What the local inbox tells the shopper about a stored order: its number and its status page. */
export interface OrderReceipt {
  /** `MGM-1042`. */
  readonly number: string;
  /** `/pedido/{token}` on this app's origin. */
  readonly statusPath: string;
}

const numberShape = /^MGM-\d{1,12}$/;
const tokenShape = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The receipt in the inbox's `next` address (`/?enviado=1&pedido=MGM-1042&seguimiento=…`), the only
 * part of the answer @formspree/core hands back. The hosted service's `next` has neither, so its
 * orders get no receipt and the page says what it always said.
 */
export function receiptFromNext(next: string): OrderReceipt | null {
  const query = new URLSearchParams(next.split('?')[1] ?? '');
  const number = query.get('pedido') ?? '';
  const token = query.get('seguimiento') ?? '';
  if (!numberShape.test(number) || !tokenShape.test(token)) return null;
  return { number, statusPath: `/pedido/${token}` };
}
