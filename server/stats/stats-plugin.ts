import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { MAX_EVENT_BYTES, readStatsEvent, STATS_PATH } from '../../src/domain/stats-events';
import { sendJson } from '../http-utils';
import type { StatsCollector } from './collector';
import { browserOf, privacyAsked } from './privacy';

export interface StatsRouteOptions {
  readonly collector: StatsCollector;
  /** Events one address may send a minute; a visit sends about a dozen. */
  readonly perMinute?: number;
}

/** Two dozen visits a minute from one address (a shop's or a school's shared connection) fit. */
export const defaultEventsPerMinute = 300;

/** STATS_RATE_LIMIT: events one address may send a minute (a whole number from 1), else the default. */
export function statsRateFromEnv(env: NodeJS.ProcessEnv): number {
  const value = Number(env.STATS_RATE_LIMIT?.trim());
  return Number.isSafeInteger(value) && value >= 1 ? value : defaultEventsPerMinute;
}

const badEvent = { errors: [{ code: 'EVENTO', message: 'Este evento no es uno de los que cuenta la tienda: no se guardó.' }] };

function parseJson(body: unknown): unknown {
  if (typeof body !== 'string') return null;
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}

/**
 * POST /eventos: one anonymous event a request, as `navigator.sendBeacon` sends it (text/plain). The
 * address's rate comes first (before the body is read), then the size (1 KB), then the closed set:
 * anything else gets 400 and counts nothing. A browser asking not to be tracked is answered 204 and
 * not counted. The answer never says more than that.
 */
export const statsRoute: FastifyPluginAsync<StatsRouteOptions> = async (app, { collector, perMinute = defaultEventsPerMinute }) => {
  await app.register(rateLimit, { global: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES }, (_request, body, done) => done(null, body));
  const config = { rateLimit: { max: perMinute, timeWindow: 60_000 } };
  app.post(STATS_PATH, { bodyLimit: MAX_EVENT_BYTES, config }, async (request, reply) => {
    if (privacyAsked(request.headers)) return reply.code(204).header('cache-control', 'no-store').send();
    const event = readStatsEvent(parseJson(request.body));
    if (!event) return sendJson(reply, 400, badEvent);
    collector.count(event, browserOf(request.headers));
    return reply.code(204).header('cache-control', 'no-store').send();
  });
};
