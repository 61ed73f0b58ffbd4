import { rename } from 'node:fs/promises';
import type { Mode } from '../../src/domain/modes';
import type { Browser, Device, StatsEvent } from '../../src/domain/stats-events';
import { oneAtATime } from '../files/one-at-a-time';
import { addDay, countEvent, countOrder, emptyDay, type DayCounts } from './day-counts';
import { dayFile, dayName, readDayFile, writeDayFile } from './stats-files';

export interface StatsCollector {
  count(event: StatsEvent, browser: Browser): void;
  /** An order the inbox stored: the funnel's last step, counted by the server. */
  orderSent(device: Device, mode: Mode, browser: Browser): void;
  /** Writes what is counted so far (the page asks before it reads the files). */
  flush(): Promise<void>;
  /** Stops the timer and writes the rest: the server's shutdown. */
  close(): Promise<void>;
}

export interface CollectorOptions {
  readonly inboxDir: string;
  /** How long counts wait in memory before they are written: what a crash can lose. */
  readonly flushMs?: number;
  readonly now?: () => Date;
  readonly failed?: (error: unknown) => void;
}

/** At most every 10 s: a crash loses at most that much, and a flood costs one write each 10 s. */
export const defaultFlushMs = 10_000;

/**
 * The counters of the days not yet written, in memory. A flush adds them to each day's file (read,
 * added, replaced atomically), so a restart never needs to load anything and a clock past midnight
 * just starts the next day's file. A damaged file is kept aside (`….json.danado`) and the day starts
 * again from what is in memory.
 */
export function createStatsCollector({ inboxDir, flushMs = defaultFlushMs, now = () => new Date(), failed = () => undefined }: CollectorOptions): StatsCollector {
  let pending = new Map<string, DayCounts>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const queue = oneAtATime();

  const today = (): DayCounts => {
    const name = dayName(now());
    const day = pending.get(name) ?? emptyDay();
    pending.set(name, day);
    timer ??= setTimeout(() => void flush().catch(failed), flushMs).unref();
    return day;
  };

  const writeDay = async (name: string, counts: DayCounts): Promise<void> => {
    const stored = await readDayFile(inboxDir, name);
    if (stored.kind === 'damaged') await rename(dayFile(inboxDir, name), `${dayFile(inboxDir, name)}.danado`);
    const total = stored.kind === 'ok' ? stored.day : emptyDay();
    addDay(total, counts);
    await writeDayFile(inboxDir, name, total);
  };

  const flush = (): Promise<void> =>
    queue(async () => {
      if (timer) clearTimeout(timer);
      timer = null;
      const written = pending;
      pending = new Map();
      for (const [name, counts] of written) {
        try {
          await writeDay(name, counts);
        } catch (error) {
          // Kept for the next flush rather than lost; the next event schedules it.
          const later = pending.get(name) ?? emptyDay();
          addDay(later, counts);
          pending.set(name, later);
          failed(error);
        }
      }
    });

  return {
    count: (event, browser) => countEvent(today(), event, browser),
    orderSent: (device, mode, browser) => countOrder(today(), device, mode, browser),
    flush,
    close: flush,
  };
}
