import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromAllowedPage } from '../origins';
import { loginPage } from './html/login-page';
import type { LoginProblem } from './html/login-page';
import { createLoginGuard } from './login-guard';
import { passwordMatches } from './password';
import { seeOther, sendUnauthorized } from './buzon-replies';
import { createSessions, sessionCookieName } from './sessions';
import type { Sessions } from './sessions';
import { buzonPaths } from '../html/paths';
import { sendPage } from '../html/replies';

declare module 'fastify' {
  /** What a /buzon route tells the access check: public routes need no session; pages redirect instead of 401. */
  interface FastifyContextConfig {
    buzonPublic?: boolean;
    buzonPage?: boolean;
  }
}

const safeMethods = new Set(['GET', 'HEAD']);

const sessionOf = (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName];

/** The session cookie: script cannot read it, other sites never send it, and only /buzon receives it. */
function cookieOptions(request: FastifyRequest) {
  return { path: '/buzon', httpOnly: true, sameSite: 'strict', secure: request.protocol === 'https' } as const;
}

/**
 * Runs before every /buzon route: same origin for changes, then a live session unless the route is public.
 * The origin check is CSRF protection for every change (login included), with no other origin allowed:
 * SameSite=Strict already keeps the cookie off cross-site posts; this also refuses them when a browser
 * ignores SameSite.
 */
function accessCheck(sessions: Sessions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    if (!safeMethods.has(request.method) && !fromAllowedPage(request)) {
      return reply.code(403).header('cache-control', 'no-store').send({ error: 'Este cambio solo se acepta desde las páginas del buzón. Volvé a /buzon y probá de nuevo.' });
    }
    const config = request.routeOptions.config;
    if (config.buzonPublic || sessions.touch(sessionOf(request))) return undefined;
    if (!config.buzonPage) return sendUnauthorized(reply);
    return seeOther(reply, sessionOf(request) ? `${buzonPaths.login}?motivo=vencida` : buzonPaths.login);
  };
}

const showLogin = (reply: FastifyReply, status: number, problem: LoginProblem): FastifyReply => sendPage(reply, status, loginPage(problem));

function addLoginRoutes(app: FastifyInstance, password: string, sessions: Sessions): void {
  const guard = createLoginGuard();
  app.get<{ Querystring: { motivo?: string } }>(buzonPaths.login, { config: { buzonPublic: true } }, async (request, reply) => {
    if (sessions.touch(sessionOf(request))) return seeOther(reply, buzonPaths.list);
    return showLogin(reply, 200, request.query.motivo === 'vencida' ? 'expired' : null);
  });

  app.post<{ Body: { clave?: unknown } }>(buzonPaths.login, { config: { buzonPublic: true } }, async (request, reply) => {
    const waitMs = guard.blockedFor(request.ip);
    if (waitMs > 0) return showLogin(reply.header('retry-after', String(Math.ceil(waitMs / 1000))), 429, 'blocked');
    const attempt = typeof request.body?.clave === 'string' ? request.body.clave : '';
    if (!passwordMatches(password, attempt)) {
      guard.failed(request.ip);
      return showLogin(reply, 401, 'wrong');
    }
    guard.succeeded(request.ip);
    sessions.end(sessionOf(request));
    reply.setCookie(sessionCookieName, sessions.create(), cookieOptions(request));
    return seeOther(reply, buzonPaths.list);
  });

  app.post(buzonPaths.logout, async (request, reply) => {
    sessions.end(sessionOf(request));
    reply.clearCookie(sessionCookieName, cookieOptions(request));
    return seeOther(reply, buzonPaths.login);
  });
}

/** Sessions, the login and logout routes, and the check that runs before every /buzon route. */
export function addBuzonAccess(app: FastifyInstance, password: string, now: () => number = Date.now): void {
  const sessions = createSessions(now);
  app.addHook('onRequest', accessCheck(sessions));
  addLoginRoutes(app, password, sessions);
}
