import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { findOrder, findOrderFile } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';
import { readBuzonStylesheet } from '../html/stylesheet';
import { sameToken, statusKey } from '../orders/status-key';
import { statusBusyPage, statusNotFoundPage, statusPage, statusStylesheet } from './status-html';
import { sendOrderFile, sendPage } from '../html/replies';

export interface StatusPageOptions {
  /** The orders as /buzon lists them: one index reads each order folder once for both. */
  readonly index: OrderIndex;
  /** Page views per minute per client address; guessing a 256-bit token is hopeless anyway. */
  readonly perMinute?: number;
}

const tokenShape = /^[A-Za-z0-9_-]{22,64}$/;
type TokenParams = { readonly token: string };

/** The order whose stored token equals `token`, compared in constant time; null for anything else. */
async function orderFor(index: OrderIndex, token: string) {
  if (!tokenShape.test(token)) return null;
  const entry = await index.findByStatusKey(statusKey(token));
  const order = entry ? await findOrder(index, entry.id) : null;
  return order && sameToken(order.record.statusToken ?? '', token) ? order : null;
}

const notFound = (reply: FastifyReply): FastifyReply => sendPage(reply, 404, statusNotFoundPage());

/**
 * The shopper's status page /pedido/{token}, server-rendered like /buzon (no script, the same CSP),
 * never indexed. Only the token names an order, and the proof is served only through it.
 */
export const statusPages: FastifyPluginAsync<StatusPageOptions> = async (app, { index, perMinute = 60 }) => {
  const stylesheet = await readBuzonStylesheet();
  await app.register(rateLimit, { global: false });
  const config = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  // The shopper opened a link in a browser: past the limit they get a page that says what to do, not JSON.
  app.setErrorHandler<{ readonly statusCode?: number }>((error, _request, reply) => {
    if (error.statusCode === 429) return sendPage(reply, 429, statusBusyPage());
    throw error;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    return payload;
  });

  app.get(statusStylesheet, async (_request, reply) => reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }).send(stylesheet));

  app.get<{ Params: TokenParams }>('/pedido/:token', { config }, async (request, reply) => {
    const order = await orderFor(index, request.params.token);
    return order ? sendPage(reply, 200, statusPage(order.entry, request.params.token)) : notFound(reply);
  });

  app.get<{ Params: TokenParams }>('/pedido/:token/vista-previa', { config }, async (request, reply) => {
    const order = await orderFor(index, request.params.token);
    const file = order ? await findOrderFile(index, order.entry.id, 'proof') : null;
    return file ? sendOrderFile(reply, file, false) : notFound(reply);
  });
};

