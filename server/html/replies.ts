import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyReply } from 'fastify';

/** One stored file of an order, as /buzon and the status page send it. */
export interface OrderFile {
  /** Absolute path, built from the order's folder and the name the server stored, never from a request. */
  readonly path: string;
  readonly type: string;
  readonly downloadName: string;
}

/** The store's pages hold shoppers' data: no cache keeps them. */
export function sendPage(reply: FastifyReply, status: number, page: string): FastifyReply {
  return reply.code(status).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).send(page);
}

export function attachmentHeader(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/**
 * A stored file with its recorded type, never sniffed by the browser. `download` sends it as an
 * attachment with a safe name; otherwise it is shown in the page (the proof as a thumbnail).
 */
export async function sendOrderFile(reply: FastifyReply, file: OrderFile, download: boolean): Promise<FastifyReply> {
  // The size on disk, not the recorded one: a file damaged since it arrived must not stall the download.
  const size = await stat(file.path).then((info) => info.size, () => null);
  if (size === null) {
    return reply.code(404).send({ error: 'El archivo ya no está en la carpeta del pedido (se movió o se borró): pedile al cliente que lo envíe de nuevo.' });
  }
  reply.headers({
    'content-type': file.type,
    'content-length': String(size),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  });
  if (download) reply.header('content-disposition', attachmentHeader(file.downloadName));
  return reply.send(createReadStream(file.path));
}
