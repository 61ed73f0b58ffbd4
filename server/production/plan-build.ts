import type { Mode } from '../../src/domain/modes';
import { planRoll } from '../../src/domain/roll-nesting';
import type { RollSettings } from '../../src/domain/roll-plan';
import { oneAtATime } from '../files/one-at-a-time';
import type { PaidOrder } from './paid-orders';
import type { PlanOrder, StoredPlan } from './plan-file';
import type { PlanStore } from './plan-store';

/**
 * Builds and stores the plan of one material's checked orders. The packer spends up to its time
 * budget on a plan (src/domain/roll-nesting.ts), so plans are built one at a time: two tabs
 * pressing «Armar rollo» at once take turns instead of sharing the server's cores.
 */
export function planBuilder(plans: PlanStore): (mode: Mode, settings: RollSettings, orders: readonly PaidOrder[]) => Promise<StoredPlan> {
  const queue = oneAtATime();
  return (mode, settings, orders) =>
    queue(async () => {
      const pieces = orders.flatMap((order) => (order.piece ? [order.piece] : []));
      const byNumber: Record<string, PlanOrder> = Object.fromEntries(orders.map((order) => [order.number, { orderId: order.orderId, size: order.size }]));
      const layout = planRoll(pieces, settings);
      return plans.create({ ...layout, mode, settings, pieces, createdAt: new Date().toISOString() }, byNumber);
    });
}
