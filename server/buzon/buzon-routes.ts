import type { FastifyInstance } from 'fastify';
import type { OrderLife } from '../orders/order-life';
import { addOrderLifeRoutes, showOrder } from './order-life-routes';
import { notFoundPage } from './html/not-found-page';
import { listPage } from './html/list-page';
import type { PrintPool } from '../inbox/print-pool';
import { findOrderFile } from '../orders/order-files';
import { printRebuilder } from './print-rebuild';
import type { OrderIndex, OrderQuery, StateFilter } from '../orders/order-index';
import { seeOther } from './buzon-replies';
import { buzonPaths } from '../html/paths';
import { sendOrderFile, sendPage } from '../html/replies';

interface ListQuerystring {
  readonly estado?: string;
  readonly q?: string;
  readonly pagina?: string;
}

const filters: readonly StateFilter[] = ['todos', 'pendientes', 'respondidos'];
/** Longer searches match nothing a name (60) or an email (254) could hold. */
const maxSearchLength = 300;

/** The list's query from the address; anything unexpected falls back to the first page of everything. */
function listQuery({ estado, q, pagina }: ListQuerystring): OrderQuery {
  const page = Number(pagina);
  return {
    filter: filters.find((filter) => filter === estado) ?? 'todos',
    search: typeof q === 'string' ? q.slice(0, maxSearchLength) : '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

type IdParams = { readonly id: string };

/** The list, the detail, the files, the answer, the state and the print rebuild; the access check runs before each of them. */
export function addBuzonRoutes(app: FastifyInstance, index: OrderIndex, printPool: PrintPool, orders: OrderLife): void {
  const pageRoute = { config: { buzonPage: true } };

  app.get<{ Querystring: ListQuerystring }>(buzonPaths.list, pageRoute, async (request, reply) => {
    const query = listQuery(request.query);
    return sendPage(reply, 200, listPage(await index.query(query), query, index.damagedCount()));
  });

  app.get<{ Params: IdParams }>('/buzon/pedidos/:id', pageRoute, async (request, reply) => showOrder(reply, index, orders, request.params.id));

  app.get<{ Params: IdParams }>('/buzon/pedidos/:id/miniatura', async (request, reply) => {
    const file = await findOrderFile(index, request.params.id, 'proof');
    return file ? sendOrderFile(reply, file, false) : reply.code(404).send({ error: 'Este pedido no tiene vista previa.' });
  });

  app.get<{ Params: IdParams & { field: string } }>('/buzon/pedidos/:id/archivos/:field', async (request, reply) => {
    const file = await findOrderFile(index, request.params.id, request.params.field);
    return file ? sendOrderFile(reply, file, true) : reply.code(404).send({ error: 'Ese archivo no es de este pedido. Descargalo desde la página del pedido.' });
  });

  addOrderLifeRoutes(app, index, orders);

  const rebuild = printRebuilder(printPool, index);
  app.post<{ Params: IdParams }>('/buzon/pedidos/:id/impresion', async (request, reply) => {
    const found = await rebuild(request.params.id);
    return found ? seeOther(reply, buzonPaths.order(request.params.id)) : sendPage(reply, 404, notFoundPage());
  });

  // Any other address under /buzon: behind the same check, so a stranger learns nothing from it.
  app.all('/buzon/*', pageRoute, async (_request, reply) => sendPage(reply, 404, notFoundPage()));
}
