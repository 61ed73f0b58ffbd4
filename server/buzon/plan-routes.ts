import type { FastifyInstance, FastifyReply } from 'fastify';
import { rollFigures } from '../../src/domain/roll-nesting';
import { oneAtATime } from '../files/one-at-a-time';
import { attachmentHeader, sendOrderFile, sendPage } from '../html/replies';
import type { PrintPool } from '../inbox/print-pool';
import { panelDownloader } from './panel-download';
import { buzonPaths } from '../html/paths';
import type { OrderIndex } from '../orders/order-index';
import type { OrderLife } from '../orders/order-life';
import { cutListCsv } from '../production/cut-list';
import type { StoredPlan } from '../production/plan-file';
import { moveToProduction } from '../production/plan-move';
import type { PlanStore } from '../production/plan-store';
import { seeOther } from './buzon-replies';
import { notFoundPage } from './html/not-found-page';
import { planPage } from './html/plan-page';

type PlanParams = { readonly id: string };

/** A plan's page; `problem` is a refused move's reason. */
export async function showPlan(reply: FastifyReply, plans: PlanStore, stored: StoredPlan, status = 200, problem?: string): Promise<FastifyReply> {
  const { plan } = stored;
  const figures = rollFigures(plan.pieces, plan.settings, plan);
  return sendPage(reply, status, planPage({ stored, figures, movedAt: await plans.movedAt(plan.id), ...(problem ? { problem } : {}) }));
}

/** A plan's page, its panels' PDFs, its cut list and «Pasar a En producción»; behind /buzon's session and same-origin check (buzon-access.ts). */
export function addPlanRoutes(app: FastifyInstance, index: OrderIndex, orders: OrderLife, plans: PlanStore, pool: PrintPool): void {
  const pageRoute = { config: { buzonPage: true } };
  const download = panelDownloader(pool, plans, index);
  // One move at a time in this process: a second press finds the first one's mark (other processes meet the order locks).
  const oneMove = oneAtATime();

  app.get<{ Params: PlanParams }>('/buzon/produccion/planes/:id', pageRoute, async (request, reply) => {
    const stored = await plans.read(request.params.id);
    return stored ? showPlan(reply, plans, stored) : sendPage(reply, 404, notFoundPage());
  });

  app.get<{ Params: PlanParams }>('/buzon/produccion/planes/:id/lista-de-corte.csv', async (request, reply) => {
    const stored = await plans.read(request.params.id);
    if (!stored) return reply.code(404).send({ error: 'Ese plan no existe: abrilo desde /buzon/produccion.' });
    return reply
      .headers({ 'content-type': 'text/csv; charset=utf-8', 'content-disposition': attachmentHeader(`${stored.plan.id}-lista-de-corte.csv`), 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' })
      .send(cutListCsv(stored));
  });

  app.get<{ Params: PlanParams & { panel: string } }>('/buzon/produccion/planes/:id/paneles/:panel', async (request, reply) => {
    const stored = await plans.read(request.params.id);
    const panel = /^\d{1,4}$/.test(request.params.panel) ? Number(request.params.panel) : 0;
    if (!stored || panel < 1 || panel > stored.plan.panels.length) return reply.code(404).send({ error: 'Ese panel no existe: descargalo desde la página de su plan.' });
    const got = await download(stored, panel - 1);
    if ('problem' in got) return showPlan(reply, plans, stored, 500, `No se pudo armar el panel ${panel}: ${got.problem} Probá de nuevo con «Descargar panel ${panel} (PDF)».`);
    return sendOrderFile(reply, got.file, true);
  });

  app.post<{ Params: PlanParams }>('/buzon/produccion/planes/:id/en-produccion', pageRoute, async (request, reply) => {
    const stored = await plans.read(request.params.id);
    if (!stored) return sendPage(reply, 404, notFoundPage());
    // A second press (another tab, a reload) after the move finds it done: nothing moves twice.
    const outcome = await oneMove(async () => ((await plans.movedAt(stored.plan.id)) ? { moved: true as const } : moveToProduction(index, orders, plans, stored)));
    return outcome.moved ? seeOther(reply, buzonPaths.plan(stored.plan.id)) : showPlan(reply, plans, stored, 409, outcome.message);
  });
}
