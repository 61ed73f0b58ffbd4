import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Server } from '@tus/server';
import { fromAllowedPage } from '../origins';
import { uploadClaims } from './claim-uploads';
import type { UploadClaims } from './claim-uploads';
import { maxFileBytes } from './inbox-config';
import type { InboxOptions } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { diskNearlyFull } from './inbox-gate';
import type { WriteBudget } from './inbox-gate';
import { createUploadServer, createUploadStore, expirySweepMs, sweepUploads, uploadsPath } from './resumable-uploads';
import { clientOf, releaseOnClose, slotPool } from './slots';
import type { Release } from './slots';
import { watchBody } from './stall-guard';
import { unclaimedUploads } from './unclaimed-uploads';
import type { SettleReservation, UnclaimedUploads } from './unclaimed-uploads';

export interface UploadRouteOptions {
  readonly options: InboxOptions;
  /** The address's rate-limit budget, shared with orders (inbox-gate.ts). */
  readonly budget: WriteBudget;
  readonly reject: (request: FastifyRequest, reply: FastifyReply, refusal: InboxRejection) => FastifyReply;
  readonly failed: (error: unknown) => void;
}

/** Requests that write: they take one of the upload slots and need the address's budget. */
const writing = ['POST', 'PATCH'];
/**
 * What the app's uploads need: create, append, ask the offset, and the browser's preflight. Reading
 * an upload back (GET) and removing it (DELETE) are no business of a shopper's page.
 */
const served = new Set([...writing, 'HEAD', 'OPTIONS']);

/**
 * Hands a request to the tus server on fastify's raw request and response. Fastify's own headers
 * (the security headers set on every answer) are copied first, since a hijacked reply skips onSend.
 * Its promise is not waited for: it never settles when a body's connection drops mid-transfer, and
 * nothing of the request depends on it (slots end with the connection).
 */
function handOver(tus: Server, request: FastifyRequest, reply: FastifyReply, failed: (error: unknown) => void): FastifyReply {
  reply.hijack();
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
  reply.raw.setHeader('cache-control', 'no-store');
  tus.handle(request.raw, reply.raw).catch(failed);
  return reply;
}

/** The length a new upload declares, as far as it can count: tus refuses any other (400, 413) itself. */
function declaredLength(request: FastifyRequest): number {
  const length = Number(request.headers['upload-length']);
  return Number.isSafeInteger(length) && length > 0 && length <= maxFileBytes ? length : 0;
}

/** The id of the upload a create made, from its answer; null when it made none. */
function createdId(response: ServerResponse): string | null {
  return response.statusCode === 201 ? (String(response.getHeader('location') ?? '').split('/').pop() ?? null) : null;
}

/**
 * Whether a create may go on: it carries no body (the app never sends bytes with a create, and an
 * upload created by a body cut short would escape the count), and its declared length fits the
 * unclaimed-bytes caps; then the bytes are reserved until the answer says which upload it made.
 */
function reserveCreate(request: FastifyRequest, unclaimed: UnclaimedUploads): SettleReservation | InboxRejection {
  const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
  if (hasBody) return new InboxRejection(400, [inboxErrors.malformed()]);
  return unclaimed.reserve(clientOf(request), declaredLength(request));
}

interface Writer {
  readonly options: InboxOptions;
  readonly tus: Server;
  readonly take: (request: FastifyRequest) => Release | null;
  readonly unclaimed: UnclaimedUploads;
  readonly route: UploadRouteOptions;
}

/**
 * A create or an append: the shared budget (a create spends, an append looks), the free disk, for
 * a create the caps, then a slot of the upload pool. The slot, the stall guard and the reservation
 * end with the connection, so a dropped or cut upload frees them at once.
 */
async function write(request: FastifyRequest, reply: FastifyReply, writer: Writer): Promise<FastifyReply> {
  const { options, route } = writer;
  const creating = request.method === 'POST';
  const overBudget = await route.budget(request, creating);
  if (overBudget) return route.reject(request, reply, overBudget);
  if (await diskNearlyFull(options)) return route.reject(request, reply, new InboxRejection(503, [inboxErrors.inboxFull()]));
  const reserved = creating ? reserveCreate(request, writer.unclaimed) : null;
  if (reserved instanceof InboxRejection) return route.reject(request, reply, reserved);
  const release = writer.take(request);
  if (!release) {
    reserved?.(null);
    return route.reject(request, reply, new InboxRejection(503, [inboxErrors.busy()]));
  }
  // A stuck body is cut at the socket: the tus server keeps every byte that arrived, to resume from.
  const stop = watchBody(request.raw, options.stall, () => request.raw.socket.destroy());
  releaseOnClose(reply.raw, () => {
    stop();
    release();
    reserved?.(createdId(reply.raw));
  });
  return handOver(writer.tus, request, reply, route.failed);
}

/**
 * The resumable uploads' routes (resumable-uploads.ts) in the inbox: the same origin rule as orders
 * before anything is read, the address's rate-limit budget, a slot of the upload pool per upload
 * being written (a few per address at most), the free-disk rule and the unclaimed-bytes caps, and
 * the stall guard instead of a deadline, so a slow upload that moves is never cut and a stuck one
 * is. Uploads already on disk are counted at start; expired ones are swept then and every few
 * minutes. Returns the claims through which orders take uploads.
 */
export async function registerUploadRoutes(app: FastifyInstance, route: UploadRouteOptions): Promise<UploadClaims> {
  const { options } = route;
  const store = createUploadStore(options);
  const unclaimed = unclaimedUploads(options.uploads, options.uploadExpiryMs);
  await sweepUploads(store, options.uploadExpiryMs, unclaimed, true);
  const slots = slotPool(options.uploads.maxConcurrent, options.uploads.perClient);
  const tus = createUploadServer(options, store, unclaimed);
  const writer: Writer = { options, tus, take: (request) => slots.take(clientOf(request)), unclaimed, route };
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (!served.has(request.method)) return route.reject(request, reply, new InboxRejection(405, [inboxErrors.methodNotAllowed()]));
    if (request.method !== 'OPTIONS' && !fromAllowedPage(request, options.allowedOrigins)) {
      return route.reject(request, reply, new InboxRejection(403, [inboxErrors.crossSite()]));
    }
    return writing.includes(request.method) ? write(request, reply, writer) : handOver(tus, request, reply, route.failed);
  };
  const path = uploadsPath(options.formKey);
  app.all(path, handler);
  app.all(`${path}/:id`, handler);

  const sweep = (): void => void sweepUploads(store, options.uploadExpiryMs, unclaimed, false).catch(route.failed);
  const timer = setInterval(sweep, Math.min(expirySweepMs, options.uploadExpiryMs));
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return uploadClaims(store, options.inboxDir, unclaimed);
}
