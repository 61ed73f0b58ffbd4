import type { IncomingMessage, ServerResponse } from 'node:http';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import { buzon, isBuzonPath } from './buzon/buzon-plugin';
import { resolveInboxPassword } from './buzon/password';
import { inboxOptionsFromEnv, trustProxyFromEnv } from './inbox/inbox-config';
import { localInbox } from './inbox/inbox-plugin';
import type { InboxLog } from './inbox/inbox-plugin';
import { isInboxPath } from './inbox/inbox-route';
import { printLimitsFromEnv } from './inbox/print-config';
import { createPrintPool } from './inbox/print-pool';
import { addTarifaData, tarifaJsonPath } from './tarifa/tarifa-plugin';
import { createTarifaStore } from './tarifa/tarifa-store';
import { STATS_PATH } from '../src/domain/stats-events';
import { createStatsCollector } from './stats/collector';
import { statsRoute } from './stats/stats-plugin';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The inbox (/f/, /p/), the store's /buzon, /tarifa.json and the events' /eventos as connect middleware: the same fastify plugins as
 * `npm start`, routed request by request. They are created on the first such request, so a dev
 * server that never receives one (vitest, test harnesses) never touches the inbox folder.
 */
export function inboxMiddleware(root: string, log: InboxLog): Middleware {
  let inbox: Promise<FastifyInstance> | null = null;
  return (req, res, next) => {
    const url = req.url ?? '';
    const path = url.split('?')[0];
    if (!isInboxPath(url) && !isBuzonPath(url) && path !== tarifaJsonPath && path !== STATS_PATH) {
      next();
      return;
    }
    inbox ??= (async () => {
      const app = Fastify({ logger: false, trustProxy: trustProxyFromEnv(process.env) });
      const options = inboxOptionsFromEnv(process.env, root);
      // The print worker runs from source here: print-pool.ts starts it through tsx.
      const printPool = createPrintPool(printLimitsFromEnv(process.env));
      app.addHook('onClose', () => printPool.close());
      // One tarifa for the order check, /tarifa.json and /buzon's «Tarifa»; the dev server's own index.html goes out without it.
      const tarifa = createTarifaStore(options.inboxDir);
      addTarifaData(app, tarifa);
      const stats = createStatsCollector({ inboxDir: options.inboxDir, failed: log.failed });
      app.addHook('onClose', () => stats.close());
      await app.register(localInbox, { inbox: options, log, printPool, tarifa, stats });
      await app.register(statsRoute, { collector: stats });
      const { password } = await resolveInboxPassword(process.env, options.inboxDir);
      await app.register(buzon, { inboxDir: options.inboxDir, password, printPool, tarifa, stats });
      await app.ready();
      return app;
    })();
    inbox.then(
      (app) => app.routing(req, res),
      (error: unknown) => next(error),
    );
  };
}

/**
 * `npm run dev` gets the same local inbox as `npm start`, reading the same environment variables.
 * vite.config.ts loads this module through the dev server itself, only in that mode.
 */
export function mountInbox(server: ViteDevServer): void {
  const { logger } = server.config;
  logger.info('Buzón de la tienda en /buzon · clave: INBOX_PASSWORD o la de INBOX_DIR/.clave (se crea en la primera visita)');
  server.middlewares.use(
    inboxMiddleware(server.config.root, {
      stored: (folder) => logger.info(`Nuevo diseño recibido: ${folder}`),
      failed: (error) => logger.error(`No se pudo guardar un envío: ${String(error)}`),
      refused: (line) => logger.warn(`Envío rechazado: ${line}`),
      unprinted: (reason) => logger.warn(`Pedido guardado sin archivo de impresión: ${reason}`),
    }),
  );
}
