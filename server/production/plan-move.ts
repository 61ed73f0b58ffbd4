import type { OrderEntry } from '../orders/order-entry';
import { findOrder } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';
import type { OrderLife } from '../orders/order-life';
import { stageLabels, stageMove } from '../orders/order-state';
import { writePlanMark } from './order-plan-mark';
import type { StoredPlan } from './plan-file';
import type { PlanStore } from './plan-store';

export type MoveOutcome = { readonly moved: true } | { readonly moved: false; readonly message: string };

type Step = { readonly refused: string } | { readonly moved: readonly OrderEntry[] };

const nothingMoved = 'No se movió ningún pedido.';

/** Each placed order's inbox id and panel (1-based). */
function placedOrders({ plan, orders }: StoredPlan): { readonly orderId: string; readonly panel: number }[] {
  return plan.panels.flatMap((panel, i) => panel.pieces.flatMap((piece) => {
    const order = orders[piece.id];
    return order ? [{ orderId: order.orderId, panel: i + 1 }] : [];
  }));
}

/** Why an order cannot move with the others, naming it; null when it can. */
function refusal(entry: OrderEntry): string | null {
  if (entry.state.stage === 'pagado' && stageMove('pagado', 'produccion') === 'moved') return null;
  return `El pedido ${entry.number ?? entry.name} ya no está en «Pagado» (ahora está ${stageLabels[entry.state.stage]}): armá un plan nuevo sin él. ${nothingMoved}`;
}

/**
 * «Pasar a En producción»: every placed order of the plan moves from «Pagado» to «En producción»
 * through the state table, under all their locks at once (order-index.ts changeAll), so an order
 * that left «Pagado» meanwhile stops the move and nothing moves, and two tabs never move an order
 * twice. Then each order gets its plan and panel, and the emails that move sends (order-life.ts).
 */
export async function moveToProduction(index: OrderIndex, orders: OrderLife, plans: PlanStore, stored: StoredPlan): Promise<MoveOutcome> {
  const placed = placedOrders(stored);
  const step = await index.changeAll<Step>(placed.map((order) => order.orderId), async (entries) => {
    const refused = entries.map(refusal).find((message) => message !== null);
    return refused ? { next: null, outcome: { refused } } : { next: { stage: 'produccion', answer: null }, outcome: { moved: entries } };
  });
  if (!step) return { moved: false, message: `Uno de estos pedidos ya no está en el buzón o lo está cambiando otra pestaña: volvé a abrir el plan y probá de nuevo. ${nothingMoved}` };
  if ('refused' in step) return { moved: false, message: step.refused };
  const panels = new Map(placed.map((order) => [order.orderId, order.panel]));
  for (const entry of step.moved) await writePlanMark(entry.folder, { planId: stored.plan.id, panel: panels.get(entry.id) ?? 1 });
  await plans.markMoved(stored.plan.id, new Date().toISOString());
  for (const entry of step.moved) {
    const found = await findOrder(index, entry.id);
    if (found) await orders.moved(entry.folder, found.record, 'produccion');
  }
  return { moved: true };
}
