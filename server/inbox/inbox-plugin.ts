import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { discardBody, sendJson } from '../http-utils';
import { maxBodyBytes, thankYouPath } from './inbox-config';
import type { InboxOptions } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { diskNearlyFull, refuseBeforeBody } from './inbox-gate';
import { readMultipart } from './multipart-reader';
import { commitSubmission, createTempSubmission, discardTempSubmission } from './submission-store';
import { prepareInbox } from './temp-area';
import { validateSubmission } from './validate-submission';

export interface InboxLog {
  stored(folder: string): void;
  failed(error: unknown): void;
  /** One line per refused request: status and codes, never a shopper's text. */
  refused(line: string): void;
}

const silentLog: InboxLog = { stored: () => undefined, failed: () => undefined, refused: () => undefined };

export interface InboxPluginOptions {
  readonly inbox: InboxOptions;
  readonly log?: InboxLog;
}

/** Seconds a client is asked to wait when every slot is taken; one upload usually takes less. */
const busyRetrySeconds = '10';

function headersFor(refusal: InboxRejection): Record<string, string> {
  if (refusal.status === 405) return { allow: 'POST' };
  return refusal.status === 503 ? { 'retry-after': busyRetrySeconds } : {};
}

/** Answers early and lets the unread body drain, so the client can read the answer. */
function reject(request: FastifyRequest, reply: FastifyReply, refusal: InboxRejection, log: InboxLog): FastifyReply {
  log.refused(`${refusal.status} ${refusal.errors.map((error) => error.code ?? 'ERROR').join(',')} ${request.method} ${request.routeOptions.url ?? ''}`);
  discardBody(request.raw, maxBodyBytes);
  return sendJson(reply, refusal.status, { errors: refusal.errors }, headersFor(refusal));
}

/** Reads, checks and stores one submission; the answer goes out only after its temp folder is gone. */
async function receive(request: FastifyRequest, reply: FastifyReply, options: InboxOptions, log: InboxLog, signal: AbortSignal): Promise<FastifyReply> {
  if (await diskNearlyFull(options)) return reject(request, reply, new InboxRejection(503, [inboxErrors.inboxFull()]), log);
  const temp = await createTempSubmission(options.inboxDir);
  let refusal: InboxRejection | null = null;
  try {
    const checked = validateSubmission(await readMultipart(request, temp.dir, signal));
    if ('errors' in checked) refusal = new InboxRejection(400, checked.errors);
    else log.stored(await commitSubmission(options.inboxDir, temp, checked.submission));
  } catch (error) {
    refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()], error);
    if (refusal.status === 500) log.failed(refusal.cause);
  }
  await discardTempSubmission(temp).catch((error: unknown) => log.failed(error));
  if (refusal) return reject(request, reply, refusal, log);
  return sendJson(reply, 200, { ok: true, next: thankYouPath });
}

/**
 * The local inbox as a fastify plugin: accepts the order form like the hosted form service does and
 * stores each submission under inbox.inboxDir (leftovers of a crash are removed before it serves).
 * At most inbox.maxConcurrent bodies are read at once, so a burst cannot exhaust memory, disk handles
 * or sockets; the rest get 503 before their body is read. Every request has a hard deadline after
 * which its slot is free again, whatever the parser or the disk are doing.
 */
export const localInbox: FastifyPluginAsync<InboxPluginOptions> = async (app, { inbox: options, log = silentLog }) => {
  await prepareInbox(options.inboxDir);
  // No parser may read a body before the handler's checks: bodies are read only by readMultipart.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  await app.register(multipart);
  await app.register(rateLimit, { global: false });
  app.setErrorHandler((error, request, reply) => {
    const refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()], error);
    if (refusal.status === 500) log.failed(refusal.cause);
    return reject(request, reply, refusal, log);
  });

  let inFlight = 0;
  const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const refusal = refuseBeforeBody(request, options, inFlight >= options.maxConcurrent);
    if (refusal) return reject(request, reply, refusal, log);
    inFlight += 1;
    let released = false;
    const release = (): void => {
      if (!released) inFlight -= 1;
      released = true;
    };
    const deadline = new AbortController();
    const timer = setTimeout(() => {
      deadline.abort(new InboxRejection(408, [inboxErrors.tooSlow()]));
      release();
    }, options.requestDeadlineMs);
    try {
      return await receive(request, reply, options, log, deadline.signal);
    } finally {
      clearTimeout(timer);
      release();
    }
  };
  const rateLimitConfig = {
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    // Only orders count: a GET on the form's address is refused anyway.
    allowList: (request: FastifyRequest) => request.method !== 'POST',
    errorResponseBuilder: () => new InboxRejection(429, [inboxErrors.blocked()]),
  };
  for (const url of ['/f/*', '/p/*']) app.all(url, { config: { rateLimit: rateLimitConfig } }, handler);
};
