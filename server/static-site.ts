import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompress, constants as zlibConstants, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
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
  /** Brotli at its best quality, made once at startup (too slow for a request's path); null when it does not pay. */
  brotli: Buffer | null;
}

const brotli = promisify(brotliCompress);

/**
 * Files above this get brotli quality 5: quality 11 takes about 9 s on the 2 MB HEIC decoder (loaded
 * only when such a photo arrives), quality 5 about 50 ms for 18 % more bytes, so startup stays quick.
 */
const BEST_QUALITY_MAX_BYTES = 1024 * 1024;

/** Brotli saves about a sixth more than gzip on this app's scripts; Chromium asks for it on http and https alike. */
async function brotliOf(body: Buffer): Promise<Buffer | null> {
  const quality = body.length > BEST_QUALITY_MAX_BYTES ? 5 : 11;
  const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: quality, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
  const compressed = await brotli(body, { params });
  return compressed.length < body.length * 0.9 ? compressed : null;
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

/**
 * Brotli of `body`, kept on disk beside the client build (`<build dir>/.brotli/<sha256>`), so a server
 * started again after a crash (server-cluster.ts) serves within a second instead of compressing every
 * file anew. An empty file records "does not pay". The cache is the build's own folder, never a shared
 * temp folder another user could write to.
 */
async function cachedBrotliOf(body: Buffer, cacheDir: string): Promise<Buffer | null> {
  const path = join(cacheDir, createHash('sha256').update(body).digest('hex'));
  const cached = await readFile(path).catch(() => null);
  if (cached) return cached.length > 0 ? cached : null;
  const compressed = await brotliOf(body);
  const part = `${path}.${process.pid}.part`;
  // A cache that cannot be written only costs the next start its time.
  await mkdir(cacheDir, { recursive: true })
    .then(() => writeFile(part, compressed ?? Buffer.alloc(0)))
    .then(() => rename(part, path))
    .catch(() => undefined);
  return compressed;
}

/** One file of the build with its headers worked out; brotli as `compress` makes it. */
async function staticFile(urlPath: string, body: Buffer, compress: (body: Buffer) => Promise<Buffer | null>): Promise<StaticFile> {
  const compressible = isCompressible(urlPath);
  return {
    body,
    contentType: contentTypeOf(urlPath),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    cacheControl: cacheControlFor(urlPath),
    compressible,
    brotli: compressible ? await compress(body) : null,
  };
}

/** Reads every file once; brotli runs on libuv's thread pool, so startup waits for it but requests never do. */
async function loadFiles(clientDir: string): Promise<Map<string, StaticFile>> {
  const cacheDir = join(clientDir, '..', '.brotli');
  const entries = listFiles(clientDir).map(async (urlPath): Promise<[string, StaticFile]> => {
    const body = readFileSync(join(clientDir, ...urlPath.split('/')));
    return [urlPath, await staticFile(urlPath, body, (bytes) => cachedBrotliOf(bytes, cacheDir))];
  });
  return new Map(await Promise.all(entries));
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

/** Whether Accept-Encoding allows `coding` (explicitly or through `*`), honouring `q=0` refusals. */
export function acceptsEncoding(header: string | undefined, coding: 'gzip' | 'br'): boolean {
  let allowed = false;
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((token) => token.trim().toLowerCase());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name === coding) return weight > 0;
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

/** The smallest encoding the client takes: brotli, then gzip, else the file as it is. */
function encodingFor(request: FastifyRequest, file: StaticFile): { coding: 'br' | 'gzip'; body: Buffer } | null {
  if (!file.compressible) return null;
  const accepted = request.headers['accept-encoding'];
  if (file.brotli && acceptsEncoding(accepted, 'br')) return { coding: 'br', body: file.brotli };
  const gzip = acceptsEncoding(accepted, 'gzip') ? gzipped(file) : null;
  return gzip ? { coding: 'gzip', body: gzip } : null;
}

function sendFile(request: FastifyRequest, reply: FastifyReply, file: StaticFile): FastifyReply {
  const encoded = encodingFor(request, file);
  reply.headers({ 'content-type': file.contentType, 'cache-control': file.cacheControl, vary: 'Accept-Encoding' });
  // A hashed asset is never revalidated (its name changes with its bytes): an ETag on each of a first
  // load's dozen scripts would only cost bytes against the route's weight budget.
  if (file.cacheControl !== immutable) {
    const etag = encoded ? file.etag.replace(/"$/, `-${encoded.coding}"`) : file.etag;
    reply.header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  }
  if (encoded) reply.header('content-encoding', encoded.coding);
  // Node leaves the body out of a HEAD answer; Content-Length still tells its size.
  return reply.code(200).send(encoded?.body ?? file.body);
}

/**
 * A change made to index.html as it is served (the tarifa in force, server/tarifa/tarifa-page-data.ts).
 * `key` names the change in force; each key's page is built once, with its own ETag and brotli, so a
 * browser or the brotli cache never holds an older page under the newer one's name.
 */
export interface IndexTransform {
  readonly key: () => string;
  readonly apply: (html: string) => string;
}

/** index.html as `transform` makes it now: built on the first request after its key changes, then reused. */
function transformedIndex(index: StaticFile, transform: IndexTransform | undefined): () => Promise<StaticFile> {
  let built: { key: string; file: Promise<StaticFile> } | null = null;
  const original = index.body.toString('utf8');
  return () => {
    if (!transform) return Promise.resolve(index);
    const key = transform.key();
    if (built?.key !== key) {
      const html = transform.apply(original);
      const file = html === original ? Promise.resolve(index) : staticFile('/index.html', Buffer.from(html), brotliOf);
      built = { key, file };
    }
    return built.file;
  };
}

/**
 * Serves the built app from memory; unknown app paths get index.html so deep links survive a reload.
 * Hand-written rather than @fastify/static: the fixed allow-list never touches the disk per request,
 * compresses each file with brotli at startup and with gzip once, on first request (see docs/server.md), which
 * measured faster than streaming from disk.
 */
export function staticSite(clientDir: string, transform?: IndexTransform): FastifyPluginAsync {
  return async (app) => {
    const files = await loadFiles(clientDir);
    const index = files.get('/index.html');
    if (!index) throw new Error(`No hay index.html en ${clientDir}: corré "npm run build" primero.`);
    const currentIndex = transformedIndex(index, transform);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const urlPath = safeUrlPath(request.url);
        if (urlPath === null) return sendText(reply, 400, 'Dirección no válida.');
        const file = files.get(urlPath);
        if (file && file !== index) return sendFile(request, reply, file);
        // A missing hashed chunk must fail loudly so the client can ask for a reload.
        if (!file && (urlPath.startsWith('/assets/') || isKnownAssetName(urlPath))) return sendText(reply, 404, 'No encontrado.');
        return sendFile(request, reply, await currentIndex());
      },
    });
  };
}
