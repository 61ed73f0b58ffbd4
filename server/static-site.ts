import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { baseHeaders, sendText } from './http-utils';
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

function sendFile(req: IncomingMessage, res: ServerResponse, file: StaticFile): void {
  const gzip = file.compressible && acceptsGzip(req.headers['accept-encoding']) ? gzipped(file) : null;
  const etag = gzip ? file.etag.replace(/"$/, '-gz"') : file.etag;
  const headers: Record<string, string> = {
    ...baseHeaders,
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    ETag: etag,
    Vary: 'Accept-Encoding',
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = gzip ?? file.body;
  if (gzip) headers['Content-Encoding'] = 'gzip';
  headers['Content-Length'] = String(body.length);
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

type StaticHandler = (req: IncomingMessage, res: ServerResponse) => void;

/** Serves the built app; unknown app paths get index.html so deep links survive a reload. */
export function createStaticHandler(clientDir: string): StaticHandler {
  const files = loadFiles(clientDir);
  const index = files.get('/index.html');
  if (!index) throw new Error(`No hay index.html en ${clientDir}: corré "npm run build" primero.`);
  return (req, res) => {
    const urlPath = safeUrlPath(req.url ?? '/');
    if (urlPath === null) {
      sendText(res, 400, 'Dirección no válida.');
      return;
    }
    const file = files.get(urlPath === '/' ? '/index.html' : urlPath);
    if (file) {
      sendFile(req, res, file);
      return;
    }
    // A missing hashed chunk must fail loudly so the client can ask for a reload.
    if (urlPath.startsWith('/assets/') || isKnownAssetName(urlPath)) {
      sendText(res, 404, 'No encontrado.');
      return;
    }
    sendFile(req, res, index);
  };
}
