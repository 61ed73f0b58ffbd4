import type { FastifyInstance } from 'fastify';
import { isMode } from '../../src/domain/modes';
import { DEVICES, FUNNEL_STEPS, OTHER_EVENTS, type Device } from '../../src/domain/stats-events';
import { buzonPaths } from '../html/paths';
import { attachmentHeader, sendPage } from '../html/replies';
import type { StatsCollector } from '../stats/collector';
import { readLastDays } from '../stats/stats-files';
import { summarize, type StatsFilter, type StatsSummary } from '../stats/stats-summary';
import { STATS_RANGES, statsPage, type StatsRange } from './html/stats-page';

interface StatsQuery {
  readonly dias?: string;
  readonly dispositivo?: string;
  readonly modo?: string;
}

/** What the address asks for; anything unknown falls back to the default (7 days, everyone). */
function readQuery(query: StatsQuery): { range: StatsRange; filter: StatsFilter } {
  const range = STATS_RANGES.find((days) => String(days) === query.dias) ?? 7;
  const device = DEVICES.find((known: Device) => known === query.dispositivo) ?? null;
  return { range, filter: { device, mode: isMode(query.modo) ? query.modo : null } };
}

/** The daily counts as CSV: one row a day, a damaged day's row says so and has no figures. */
function dailyCsv(summary: StatsSummary): string {
  const head = ['dia', ...FUNNEL_STEPS, ...OTHER_EVENTS, 'estado'];
  const rows = summary.lines.map((line) => {
    if (!line.steps) return [line.day, ...FUNNEL_STEPS.map(() => ''), ...OTHER_EVENTS.map(() => ''), 'dañado'];
    const perEvent = OTHER_EVENTS.map((name) => Object.entries(line.events).filter(([key]) => key.startsWith(`${name}|`)).reduce((sum, [, count]) => sum + count, 0));
    return [line.day, ...FUNNEL_STEPS.map((step) => line.steps?.[step] ?? 0), ...perEvent, 'ok'];
  });
  return `${[head, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * /buzon/estadisticas and its CSV, behind /buzon's session like every page there. What the collector
 * holds in memory is written first, so the page shows every count up to now.
 */
export function addStatsRoutes(app: FastifyInstance, inboxDir: string, collector: StatsCollector, now: () => Date = () => new Date()): void {
  const load = async (query: StatsQuery) => {
    const { range, filter } = readQuery(query);
    await collector.flush();
    return { range, filter, summary: summarize(await readLastDays(inboxDir, now(), range), filter) };
  };
  app.get<{ Querystring: StatsQuery }>(buzonPaths.stats, { config: { buzonPage: true } }, async (request, reply) => sendPage(reply, 200, statsPage(await load(request.query))));
  app.get<{ Querystring: StatsQuery }>(buzonPaths.statsCsv, { config: { buzonPage: true } }, async (request, reply) => {
    const { summary, range } = await load(request.query);
    return reply
      .headers({ 'content-type': 'text/csv; charset=utf-8', 'cache-control': 'no-store', 'content-disposition': attachmentHeader(`estadisticas-${range}-dias.csv`) })
      .send(dailyCsv(summary));
  });
}
