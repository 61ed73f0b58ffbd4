import type { IncomingMessage, ServerResponse } from 'node:http';
import { discardBody, sendJson } from '../http-utils';
import { maxBodyBytes, thankYouPath } from './inbox-config';
import type { InboxOptions } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import type { InboxError } from './inbox-errors';
import { parseInboxRoute } from './inbox-route';
import { readMultipart } from './multipart-reader';
import { createRateLimiter } from './rate-limiter';
import { commitSubmission, createTempSubmission, discardTempSubmission } from './submission-store';
import { prepareInbox } from './temp-area';
import { validateSubmission } from './validate-submission';

/** A node:http handler, so `npm start` and the Vite dev server mount the same code. */
type InboxHandler = (req: IncomingMessage, res: ServerResponse) => void;

export interface InboxLog {
  stored(folder: string): void;
  failed(error: unknown): void;
}

const silentLog: InboxLog = { stored: () => undefined, failed: () => undefined };

/** Answers early and lets the unread body drain, so the client can read the answer. */
function reject(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  errors: readonly InboxError[],
  headers: Record<string, string> = {},
): void {
  sendJson(res, status, { errors }, headers);
  discardBody(req, maxBodyBytes);
}

/** Seconds a client is asked to wait when every slot is taken; one upload usually takes less. */
const busyRetrySeconds = '10';

interface Gate {
  /** Counts one request from the client; false once it is over its limit for this minute. */
  allow(client: string): boolean;
  /** Whether maxConcurrent submissions are being received already. */
  full(): boolean;
}

/** Refusals decided from the request line and headers alone; null when the body is worth reading. */
function refuseBeforeBody(req: IncomingMessage, options: InboxOptions, gate: Gate): InboxRejection | null {
  const route = parseInboxRoute(req.url ?? '');
  if (!route) return new InboxRejection(404, [inboxErrors.formNotFound()]);
  if (req.method !== 'POST') return new InboxRejection(405, [inboxErrors.methodNotAllowed()]);
  if (!gate.allow(req.socket.remoteAddress ?? 'unknown')) return new InboxRejection(429, [inboxErrors.blocked()]);
  if (route.project !== null && route.project !== options.project) return new InboxRejection(404, [inboxErrors.projectNotFound()]);
  if (route.key !== options.formKey) return new InboxRejection(404, [inboxErrors.formNotFound()]);
  if (!/^multipart\/form-data\s*;/i.test(req.headers['content-type'] ?? '')) return new InboxRejection(400, [inboxErrors.notMultipart()]);
  if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return new InboxRejection(413, [inboxErrors.filesTooBig()]);
  if (gate.full()) return new InboxRejection(503, [inboxErrors.busy()]);
  return null;
}

function headersFor(refusal: InboxRejection): Record<string, string> {
  if (refusal.status === 405) return { Allow: 'POST' };
  return refusal.status === 503 ? { 'Retry-After': busyRetrySeconds } : {};
}

/** Reads, checks and stores one submission; the answer goes out only after its temp folder is gone. */
async function receive(req: IncomingMessage, res: ServerResponse, options: InboxOptions, log: InboxLog): Promise<void> {
  const temp = await createTempSubmission(options.inboxDir);
  let refusal: InboxRejection | null = null;
  try {
    const checked = validateSubmission(await readMultipart(req, temp.dir));
    if ('errors' in checked) refusal = new InboxRejection(400, checked.errors);
    else log.stored(await commitSubmission(options.inboxDir, temp, checked.submission));
  } catch (error) {
    refusal = error instanceof InboxRejection ? error : new InboxRejection(500, [inboxErrors.storageFailed()]);
    if (refusal.status === 500) log.failed(error);
  }
  await discardTempSubmission(temp).catch((error: unknown) => log.failed(error));
  if (refusal) reject(req, res, refusal.status, refusal.errors);
  else sendJson(res, 200, { ok: true, next: thankYouPath });
}

/**
 * The local inbox: accepts the order form like the hosted form service does and stores each
 * submission under options.inboxDir. Call `ready` before serving, so leftovers of a crash are gone.
 * At most options.maxConcurrent bodies are read at once, so a burst cannot exhaust memory, disk
 * handles or sockets; the rest get 503 before their body is read.
 */
export function createInboxHandler(options: InboxOptions, log: InboxLog = silentLog): { handle: InboxHandler; ready: Promise<void> } {
  const limiter = createRateLimiter(options.rateLimitPerMinute);
  const ready = prepareInbox(options.inboxDir);
  let inFlight = 0;
  const gate: Gate = { allow: (client) => limiter.allow(client), full: () => inFlight >= options.maxConcurrent };
  const handle: InboxHandler = (req, res) => {
    const refusal = refuseBeforeBody(req, options, gate);
    if (refusal) {
      reject(req, res, refusal.status, refusal.errors, headersFor(refusal));
      return;
    }
    inFlight += 1;
    ready
      .then(() => receive(req, res, options, log))
      .catch((error: unknown) => {
        log.failed(error);
        if (!res.headersSent) reject(req, res, 500, [inboxErrors.storageFailed()]);
      })
      .finally(() => (inFlight -= 1));
  };
  return { handle, ready };
}
