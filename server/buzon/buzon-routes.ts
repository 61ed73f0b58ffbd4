import type { FastifyInstance } from 'fastify';
import { detailPage } from './html/detail-page';
import { html } from './html/html';
import { buzonPaths, page } from './html/layout';
import { listPage } from './html/list-page';
import type { PrintPool } from '../inbox/print-pool';
import { findOrder, findOrderFile } from './order-files';
import { printRebuilder } from './print-rebuild';
import type { OrderIndex, OrderQuery, StateFilter } from './order-index';
import { seeOther, sendOrderFile, sendPage } from './buzon-replies';

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

function notFoundPage(): string {
  return page({
    title: 'No encontrado',
    signedIn: true,
    body: html`<h1>No encontramos ese pedido</h1>
<p>Puede que la dirección esté incompleta o que la carpeta del pedido se haya movido. <a href="${buzonPaths.list}">Volvé a la lista de pedidos</a>.</p>`,
  });
}

type IdParams = { readonly id: string };

/** The list, the detail, the files, the answered mark and the print rebuild; the access check runs before each of them. */
export function addBuzonRoutes(app: FastifyInstance, index: OrderIndex, printPool: PrintPool): void {
  const pageRoute = { config: { buzonPage: true } };

  app.get<{ Querystring: ListQuerystring }>(buzonPaths.list, pageRoute, async (request, reply) => {
    const query = listQuery(request.query);
    return sendPage(reply, 200, listPage(await index.query(query), query, index.damagedCount()));
  });

  app.get<{ Params: IdParams }>('/buzon/pedidos/:id', pageRoute, async (request, reply) => {
    const order = await findOrder(index, request.params.id);
    return order ? sendPage(reply, 200, detailPage(order.entry, order.record)) : sendPage(reply, 404, notFoundPage());
  });

  app.get<{ Params: IdParams }>('/buzon/pedidos/:id/miniatura', async (request, reply) => {
    const file = await findOrderFile(index, request.params.id, 'proof');
    return file ? sendOrderFile(reply, file, false) : reply.code(404).send({ error: 'Este pedido no tiene vista previa.' });
  });

  app.get<{ Params: IdParams & { field: string } }>('/buzon/pedidos/:id/archivos/:field', async (request, reply) => {
    const file = await findOrderFile(index, request.params.id, request.params.field);
    return file ? sendOrderFile(reply, file, true) : reply.code(404).send({ error: 'Ese archivo no es de este pedido. Descargalo desde la página del pedido.' });
  });

  app.post<{ Params: IdParams; Body: { estado?: unknown } }>('/buzon/pedidos/:id/estado', async (request, reply) => {
    const wanted = request.body?.estado;
    if (wanted !== 'respondido' && wanted !== 'pendiente') {
      return reply.code(400).send({ error: 'Elegí "respondido" o "pendiente" con los botones del pedido.' });
    }
    const updated = await index.setAnswered(request.params.id, wanted === 'respondido');
    return updated ? seeOther(reply, buzonPaths.order(updated.id)) : sendPage(reply, 404, notFoundPage());
  });

  const rebuild = printRebuilder(printPool, index);
  app.post<{ Params: IdParams }>('/buzon/pedidos/:id/impresion', async (request, reply) => {
    const found = await rebuild(request.params.id);
    return found ? seeOther(reply, buzonPaths.order(request.params.id)) : sendPage(reply, 404, notFoundPage());
  });

  // Any other address under /buzon: behind the same check, so a stranger learns nothing from it.
  app.all('/buzon/*', pageRoute, async (_request, reply) => sendPage(reply, 404, notFoundPage()));
}
