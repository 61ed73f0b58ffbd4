import { thankYouPath } from './inbox-config';
import { statusPath } from '../html/paths';
import type { StoredOrder } from './store-order';

/**
 * The inbox's answer to a stored order, still the hosted form service's `{ ok, next }`: the number
 * and the status page ride beside them (`pedido`, `seguimiento`) and in `next`'s query, because
 * @formspree/core hands the page only `next` (the app reads them there, src/features/order).
 */
export function orderAnswer({ number, statusToken }: StoredOrder) {
  const next = new URLSearchParams({ pedido: number, seguimiento: statusToken });
  return { ok: true, next: `${thankYouPath}&${next.toString()}`, pedido: number, seguimiento: statusPath(statusToken) };
}
