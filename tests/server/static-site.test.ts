import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypeOf } from '../../server/mime-types';
import { acceptsEncoding, safeUrlPath } from '../../server/static-site';
import { assetJs, indexHtml, startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** node:http keeps the path byte for byte (fetch would normalise dot segments away). */
function raw(port: number, path: string, method = 'GET', headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer();
});
afterAll(() => app.close());

describe('static app', () => {
  it('serves index.html at / with no-cache and safety headers', async () => {
    const answer = await raw(app.port, '/');
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(indexHtml);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/formulario', '/calculadora?mode=Pro', '/no/existe'])('falls back to index.html for the deep link %s', async (path) => {
    const answer = await raw(app.port, path);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe(indexHtml);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets as immutable with their content type', async () => {
    const js = await raw(app.port, '/assets/index-AbC123.js');
    expect(js.status).toBe(200);
    expect(js.body.toString()).toBe(assetJs);
    expect(js.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await raw(app.port, '/assets/index-AbC123.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('gives other files a short cache', async () => {
    const svg = await raw(app.port, '/logo.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.headers['cache-control']).toBe('public, max-age=600');
    expect((await raw(app.port, '/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('answers 404 for a missing asset instead of the app, so a stale chunk fails loudly', async () => {
    const answer = await raw(app.port, '/assets/index-Old999.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect((await raw(app.port, '/favicon.png')).status).toBe(404);
  });

  it('sends brotli first, then gzip, to a client that accepts them, and plain bytes otherwise', async () => {
    const brotli = await raw(app.port, '/assets/index-AbC123.js', 'GET', { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    // Hashed assets are immutable: nothing to revalidate, so no ETag on them.
    expect(brotli.headers.etag).toBeUndefined();
    expect(brotliDecompressSync(brotli.body).toString()).toBe(assetJs);
    const zipped = await raw(app.port, '/assets/index-AbC123.js', 'GET', { 'Accept-Encoding': 'br;q=0, gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.body.length).toBeGreaterThan(brotli.body.length);
    expect(zipped.headers.vary).toMatch(/^Accept-Encoding\b/);
    expect(gunzipSync(zipped.body).toString()).toBe(assetJs);
    expect(zipped.body.length).toBeLessThan(assetJs.length);
    const refused = await raw(app.port, '/assets/index-AbC123.js', 'GET', { 'Accept-Encoding': 'gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('answers HEAD with headers only, and 304 for a matching ETag', async () => {
    const head = await raw(app.port, '/assets/index-AbC123.js', 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(assetJs));
    const first = await raw(app.port, '/');
    const again = await raw(app.port, '/', 'GET', { 'If-None-Match': String(first.headers.etag) });
    expect(again.status).toBe(304);
  });

  it.each([
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/%2e%2e/secret.txt',
    '/%2E%2E%2Fsecret.txt',
    '/..%5csecret.txt',
    '/index.html%00.js',
    '/%E0%A4%A',
  ])('never serves a file outside the client dir: %s', async (path) => {
    const answer = await raw(app.port, path);
    expect([400, 404]).toContain(answer.status);
    expect(answer.body.toString()).not.toContain('outside the client dir');
  });

  it('does not serve dotfiles of the client dir', async () => {
    const answer = await raw(app.port, '/.env');
    expect(answer.body.toString()).not.toContain('SECRET');
  });

  it('refuses other methods on app paths with JSON', async () => {
    const answer = await raw(app.port, '/formulario', 'DELETE');
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  });
});

describe('request path rules', () => {
  it('decodes safe paths and rejects escapes', () => {
    expect(safeUrlPath('/assets/a%20b.js?x=1')).toBe('/assets/a b.js');
    expect(safeUrlPath('/a/%2e%2e/b')).toBeNull();
    expect(safeUrlPath('/a%00')).toBeNull();
    expect(safeUrlPath('/a%5C..%5Cb')).toBeNull();
  });

  it('reads Accept-Encoding with q-values', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'gzip')).toBe(true);
    expect(acceptsEncoding('br;q=1, gzip;q=0', 'gzip')).toBe(false);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding('identity', 'gzip')).toBe(false);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('gzip, deflate, br, zstd', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false);
  });
});

describe('content types', () => {
  it.each([
    ['/a.js', 'text/javascript; charset=utf-8'],
    ['/a.css', 'text/css; charset=utf-8'],
    ['/a.html', 'text/html; charset=utf-8'],
    ['/a.svg', 'image/svg+xml'],
    ['/a.png', 'image/png'],
    ['/a.JPG', 'image/jpeg'],
    ['/a.webp', 'image/webp'],
    ['/favicon.ico', 'image/x-icon'],
    ['/manifest.json', 'application/json; charset=utf-8'],
    ['/fonts/a.woff2', 'font/woff2'],
    ['/robots.txt', 'text/plain; charset=utf-8'],
    ['/LICENSE', 'application/octet-stream'],
  ])('%s is sent as %s', (path, type) => {
    expect(contentTypeOf(path)).toBe(type);
  });
});
