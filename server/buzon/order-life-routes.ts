import type { FastifyInstance, FastifyReply } from 'fastify';
import type { OrderLife } from '../orders/order-life';
import { checkAnswer } from './answer-form';
import { notFoundPage } from './html/not-found-page';
import { seeOther } from './buzon-replies';
import { detailPage } from './html/detail-page';
import { findOrder } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';
import { isStage } from '../orders/order-state';
import type { OrderStage } from '../orders/order-state';
import { buzonPaths } from '../html/paths';
import { sendPage } from '../html/replies';

type IdParams = { readonly id: string };

/** The order's page; `problem` is a refused answer's reason, shown above its form. */
export async function showOrder(reply: FastifyReply, index: OrderIndex, orders: OrderLife, id: string, problem?: string): Promise<FastifyReply> {
  const order = await findOrder(index, id);
  if (!order) return sendPage(reply, 404, notFoundPage());
  const view = { emails: await orders.emails(order.entry.folder), mailConfigured: orders.mailConfigured, problem };
  return sendPage(reply, problem ? 400 : 200, detailPage(order.entry, order.record, view));
}

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
    const updated = await index.setStage(order.entry.id, wanted);
    if (updated && wanted === 'enviado' && order.entry.state.stage !== 'enviado') await orders.shipped(order.entry.folder, order.record);
    return seeOther(reply, buzonPaths.order(order.entry.id));
  });

  app.post<{ Params: IdParams; Body: { link?: unknown; mensaje?: unknown } }>('/buzon/pedidos/:id/respuesta', async (request, reply) => {
    const checked = checkAnswer(request.body);
    if ('problem' in checked) return showOrder(reply, index, orders, request.params.id, checked.problem);
    const order = await findOrder(index, request.params.id);
    if (!order) return sendPage(reply, 404, notFoundPage());
    await orders.answered(order.entry.folder, order.record, checked.link, checked.message);
    const stage = order.entry.state.stage === 'recibido' ? 'respondido' : order.entry.state.stage;
    await index.setStage(order.entry.id, stage, { ...checked, at: new Date().toISOString() });
    return seeOther(reply, buzonPaths.order(order.entry.id));
  });
}
