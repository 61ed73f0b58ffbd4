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
 * The policy the app fully works under: its scripts and styles are files of its own origin (no
 * inline code; React and Konva set styles through CSSOM, which CSP allows), photos are blob: URLs
 * and the favicon a data: URL, the image worker may start from a blob:.
 */
export function helmetOptions(connectOrigins: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        imgSrc: ["'self'", 'blob:', 'data:'],
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

/** Content-Security-Policy, X-Frame-Options DENY, Permissions-Policy and helmet's other headers on every answer. */
export function addSecurityHeaders(app: FastifyInstance, connectOrigins: readonly string[]): void {
  // Registered on the root (helmet is not encapsulated), before any route, so every answer gets them.
  void app.register(helmet, helmetOptions(connectOrigins));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', permissionsPolicy);
  });
}
