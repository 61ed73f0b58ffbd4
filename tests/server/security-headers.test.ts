import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLOR_PICKER_STYLE_HASH, connectOriginsFromEnv } from '../../server/security-headers';
import { startTestServer } from './app-server-harness';
import type { RunningServer } from './app-server-harness';

let app: RunningServer;
beforeAll(async () => {
  app = await startTestServer({ connectOrigins: ['https://formspree.io', 'https://vitals.example'] });
});
afterAll(() => app.close());

function directives(header: string | null): Map<string, string> {
  return new Map((header ?? '').split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values.join(' ')]));
}

describe('security headers on the app\'s pages', () => {
  it.each(['/', '/formulario', '/no/existe'])('%s carries the CSP, frame protection and permissions policy', async (path) => {
    const answer = await fetch(`${app.baseUrl}${path}`);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = directives(answer.headers.get('content-security-policy'));
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': "'self'",
      'script-src': "'self' 'wasm-unsafe-eval'",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'none'",
      'form-action': "'self'",
      'img-src': "'self' blob: data:",
      'style-src': `'self' ${COLOR_PICKER_STYLE_HASH}`,
      'worker-src': "'self' blob:",
      'connect-src': "'self' https://formspree.io https://vitals.example",
    });
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows the colour picker’s own stylesheet by its hash, exactly as the installed react-colorful writes it', () => {
    const bundle = readFileSync('node_modules/react-colorful/dist/index.mjs', 'utf8');
    const literal = /innerHTML='((?:[^'\\]|\\.)*)'/.exec(bundle)?.[1] ?? '';
    const sheet = literal.replace(/\\(.)/g, '$1');
    expect(sheet).toContain('.react-colorful{');
    expect(COLOR_PICKER_STYLE_HASH).toBe(`'sha256-${createHash('sha256').update(sheet).digest('base64')}'`);
  });

  it('never allows inline scripts or styles', async () => {
    const csp = (await fetch(app.baseUrl)).headers.get('content-security-policy') ?? '';
    // 'wasm-unsafe-eval' lets WebAssembly compile, and no JavaScript string run.
    expect(csp).not.toMatch(/unsafe-inline|'unsafe-eval'/);
  });

  it.each(['script', 'style', 'image', 'font'])('leaves the document-only headers off a file fetched as %s', async (dest) => {
    const answer = await fetch(`${app.baseUrl}/assets/index-AbC123.js`, { headers: { 'sec-fetch-dest': dest } });
    expect(answer.status).toBe(200);
    for (const name of ['content-security-policy', 'x-frame-options', 'permissions-policy', 'cross-origin-opener-policy', 'referrer-policy']) {
      expect(answer.headers.get(name), name).toBeNull();
    }
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding, Sec-Fetch-Dest');
  });

  it.each([['worker'], ['document'], ['empty'], [undefined]])('keeps the whole policy on a file fetched as %s', async (dest) => {
    const answer = await fetch(`${app.baseUrl}/assets/index-AbC123.js`, { headers: dest ? { 'sec-fetch-dest': dest } : {} });
    // A worker runs under its script's own CSP; a navigation or an unknown client may render it.
    expect(directives(answer.headers.get('content-security-policy')).get('connect-src')).toBe("'self' https://formspree.io https://vitals.example");
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('vary')).toBe('Accept-Encoding, Sec-Fetch-Dest');
  });

  it('reads the connect origins from the build variables', () => {
    expect(connectOriginsFromEnv({ VITE_FORM_ORIGIN: 'https://formspree.io/', VITE_VITALS_ENDPOINT: 'https://v.example/rum?x=1' })).toEqual([
      'https://formspree.io',
      'https://v.example',
    ]);
    expect(connectOriginsFromEnv({ VITE_FORM_ORIGIN: 'javascript:alert(1)' })).toEqual([]);
  });
});
