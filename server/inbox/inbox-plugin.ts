import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { discardBody, sendJson } from '../http-utils';
import { createOrderLife, mailOff } from '../orders/order-life';
import type { OrderLife } from '../orders/order-life';
import { orderAnswer } from './order-answer';
import { storeOrder } from './store-order';
import type { StoredOrder } from './store-order';
import { priceOrder } from '../../src/domain/order-price';
import type { PriceOrder } from '../../src/domain/order-price';
import { createTarifaStore } from '../tarifa/tarifa-store';
import type { TarifaStore } from '../tarifa/tarifa-store';
import type { StatsCollector } from '../stats/collector';
import { browserOf, orderDevice, privacyAsked } from '../stats/privacy';
import { maxBodyBytes, orderPostsPerClient } from './inbox-config';
import type { InboxOptions } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import type { UploadClaims } from './claim-uploads';
import { diskNearlyFull, refuseBeforeBody, writeBudget } from './inbox-gate';
import { readMultipart } from './multipart-reader';
import { defaultPrintLimits } from './print-config';
import { createPrintPool } from './print-pool';
import type { PrintPool } from './print-pool';
import { buildServerPrint, printOutcome } from './server-print';
import { clientOf, releaseOnClose, slotPool } from './slots';
import { watchBody } from './stall-guard';
import { createTempSubmission, discardTempSubmission } from './submission-store';
import { prepareInbox } from './temp-area';
import { registerUploadRoutes } from './upload-routes';
import { validateSubmission } from './validate-submission';
import type { ValidSubmission } from './validate-submission';

export interface InboxLog {
  stored(folder: string): void;
  failed(error: unknown): void;
  /** One line per refused request: status and codes, never a shopper's text. */
  refused(line: string): void;
  /** An order stored without its print file: why (for the store) and the build's details. */
  unprinted(reason: string): void;
}

const silentLog: InboxLog = { stored: () => undefined, failed: () => undefined, refused: () => undefined, unprinted: () => undefined };

export interface InboxPluginOptions {
  readonly inbox: InboxOptions;
  readonly log?: InboxLog;
  /** Where print files are built; shared with /buzon's rebuild button. Without one, the inbox makes its own. */
  readonly printPool?: PrintPool;
  /** Order numbers, tokens and emails; without it, numbers and tokens only, every email kept as a .eml file. */
  readonly orders?: OrderLife;
  /** The tarifa's versions, which price every order (createApp's, shared with /buzon); without one, the inbox reads its own. */
  readonly tarifa?: TarifaStore;
  /** Counts each stored order as the funnel's last step; without one, orders are not counted. */
  readonly stats?: StatsCollector;
}

/** Seconds a client is asked to wait when every slot is taken; one upload usually takes less. */
const busyRetrySeconds = '10';

function headersFor(refusal: InboxRejection, request: FastifyRequest): Record<string, string> {
  if (refusal.status === 405) return { allow: request.url.includes('/subidas') ? 'POST, PATCH, HEAD, OPTIONS' : 'POST' };
  if (refusal.retryAfterSeconds !== undefined) return { 'retry-after': String(refusal.retryAfterSeconds) };
  return refusal.status === 503 ? { 'retry-after': busyRetrySeconds } : {};
}

/** Answers early and lets the unread body drain, so the client can read the answer. */
function reject(request: FastifyRequest, reply: FastifyReply, refusal: InboxRejection, log: InboxLog): FastifyReply {
  log.refused(`${refusal.status} ${refusal.errors.map((error) => error.code ?? 'ERROR').join(',')} ${request.method} ${request.routeOptions.url ?? ''}`);
  discardBody(request.raw, maxBodyBytes);
  return sendJson(reply, refusal.status, { errors: refusal.errors }, headersFor(refusal, request));
}

/**
 * Reads, checks and stores one submission, whose files came in its body or as resumable uploads it
 * names; the answer goes out only after its temp folder is gone.
 */
async function receive(request: FastifyRequest, reply: FastifyReply, context: ReceiveContext, signal: AbortSignal): Promise<FastifyReply> {
  const { options, log, claims } = context;
  if (await diskNearlyFull(options)) return reject(request, reply, new InboxRejection(503, [inboxErrors.inboxFull()]), log);
  const temp = await createTempSubmission(options.inboxDir);
  let refusal: InboxRejection | null = null;
  let claimed: readonly string[] = [];
  let stored: StoredOrder | null = null;
  try {
    const parsed = await claims.claim(await readMultipart(request, temp.dir, signal), temp.dir);
    claimed = parsed.ids;
    const checked = validateSubmission(parsed.form, context.price);
    if ('errors' in checked) refusal = new InboxRejection(400, checked.errors);
    else {
      const source = { client: clientOf(request), failed: log.failed };
      stored = await storeOrder(options.inboxDir, temp, await withServerPrint(temp.dir, checked.submission, context), context.orders, source);
      log.stored(stored.folder);
      countOrder(request, parsed.form.fields.get('dispositivo'), checked.submission, context.stats);
    }
  } catch (error) {
    refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()], error);
    if (refusal.status === 500) log.failed(refusal.cause);
  }
  await claims.settle(claimed, stored !== null);
  await discardTempSubmission(temp).catch((error: unknown) => log.failed(error));
  // Without a refusal the order was stored; `!stored` only tells the type checker so.
  if (refusal || !stored) return reject(request, reply, refusal ?? new InboxRejection(500, [inboxErrors.storageFailed()]), log);
  return sendJson(reply, 200, orderAnswer(stored));
}

/** «Envió el pedido», unless the browser asks not to be counted (GPC or DNT). */
function countOrder(request: FastifyRequest, device: string | undefined, submission: ValidSubmission, stats: StatsCollector | undefined): void {
  if (!stats || !submission.design || privacyAsked(request.headers)) return;
  stats.orderSent(orderDevice(device, request.headers), submission.design.mode, browserOf(request.headers));
}

/**
 * The order with the print file the inbox built from its photo. An order is never lost for its
 * print file: when it cannot be built, the order is kept without one, its record says why (the store
 * sees that in /buzon and can build it again there) and the details are logged.
 */
async function withServerPrint(dir: string, submission: ValidSubmission, { log, printPool }: ReceiveContext): Promise<ValidSubmission> {
  const build = await buildServerPrint(printPool, dir, submission);
  if (!build) return submission;
  if ('missing' in build) log.unprinted(`${build.missing} ${build.detail ?? ''}`.trim());
  return { ...submission, ...printOutcome(submission.files, build) };
}

interface ReceiveContext {
  readonly options: InboxOptions;
  readonly log: InboxLog;
  readonly claims: UploadClaims;
  readonly printPool: PrintPool;
  readonly orders: OrderLife;
  /** Prices each order's design with the tarifa, as it stands when the order arrives. */
  readonly price: PriceOrder;
  readonly stats?: StatsCollector;
}

/**
 * The local inbox as a fastify plugin: accepts the order form like the hosted form service does,
 * and resumable uploads the order then names, and stores each submission under inbox.inboxDir
 * (leftovers of a crash are removed before it serves). At most inbox.maxConcurrent order posts and
 * inbox.uploads.maxConcurrent uploads are read at once, so a burst cannot exhaust memory, disk
 * handles or sockets; the rest get 503 before their body is read. A slot is freed when its
 * connection closes, however it ends. A body that stops moving, or crawls, is cut; one that moves
 * is never cut, however long it takes.
 */
export const localInbox: FastifyPluginAsync<InboxPluginOptions> = async (app, { inbox: options, log = silentLog, printPool: shared, orders, tarifa, stats }) => {
  await prepareInbox(options.inboxDir);
  const prices = tarifa ?? createTarifaStore(options.inboxDir);
  await prices.load();
  // A claimed version counts only with its stamp and while the store has not voided it (issue 45).
  const price: PriceOrder = (design, claim, stated) =>
    priceOrder(prices.tarifas(), design, prices.honours(claim.version, claim.stamp) ? claim.version : null, stated, new Date());
  // No parser may read a body before the handler's checks: bodies are read only by readMultipart and the tus server.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart);
  await app.register(rateLimit, { global: false });
  app.setErrorHandler((error, request, reply) => {
    const refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()], error);
    if (refusal.status === 500) log.failed(refusal.cause);
    return reject(request, reply, refusal, log);
  });

  const printPool = shared ?? createPrintPool(defaultPrintLimits);
  if (!shared) app.addHook('onClose', () => printPool.close());
  const budget = writeBudget(app, options);
  const claims = await registerUploadRoutes(app, {
    options,
    budget,
    reject: (request, reply, refusal) => reject(request, reply, refusal, log),
    failed: (error) => log.failed(error),
  });
  // Order posts have their own pool: uploads, however many trickle in, never hold an order's slot.
  const slots = slotPool(options.maxConcurrent, orderPostsPerClient);
  const context: ReceiveContext = { options, log, claims, printPool, orders: orders ?? createOrderLife(options.inboxDir, mailOff), price, stats };
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const refusal = (request.method === 'POST' ? await budget(request, true) : null) ?? refuseBeforeBody(request, options);
    if (refusal) return reject(request, reply, refusal, log);
    const release = slots.take(clientOf(request));
    if (!release) return reject(request, reply, new InboxRejection(503, [inboxErrors.busy()]), log);
    const stuck = new AbortController();
    const stop = watchBody(request.raw, options.stall, () => stuck.abort(new InboxRejection(408, [inboxErrors.stalled()])));
    releaseOnClose(reply.raw, () => {
      stop();
      release();
    });
    return receive(request, reply, context, stuck.signal);
  };
  for (const url of ['/f/*', '/p/*']) app.all(url, handler);
};
