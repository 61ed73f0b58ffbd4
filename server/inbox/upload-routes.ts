import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromAllowedPage } from '../origins';
import type { InboxOptions } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { rateLimitFor } from './inbox-gate';
import { expirySweepMs, uploadsPath } from './resumable-uploads';
import type { Server } from '@tus/server';
import type { Slots } from './slots';
import { watchBody } from './stall-guard';

export interface UploadRouteOptions {
  readonly options: InboxOptions;
  readonly tus: Server;
  readonly slots: Slots;
  readonly reject: (request: FastifyRequest, reply: FastifyReply, refusal: InboxRejection) => FastifyReply;
  readonly failed: (error: unknown) => void;
}

/** Requests that write: they take one of the inbox's slots, like an order, and count against its rate limit. */
const writing = ['POST', 'PATCH'];
/**
 * What the app's uploads need: create, append, ask the offset, and the browser's preflight. Reading
 * an upload back (GET) and removing it (DELETE) are no business of a shopper's page.
 */
const served = new Set([...writing, 'HEAD', 'OPTIONS']);

/**
 * Hands a request to the tus server on fastify's raw request and response. Fastify's own headers
 * (the security headers set on every answer) are copied first, since a hijacked reply skips onSend.
 */
async function handOver(tus: Server, request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.setHeader('cache-control', 'no-store');
  await tus.handle(request.raw, reply.raw);
  return reply;
}

/**
 * The resumable uploads' routes (resumable-uploads.ts) in the inbox: the same origin rule as orders
 * before anything is read, the same rate limit, a slot per upload being written, and the stall
 * guard instead of a deadline, so a slow upload that moves is never cut and a stuck one is. Expired
 * uploads are swept at start and every few minutes.
 */
export async function registerUploadRoutes(app: FastifyInstance, route: UploadRouteOptions): Promise<void> {
  const { options, tus, slots } = route;
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!served.has(request.method)) return route.reject(request, reply, new InboxRejection(405, [inboxErrors.methodNotAllowed()]));
    if (request.method !== 'OPTIONS' && !fromAllowedPage(request, options.allowedOrigins)) {
      return route.reject(request, reply, new InboxRejection(403, [inboxErrors.crossSite()]));
    }
    if (!writing.includes(request.method)) return handOver(tus, request, reply);
    if (!slots.take()) return route.reject(request, reply, new InboxRejection(503, [inboxErrors.busy()]));
    // A stuck body is cut at the socket: the tus server keeps every byte that arrived, to resume from.
    const stop = watchBody(request.raw, options.stall, () => request.raw.socket.destroy());
    try {
      return await handOver(tus, request, reply);
    } finally {
      stop();
      slots.release();
    }
  };
  const config = { config: { rateLimit: rateLimitFor(options, writing) } };
  const path = uploadsPath(options.formKey);
  app.all(path, config, handler);
  app.all(`${path}/:id`, config, handler);

  const sweep = (): void => void tus.cleanUpExpiredUploads().catch(route.failed);
  sweep();
  const timer = setInterval(sweep, Math.min(expirySweepMs, options.uploadExpiryMs));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
