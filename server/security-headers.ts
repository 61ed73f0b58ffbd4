import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { parseOrigins } from './origins';

/**
 * Browser features the app never uses; denying them keeps a framed or injected page from asking.
 * Only features Chromium knows: an unknown one (such as `bluetooth`) logs an error on every page.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/**
 * Origins the app's pages may send data to besides their own: the hosted form service and the
 * real-user vitals endpoint, read from the same variables the build reads (`npm start` builds and
 * serves with one environment).
 */
export function connectOriginsFromEnv(env: NodeJS.ProcessEnv): string[] {
  return parseOrigins(`${env.VITE_FORM_ORIGIN ?? ''} ${env.VITE_VITALS_ENDPOINT ?? ''}`);
}

/**
 * react-colorful (the background colour picker, issue 22) puts its one fixed stylesheet in a <style>
 * element of its own; this hash allows exactly that text and no other inline style. A test recomputes
 * it from the installed package, so an upgrade that changes the sheet fails there, not in a shop.
 */
export const COLOR_PICKER_STYLE_HASH = "'sha256-I2px+fnpbN4E5+Djrj7aoTIyq9yyREkuVl19f4Sye9A='";

/**
 * The policy the app fully works under: its scripts and styles are files of its own origin (no
 * inline code; React and Konva set styles through CSSOM, which CSP allows), photos are blob: URLs
 * and data: URLs, the image worker may start from a blob:. Its one allowance beyond that is
 * 'wasm-unsafe-eval', which lets a page or worker compile WebAssembly and nothing else (no eval, no
 * inline script): engines without WebCodecs' ImageDecoder (WebKit, so every iPhone) decode the
 * photo's preview with libjpeg-turbo compiled to WebAssembly, a file of the app's own origin
 * (workers/jpeg-turbo.ts).
 */
function helmetOptions(connectOrigins: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'blob:', 'data:'],
        styleSrc: ["'self'", COLOR_PICKER_STYLE_HASH],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...connectOrigins],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS belongs to the TLS proxy in front: sent from here it would bind every subdomain of the store.
    strictTransportSecurity: false,
  };
}

/**
 * What a page fetches as a script, stylesheet, image or font (Sec-Fetch-Dest) is never rendered as a
 * document nor run as a worker, so the headers that govern a document or a worker do nothing on it.
 * Left out there, they stop costing about 1 KB per chunk of a phone's first load (issue 13's budget
 * counts each script as sent). nosniff and Cross-Origin-Resource-Policy stay: they guard subresources.
 */
const SUBRESOURCE_DESTINATIONS: ReadonlySet<string> = new Set(['script', 'style', 'image', 'font']);
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function isSubresourceRequest(secFetchDest: string | string[] | undefined): boolean {
  return typeof secFetchDest === 'string' && SUBRESOURCE_DESTINATIONS.has(secFetchDest);
}

/**
 * Content-Security-Policy, X-Frame-Options DENY, Permissions-Policy and helmet's other headers on
 * every document, worker script and API answer; subresources get only the ones that apply to them.
 */
export function addSecurityHeaders(app: FastifyInstance, connectOrigins: readonly string[]): void {
  // Registered on the root (helmet is not encapsulated), before any route, so every answer gets them.
  void app.register(helmet, helmetOptions(connectOrigins));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    // A cache must not hand a script's lean answer to a navigation or a worker for the same address.
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, Sec-Fetch-Dest` : 'Sec-Fetch-Dest');
    if (isSubresourceRequest(request.headers['sec-fetch-dest'])) DOCUMENT_ONLY_HEADERS.forEach((name) => reply.removeHeader(name));
    return payload;
  });
}
