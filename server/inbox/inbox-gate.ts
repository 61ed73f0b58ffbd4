import { mkdir, statfs } from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
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

/** Whether INBOX_DIR's disk has less free space than the configured minimum. */
export async function diskNearlyFull(options: InboxOptions): Promise<boolean> {
  // Recreated first: the inbox may have been removed while the server runs (a test runner wiping its output).
  await mkdir(options.inboxDir, { recursive: true });
  const space = await statfs(options.inboxDir);
  return space.bavail * space.bsize < options.minFreeBytes;
}

/**
 * @fastify/rate-limit's settings for one route: `counted` methods count against the per-address limit
 * of orders; the rest (a GET on the form's address is refused anyway) do not.
 */
export function rateLimitFor(options: InboxOptions, counted: readonly string[]) {
  return {
    max: options.rateLimitPerMinute,
    timeWindow: 60_000,
    allowList: (request: FastifyRequest) => !counted.includes(request.method),
    errorResponseBuilder: () => new InboxRejection(429, [inboxErrors.blocked()]),
  };
}
