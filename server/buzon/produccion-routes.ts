import type { FastifyInstance } from 'fastify';
import { MODES, type Mode } from '../../src/domain/modes';
import { checkSettingsDraft, settingsToDraft } from '../../src/domain/roll-settings-draft';
import type { ProblemSink } from '../../src/domain/tarifa-draft-fields';
import { buzonPaths } from '../html/paths';
import { sendPage } from '../html/replies';
import type { PaidOrder } from '../production/paid-orders';
import { paidOrders } from '../production/paid-orders';
import { planBuilder } from '../production/plan-build';
import type { PlanStore } from '../production/plan-store';
import type { SettingsStore } from '../production/settings-store';
import type { OrderIndex } from '../orders/order-index';
import type { TarifaStore } from '../tarifa/tarifa-store';
import { seeOther } from './buzon-replies';
import { ordersKey, produccionPage } from './html/produccion-page';
import { readProduccionPost, type ProduccionPost } from './produccion-post';

export interface ProduccionStores {
  readonly index: OrderIndex;
  readonly tarifa: TarifaStore;
  readonly settings: SettingsStore;
  readonly plans: PlanStore;
}

/** A checked order posts about 45 bytes: /buzon's 16 KB would stop at some 350 paid orders. */
const produccionBodyLimit = 128 * 1024;

/** The newest plans listed under the form; older ones stay reachable from their orders' pages. */
const shownPlans = 20;

const savedNotice = 'Listo: los ajustes quedaron guardados y se usan en los próximos planes.';

/** The orders of `mode` that are checked and can go on the roll. */
const checkedOf = (orders: readonly PaidOrder[], checked: ReadonlySet<string>, mode: Mode): PaidOrder[] =>
  orders.filter((order) => order.mode === mode && order.piece && checked.has(order.orderId));

/** Each material's checked pieces with its roll's width (the tarifa's «Ancho del rollo»), for the panel's check. */
function rollsOf(orders: readonly PaidOrder[], post: ProduccionPost, tarifa: TarifaStore, modes: readonly Mode[]) {
  return modes.map((mode) => ({
    pieces: checkedOf(orders, post.checked, mode).flatMap((order) => (order.piece ? [order.piece] : [])),
    rollWidthMm: tarifa.current().modes[mode].rollCm * 10,
  }));
}

/**
 * /buzon/produccion: the paid orders by material, «Guardar ajustes» and «Armar rollo». Behind
 * /buzon's session and same-origin check (buzon-access.ts) like every change there. A bad value or
 * no order checked shows the page again with what was typed and checked, and changes nothing.
 */
export function addProduccionRoutes(app: FastifyInstance, stores: ProduccionStores): void {
  const { index, tarifa, settings, plans } = stores;
  const pageRoute = { config: { buzonPage: true } };
  const build = planBuilder(plans);
  app.get<{ Querystring: { guardado?: string } }>(buzonPaths.production, pageRoute, async (request, reply) => {
    const orders = await paidOrders(index);
    const notice = request.query.guardado === '1' ? { notice: savedNotice } : {};
    const view = { orders, plans: await plans.recent(shownPlans), checked: new Set(orders.map((order) => order.orderId)), draft: settingsToDraft(await settings.current()), problems: {}, ...notice };
    return sendPage(reply, 200, produccionPage(view));
  });

  app.post(buzonPaths.production, { ...pageRoute, bodyLimit: produccionBodyLimit }, async (request, reply) => {
    const post = readProduccionPost(request.body);
    const orders = await paidOrders(index);
    const modes = 'build' in post.action ? [post.action.build] : MODES;
    const checked = checkSettingsDraft(post.draft, rollsOf(orders, post, tarifa, modes));
    const problems: ProblemSink = checked.ok ? {} : { ...checked.problems };
    const chosen = 'build' in post.action ? checkedOf(orders, post.checked, post.action.build) : [];
    if ('build' in post.action && !chosen.length) problems[ordersKey(post.action.build)] = `Marcá al menos un pedido de ${post.action.build} para armar su rollo.`;
    if (!checked.ok || Object.keys(problems).length) return sendPage(reply, 400, produccionPage({ orders, plans: await plans.recent(shownPlans), checked: post.checked, draft: post.draft, problems }));
    if (!('build' in post.action)) {
      await settings.save(checked.settings);
      return seeOther(reply, `${buzonPaths.production}?guardado=1`);
    }
    const mode = post.action.build;
    const stored = await build(mode, { ...checked.settings, rollWidthMm: tarifa.current().modes[mode].rollCm * 10 }, chosen);
    return seeOther(reply, buzonPaths.plan(stored.plan.id));
  });
}
