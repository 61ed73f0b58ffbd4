import type { IncomingMessage, ServerResponse } from 'node:http';

/** Headers every response carries. */
export const baseHeaders = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
} as const;

export function sendJson(res: ServerResponse, status: number, body: unknown, extraHeaders: Record<string, string> = {}): void {
  const payload = Buffer.from(JSON.stringify(body), 'utf8');
  res.writeHead(status, {
    ...baseHeaders,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(payload.length),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(payload);
}

export function sendText(res: ServerResponse, status: number, text: string, extraHeaders: Record<string, string> = {}): void {
  const payload = Buffer.from(text, 'utf8');
  res.writeHead(status, {
    ...baseHeaders,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': String(payload.length),
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

/**
 * Lets a request body we will not use drain after an early answer, so the client can finish sending
 * and read the answer (closing mid-upload makes many clients report a network error instead).
 * Draining is bounded: past `maxBytes` the connection is cut.
 */
export function discardBody(req: IncomingMessage, maxBytes: number): void {
  let seen = 0;
  req.on('data', (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > maxBytes) req.socket.destroy();
  });
  req.on('error', () => undefined);
  req.resume();
}
