import type { FastifyRequest } from 'fastify';

/** The origins of a comma- or space-separated list of URLs; anything that is not an http(s) URL is dropped. */
export function parseOrigins(list: string | undefined): string[] {
  return (list ?? '').split(/[\s,]+/).flatMap((entry) => {
    if (entry === '') return [];
    try {
      const url = new URL(entry);
      return url.protocol === 'https:' || url.protocol === 'http:' ? [url.origin] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Whether a state-changing request comes from a page of this server (its Origin names the host the
 * request was sent to; without Origin, the browser's Sec-Fetch-Site says same-origin) or of one of
 * `allowedOrigins`. The scheme is not compared: behind a TLS proxy this server sees http while the
 * page is https. Used by the inbox's orders and /buzon's posts alike.
 */
export function fromAllowedPage(request: FastifyRequest, allowedOrigins: readonly string[] = []): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}
