import type { IncomingMessage } from 'node:http';
import type { FastifyReply } from 'fastify';

/** A JSON answer that no cache keeps (fastify serialises `body` and sets its type). */
export function sendJson(reply: FastifyReply, status: number, body: unknown, extraHeaders: Record<string, string> = {}): FastifyReply {
  return reply.code(status).headers({ 'cache-control': 'no-store', ...extraHeaders }).send(body);
}

export function sendText(reply: FastifyReply, status: number, text: string, extraHeaders: Record<string, string> = {}): FastifyReply {
  return reply
    .code(status)
    .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...extraHeaders })
    .send(text);
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
