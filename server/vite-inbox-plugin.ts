import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { inboxOptionsFromEnv } from './inbox/inbox-config';
import { createInboxHandler } from './inbox/inbox-handler';
import type { InboxLog } from './inbox/inbox-handler';
import { isInboxPath } from './inbox/inbox-route';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/**
 * The inbox as connect middleware for /f/ and /p/. It is created on the first inbox request, so a
 * dev server that never receives one (vitest, test harnesses) never touches the inbox folder.
 */
export function inboxMiddleware(root: string, log: InboxLog): Middleware {
  let inbox: ReturnType<typeof createInboxHandler> | null = null;
  return (req, res, next) => {
    if (!isInboxPath(req.url ?? '')) {
      next();
      return;
    }
    inbox ??= createInboxHandler(inboxOptionsFromEnv(process.env, root), log);
    const { handle, ready } = inbox;
    ready.then(
      () => handle(req, res),
      (error: unknown) => next(error),
    );
  };
}

/** `npm run dev` gets the same local inbox as `npm start`, reading the same environment variables. */
export function inboxPlugin(): Plugin {
  return {
    name: 'mgm-local-inbox',
    apply: 'serve',
    configureServer(server) {
      const { logger } = server.config;
      server.middlewares.use(
        inboxMiddleware(server.config.root, {
          stored: (folder) => logger.info(`Nuevo diseño recibido: ${folder}`),
          failed: (error) => logger.error(`No se pudo guardar un envío: ${String(error)}`),
        }),
      );
    },
  };
}
