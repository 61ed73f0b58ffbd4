import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrderLife } from '../orders/order-life';
import { checkAnswer } from './answer-form';
import { notFoundPage } from './html/not-found-page';
import { seeOther } from './buzon-replies';
import { detailPage } from './html/detail-page';
import { findOrder } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';
import { isFinalStage, isStage, stageLabels, stageMove } from '../orders/order-state';
import type { OrderStage } from '../orders/order-state';
import { buzonPaths } from '../html/paths';
import { sendPage } from '../html/replies';
import { readPlanMark } from '../production/order-plan-mark';

type IdParams = { readonly id: string };

/** The order's page; `problem` is a refused answer's reason, shown above its form. */
export async function showOrder(reply: FastifyReply, index: OrderIndex, orders: OrderLife, id: string, problem?: string): Promise<FastifyReply> {
  const order = await findOrder(index, id);
  if (!order) return sendPage(reply, 404, notFoundPage());
  const production = await readPlanMark(order.entry.folder);
  const view = { emails: await orders.emails(order.entry.folder), mailConfigured: orders.mailConfigured, heldForOrigin: orders.heldForOrigin(), problem, production };
  return sendPage(reply, problem ? 400 : 200, detailPage(order.entry, order.record, view));
}

/** Why a move is not made, in the store's words. */
const refusedMove = (from: OrderStage, to: OrderStage): string =>
  isFinalStage(from)
    ? `Este pedido está ${stageLabels[from].toLowerCase()}: su estado ya no cambia.`
    : `Un pedido ${stageLabels[from].toLowerCase()} no pasa a «${stageLabels[to]}»: ${to === 'enviado' ? 'primero marcalo Pagado o En producción' : 'los estados solo avanzan'}.`;

/** «Pendiente» is the first format's word for Recibido; the one-click button still posts it. */
const stageOf = (value: unknown): OrderStage | null => (value === 'pendiente' ? 'recibido' : isStage(value) ? value : null);

/**
 * The store's answer (the purchase link, emailed through the outbox and recorded) and the order's
 * state, which emails the shopper when it becomes Enviado. Both behind /buzon's session and
 * same-origin check (buzon-access.ts), like every change there.
 */
export function addOrderLifeRoutes(app: FastifyInstance, index: OrderIndex, orders: OrderLife): void {
  app.post<{ Params: IdParams; Body: { estado?: unknown } }>('/buzon/pedidos/:id/estado', async (request, reply) => {
    const wanted = stageOf(request.body?.estado);
    if (!wanted) return reply.code(400).send({ error: 'Elegí un estado de la lista del pedido (Recibido, Respondido, Pagado, En producción, Enviado o Cancelado).' });
    const order = await findOrder(index, request.params.id);
    if (!order) return sendPage(reply, 404, notFoundPage());
    const move = await index.change(order.entry.id, async (entry) => {
      const outcome = stageMove(entry.state.stage, wanted);
      return { next: outcome === 'moved' ? { stage: wanted, answer: null } : null, outcome: { outcome, from: entry.state.stage } };
    });
    if (move?.outcome === 'refused') return showOrder(reply, index, orders, order.entry.id, refusedMove(move.from, wanted));
    // A stage is reached once (stageMoves only go forward), so its email goes out at most once.
    if (move?.outcome === 'moved') await orders.moved(order.entry.folder, order.record, wanted);
    return seeOther(reply, buzonPaths.order(order.entry.id));
  });

  // «Reenviar»: an email in error, or held by a cap, goes back to the outbox; any other is left as it is.
  app.post<{ Params: IdParams & { email: string } }>('/buzon/pedidos/:id/correos/:email/reenviar', async (request, reply) => {
    const order = await findOrder(index, request.params.id);
    if (!order) return sendPage(reply, 404, notFoundPage());
    await orders.resend(order.entry.folder, request.params.email);
    return seeOther(reply, buzonPaths.order(order.entry.id));
  });

  app.post<{ Params: IdParams; Body: { link?: unknown; mensaje?: unknown } }>('/buzon/pedidos/:id/respuesta', async (request, reply) => {
    const checked = checkAnswer(request.body);
    if ('problem' in checked) return showOrder(reply, index, orders, request.params.id, checked.problem);
    const order = await findOrder(index, request.params.id);
    if (!order) return sendPage(reply, 404, notFoundPage());
    // Checked and sent under the order's change lock: a cancel posted at the same time cannot slip between.
    const closed = await index.change<OrderStage | null>(order.entry.id, async (entry) => {
      if (isFinalStage(entry.state.stage)) return { next: null, outcome: entry.state.stage };
      await orders.answered(entry.folder, order.record, checked.link, checked.message);
      const stage = entry.state.stage === 'recibido' ? 'respondido' : entry.state.stage;
      return { next: { stage, answer: { ...checked, at: new Date().toISOString() } }, outcome: null };
    });
    if (closed) return showOrder(reply, index, orders, order.entry.id, `Este pedido está ${stageLabels[closed].toLowerCase()}: ya no se le manda link de compra.`);
    return seeOther(reply, buzonPaths.order(order.entry.id));
  });
}
