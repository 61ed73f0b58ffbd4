import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { sendJson } from './http-utils';
import type { InboxOptions, TrustProxy } from './inbox/inbox-config';
import { localInbox } from './inbox/inbox-plugin';
import type { InboxLog } from './inbox/inbox-plugin';
import type { PrintPool } from './inbox/print-pool';
import { createOrderIndex } from './orders/order-index';
import type { OrderIndex } from './orders/order-index';
import { addSecurityHeaders } from './security-headers';
import { createOrderLife, mailOff } from './orders/order-life';
import type { OrderLife } from './orders/order-life';
import { statusPages } from './status-page/status-plugin';
import { staticSite } from './static-site';
import { addTarifaData, tarifaIndex } from './tarifa/tarifa-plugin';
import { createTarifaStore } from './tarifa/tarifa-store';
import type { TarifaStore } from './tarifa/tarifa-store';
import { createStatsCollector } from './stats/collector';
import type { StatsCollector } from './stats/collector';
import { statsRoute } from './stats/stats-plugin';

export interface AppServerOptions extends InboxOptions {
  /** The built client (index.html and assets/). */
  readonly clientDir: string;
  readonly log?: InboxLog;
  /** Where print files are built (print-pool.ts), shared with /buzon; without one the inbox makes its own. */
  readonly printPool?: PrintPool;
  /** fastify's trustProxy (INBOX_TRUST_PROXY): which forwarded client addresses to believe. */
  readonly trustProxy?: TrustProxy;
  /** Origins the pages may connect to besides their own (form service, vitals endpoint). */
  readonly connectOrigins?: readonly string[];
  /** Order numbers, emails and their sender (SMTP_URL…); without it every email stays a .eml file. */
  readonly orders?: OrderLife;
  /** The orders' index, shared with /buzon so the status page and the list read each folder once; without one the status page makes its own. */
  readonly orderIndex?: OrderIndex;
  /** The tarifa's versions, shared with /buzon's «Tarifa» page so a save reaches the next page served; without one the app makes its own. */
  readonly tarifa?: TarifaStore;
  /** The anonymous counts (/eventos), shared with /buzon's «Estadísticas»; without one the app makes its own. */
  readonly stats?: StatsCollector;
  /** Events one address may send to /eventos a minute (STATS_RATE_LIMIT). */
  readonly statsPerMinute?: number;
}

/**
 * The headers must arrive within 30 s. A body has no deadline: the inbox cuts only a body that is
 * stuck (stall-guard.ts), so a slow phone's upload that keeps moving is never cut.
 */
const headersTimeoutMs = 30_000;

/**
 * Start-up compresses every built file once with brotli (static-site.ts). The print file's fontkit
 * chunk (about 0.7 MB) and the HEIC decoder take seconds of that on a busy two-core machine, past
 * fastify's default 10 s for a plugin to start.
 */
const pluginTimeoutMs = 120_000;

/**
 * The server behind `npm start`: the built app with SPA fallback, and the local form inbox. It is
 * returned before it is ready, so a caller can register more plugins (the store's /buzon) first;
 * `await app.ready()` or `app.listen()` then prepares the inbox.
 */
export function createApp(options: AppServerOptions): FastifyInstance {
  const app = Fastify({
    logger: false,
    requestTimeout: 0,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: 1000 },
    pluginTimeout: pluginTimeoutMs,
  });
  app.server.headersTimeout = headersTimeoutMs;
  addSecurityHeaders(app, options.connectOrigins ?? []);
  const orders = options.orders ?? createOrderLife(options.inboxDir, mailOff);
  const tarifa = options.tarifa ?? createTarifaStore(options.inboxDir);
  const stats = options.stats ?? createStatsCollector({ inboxDir: options.inboxDir, failed: options.log?.failed });
  addTarifaData(app, tarifa);
  void app.register(localInbox, { inbox: options, log: options.log, printPool: options.printPool, orders, tarifa, stats });
  void app.register(statsRoute, { collector: stats, perMinute: options.statsPerMinute });
  void app.register(statusPages, { index: options.orderIndex ?? createOrderIndex(options.inboxDir) });
  // Links in emails use the address the server listens on unless PUBLIC_ORIGIN names one; never a Host header.
  app.addHook('onListen', async () => orders.listening(listeningOrigin(app)));
  app.addHook('onClose', async () => orders.close());
  // The counts still in memory are written on the way out.
  app.addHook('onClose', async () => stats.close());
  void app.register(staticSite(options.clientDir, tarifaIndex(tarifa)));
  // Only GET and HEAD reach the app's pages; any other method on them is refused in JSON.
  app.setNotFoundHandler((_request, reply) =>
    sendJson(reply, 405, { errors: [{ message: 'Esta dirección solo se puede leer (GET).' }] }, { allow: 'GET, HEAD' }),
  );
  return app;
}

/** `http://127.0.0.1:4173`, as `npm start` prints it. */
function listeningOrigin(app: FastifyInstance): string {
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) return 'http://127.0.0.1';
  const host = address.address.includes(':') ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}
