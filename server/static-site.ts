import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { sendText } from './http-utils';
import { contentTypeOf, isCompressible, isKnownAssetName } from './mime-types';

/**
 * The built client, held in memory: the set of servable files is fixed at startup, so a request can
 * only ever reach a file that was listed inside the client dir (no path ever touches the disk).
 */
interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly etag: string;
  readonly cacheControl: string;
  readonly compressible: boolean;
  /** Compressed once on first request; null when compression does not pay. */
  gzip?: Buffer | null;
}

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortCache = 'public, max-age=600';

function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return immutable;
  return urlPath.endsWith('.html') ? revalidate : shortCache;
}

function listFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => !entry.name.startsWith('.'))
    .flatMap((entry) => {
      const urlPath = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) return listFiles(join(dir, entry.name), urlPath);
      return entry.isFile() ? [urlPath] : [];
    });
}

function loadFiles(clientDir: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  for (const urlPath of listFiles(clientDir)) {
    const body = readFileSync(join(clientDir, ...urlPath.split('/')));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    files.set(urlPath, {
      body,
      contentType: contentTypeOf(urlPath),
      etag,
      cacheControl: cacheControlFor(urlPath),
      compressible: isCompressible(urlPath),
    });
  }
  return files;
}

/** Decodes the request path; null when it is malformed or tries to leave the client dir. */
export function safeUrlPath(rawUrl: string): string | null {
  const pathname = rawUrl.split(/[?#]/, 1)[0] ?? '';
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (!decoded.startsWith('/') || decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '.' || segment === '..')) return null;
  return decoded;
}

/** Whether Accept-Encoding allows gzip (explicitly or through `*`), honouring `q=0` refusals. */
export function acceptsGzip(header: string | undefined): boolean {
  let allowed = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === 'gzip') return weight > 0;
    if (name === '*') allowed = weight > 0;
  }
  return allowed;
}

function gzipped(file: StaticFile): Buffer | null {
  if (file.gzip === undefined) {
    const compressed = gzipSync(file.body, { level: 9 });
    file.gzip = compressed.length < file.body.length * 0.9 ? compressed : null;
  }
  return file.gzip;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  const gzip = file.compressible && acceptsGzip(request.headers['accept-encoding']) ? gzipped(file) : null;
  const etag = gzip ? file.etag.replace(/"$/, '-gz"') : file.etag;
  reply.headers({ 'content-type': file.contentType, 'cache-control': file.cacheControl, etag, vary: 'Accept-Encoding' });
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  if (gzip) reply.header('content-encoding', 'gzip');
  // Node leaves the body out of a HEAD answer; Content-Length still tells its size.
  return reply.code(200).send(gzip ?? file.body);
}

/**
 * Serves the built app from memory; unknown app paths get index.html so deep links survive a reload.
 * Hand-written rather than @fastify/static: the fixed allow-list never touches the disk per request
 * and gzips each file once (see README, "Servidor"), which measured faster than streaming from disk.
 */
export function staticSite(clientDir: string): FastifyPluginCallback {
  const files = loadFiles(clientDir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`No hay index.html en ${clientDir}: corré "npm run build" primero.`);
  return (app, _options, done) => {
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      exposeHeadRoute: false,
      handler: (request, reply) => {
        const urlPath = safeUrlPath(request.url);
        if (urlPath === null) return sendText(reply, 400, 'Dirección no válida.');
        const file = files.get(urlPath === '/' ? '/index.html' : urlPath);
        if (file) return sendFile(request, reply, file);
        // A missing hashed chunk must fail loudly so the client can ask for a reload.
        if (urlPath.startsWith('/assets/') || isKnownAssetName(urlPath)) return sendText(reply, 404, 'No encontrado.');
        return sendFile(request, reply, index);
      },
    });
    done();
  };
}
