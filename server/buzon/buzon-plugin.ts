import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import type { FastifyPluginAsync } from 'fastify';
import { defaultPrintLimits } from '../inbox/print-config';
import { createPrintPool } from '../inbox/print-pool';
import type { PrintPool } from '../inbox/print-pool';
import { createOrderLife, mailOff } from '../orders/order-life';
import type { OrderLife } from '../orders/order-life';
import { addBuzonAccess } from './buzon-access';
import { readBuzonStylesheet } from '../html/stylesheet';
import { addBuzonRoutes } from './buzon-routes';
import { createOrderIndex } from '../orders/order-index';
import type { OrderIndex } from '../orders/order-index';
import { buzonPaths } from '../html/paths';
import { readServerSecret } from '../files/server-secret';
import { createTarifaStore } from '../tarifa/tarifa-store';
import type { TarifaStore } from '../tarifa/tarifa-store';
import { addTarifaRoutes } from './tarifa-routes';
import { createPlanStore } from '../production/plan-store';
import { createSettingsStore } from '../production/settings-store';
import { addPlanRoutes } from './plan-routes';
import { addProduccionRoutes } from './produccion-routes';
import { createStatsCollector } from '../stats/collector';
import type { StatsCollector } from '../stats/collector';
import { addStatsRoutes } from './stats-routes';

export interface BuzonOptions {
  readonly inboxDir: string;
  readonly password: string;
  /** The sessions' clock; tests move it to check the idle expiry. */
  readonly now?: () => number;
  /** Where the rebuild button builds print files (the inbox's pool); without one, /buzon makes its own. */
  readonly printPool?: PrintPool;
  /** The same order life as the inbox's (createApp's), so answers go through its outbox and sender. */
  readonly orders?: OrderLife;
  /** The orders' index, shared with the shopper's status page (createApp's); without one, /buzon makes its own. */
  readonly orderIndex?: OrderIndex;
  /** The tarifa's versions, shared with the app (createApp's) so a save reaches the pages and the order check at once; without one, /buzon reads its own. */
  readonly tarifa?: TarifaStore;
  /** The app's collector (createApp's), written before «Estadísticas» reads the files; without one, /buzon reads the files only. */
  readonly stats?: StatsCollector;
}

/** Login, state and answer forms are a few fields (the answer's message at most 1500 characters); anything larger is not one of them. */
const formBodyLimit = 16 * 1024;

/** Whether a request belongs to the store's inbox (the dev server hands these to fastify). */
export function isBuzonPath(url: string): boolean {
  return /^\/buzon(?:[/?#]|$)/.test(url);
}

/**
 * The store's inbox at /buzon: login, list, detail, files, the answer, the order's state, the print rebuild, the tarifa, production and the statistics, all behind one
 * password. Encapsulated: its cookie and form parsers and its access check touch only its own routes.
 */
export const buzon: FastifyPluginAsync<BuzonOptions> = async (app, options) => {
  const stylesheet = await readBuzonStylesheet();
  await app.register(cookie);
  await app.register(formbody, { bodyLimit: formBodyLimit });
  addBuzonAccess(app, options.password, options.now);
  const index = options.orderIndex ?? createOrderIndex(options.inboxDir);
  // Fill the index while the server starts, so the store's first list does not wait for it; a failure
  // here is not lost: the first list runs the same read again and shows its error.
  index.refresh().catch(() => undefined);
  const printPool = options.printPool ?? createPrintPool(defaultPrintLimits);
  if (!options.printPool) app.addHook('onClose', () => printPool.close());
  const orders = options.orders ?? createOrderLife(options.inboxDir, mailOff);
  addBuzonRoutes(app, index, printPool, orders);
  const tarifa = options.tarifa ?? createTarifaStore(options.inboxDir);
  await tarifa.load();
  addTarifaRoutes(app, tarifa, await readServerSecret(options.inboxDir));
  const plans = createPlanStore(options.inboxDir);
  addProduccionRoutes(app, { index, tarifa, plans, settings: createSettingsStore(options.inboxDir) });
  addPlanRoutes(app, index, orders, plans, printPool);
  addStatsRoutes(app, options.inboxDir, options.stats ?? createStatsCollector({ inboxDir: options.inboxDir }));

  app.get(buzonPaths.styles, { config: { buzonPublic: true } }, async (_request, reply) =>
    reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }).send(stylesheet),
  );
};
