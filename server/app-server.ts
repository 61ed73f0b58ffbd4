import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { sendJson } from './http-utils';
import type { InboxOptions } from './inbox/inbox-config';
import { createInboxHandler } from './inbox/inbox-handler';
import type { InboxLog } from './inbox/inbox-handler';
import { isInboxPath } from './inbox/inbox-route';
import { createStaticHandler } from './static-site';

export interface AppServerOptions extends InboxOptions {
  /** The built client (index.html and assets/). */
  readonly clientDir: string;
  readonly log?: InboxLog;
}

interface AppServer {
  readonly server: Server;
  /** Resolves once the inbox is ready (its crash leftovers removed). */
  readonly ready: Promise<void>;
}

/**
 * Explicit limits, so a client that sends slowly cannot hold an upload slot (or a socket) for long:
 * the headers must arrive within 30 s and the whole request, body included, within 120 s, which lets
 * the largest order (two files, 50 MB) through an uplink of about 3.4 Mbit/s.
 */
const headersTimeoutMs = 30_000;
const requestTimeoutMs = 120_000;

/** The server behind `npm start`: the built app with SPA fallback, and the local form inbox. */
export function createAppServer(options: AppServerOptions): AppServer {
  const serveStatic = createStaticHandler(options.clientDir);
  const inbox = createInboxHandler(options, options.log);
  const server = createServer({ headersTimeout: headersTimeoutMs, requestTimeout: requestTimeoutMs }, (req, res) => {
    if (isInboxPath(req.url ?? '')) {
      inbox.handle(req, res);
    } else if (req.method === 'GET' || req.method === 'HEAD') {
      serveStatic(req, res);
    } else {
      sendJson(res, 405, { errors: [{ message: 'Esta dirección solo se puede leer (GET).' }] }, { Allow: 'GET, HEAD' });
    }
  });
  return { server, ready: inbox.ready };
}
