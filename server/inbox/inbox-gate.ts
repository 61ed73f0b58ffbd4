import { mkdir, statfs } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromAllowedPage } from '../origins';
import { maxBodyBytes } from './inbox-config';
import type { InboxOptions } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { parseInboxRoute } from './inbox-route';

/** Refusals decided from the request line and headers alone; null when the body is worth reading. */
export function refuseBeforeBody(request: FastifyRequest, options: InboxOptions): InboxRejection | null {
  const route = parseInboxRoute(request.url);
  if (!route) return new InboxRejection(404, [inboxErrors.formNotFound()]);
  if (request.method !== 'POST') return new InboxRejection(405, [inboxErrors.methodNotAllowed()]);
  if (!fromAllowedPage(request, options.allowedOrigins)) return new InboxRejection(403, [inboxErrors.crossSite()]);
  if (route.project !== null && route.project !== options.project) return new InboxRejection(404, [inboxErrors.projectNotFound()]);
  if (route.key !== options.formKey) return new InboxRejection(404, [inboxErrors.formNotFound()]);
  // Without a boundary (`multipart/form-data; charset=utf-8`, say) no parser can split the body.
  if (!/^multipart\/form-data\s*;.*\bboundary=/i.test(request.headers['content-type'] ?? '')) return new InboxRejection(400, [inboxErrors.notMultipart()]);
  if (Number(request.headers['content-length'] ?? 0) > maxBodyBytes) return new InboxRejection(413, [inboxErrors.filesTooBig()]);
  return null;
}

/** Whether INBOX_DIR's disk has less free space than the configured minimum: orders and uploads are then refused. */
export async function diskNearlyFull(options: InboxOptions): Promise<boolean> {
  // Recreated first: the inbox may have been removed while the server runs (a test runner wiping its output).
  await mkdir(options.inboxDir, { recursive: true });
  const space = await statfs(options.inboxDir);
  return space.bavail * space.bsize < options.minFreeBytes;
}

/** A refusal when the address is over its budget; `spend` false only looks (an append), true spends one. */
export type WriteBudget = (request: FastifyRequest, spend: boolean) => Promise<InboxRejection | null>;

/**
 * One rate-limit budget per client address for everything that writes: one limiter of
 * @fastify/rate-limit (its per-route limits would give create, append and order a counter each).
 * Creating an upload and posting an order spend one each, so an order sent as the app sends it
 * (photo and proof uploads, then the post) costs 3 of the default 30 a minute, however bad the
 * signal. An append (PATCH) spends nothing but is refused once the address went over: its bytes
 * were counted when its upload was created (its declared length), and a phone on a dropping signal
 * resumes each file many times (tus-js-client sends a file in one PATCH, again after each drop).
 */
export function writeBudget(app: FastifyInstance, options: InboxOptions): WriteBudget {
  const limit = app.createRateLimit({ max: options.rateLimitPerMinute, timeWindow: 60_000 });
  return async (request, spend) => {
    const state = await limit(request, { increment: spend });
    if (state.isAllowed || !state.isExceeded) return null;
    return new InboxRejection(429, [inboxErrors.blocked()], undefined, Math.max(1, state.ttlInSeconds));
  };
}
