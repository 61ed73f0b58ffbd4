/**
 * One day's figures: counters named by keys from the closed set (src/domain/stats-events.ts) and one
 * histogram per timing and device class. Nothing else, so a day holds at most a fixed number of
 * keys, each number at most Number.MAX_SAFE_INTEGER: its file has a fixed maximum size.
 */
import { MODES, PRESETS, type Mode } from '../../src/domain/modes';
import {
  BROWSERS, CUSTOM_SIZE, DEVICES, FUNNEL_STEPS, OTHER_EVENTS, REFUSAL_REASONS, SEND_PROBLEMS, TIMINGS,
  type Browser, type Device, type FunnelStep, type StatsEvent, type Timing,
} from '../../src/domain/stats-events';
import { addHistograms, BUCKET_COUNT, bucketOf, emptyHistogram } from './histogram';

export interface DayCounts {
  /** `paso|step|device|mode|browser`, `medida|mode|size|device`, `evento|name|reason|device` → count. */
  readonly counts: Record<string, number>;
  /** `timing|device` → the histogram's counts. */
  readonly timings: Record<string, number[]>;
}

export const stepKey = (step: FunnelStep, device: Device, mode: Mode, browser: Browser): string => `paso|${step}|${device}|${mode}|${browser}`;
export const sizeKey = (mode: Mode, size: string, device: Device): string => `medida|${mode}|${size}|${device}`;
export const eventKey = (name: string, reason: string, device: Device): string => `evento|${name}|${reason}|${device}`;
export const timingKey = (timing: Timing, device: Device): string => `${timing}|${device}`;

const reasonsOf = (name: (typeof OTHER_EVENTS)[number]): readonly string[] => {
  if (name === 'rechazo') return REFUSAL_REASONS;
  return name === 'error-envio' ? SEND_PROBLEMS : [''];
};

/** Every mode and size pair an event can name. */
const eventSizes = MODES.flatMap((mode) => [...PRESETS[mode].map((preset) => [mode, preset.code] as const), [mode, CUSTOM_SIZE] as const]);

/** Every counter's key a day may hold: the file's schema. */
export const countKeys: ReadonlySet<string> = new Set(
  DEVICES.flatMap((device) => [
    ...FUNNEL_STEPS.flatMap((step) => MODES.flatMap((mode) => BROWSERS.map((browser) => stepKey(step, device, mode, browser)))),
    ...eventSizes.map(([mode, size]) => sizeKey(mode, size, device)),
    ...OTHER_EVENTS.flatMap((name) => reasonsOf(name).map((reason) => eventKey(name, reason, device))),
  ]),
);
export const timingKeys: ReadonlySet<string> = new Set(DEVICES.flatMap((device) => TIMINGS.map((timing) => timingKey(timing, device))));

export const emptyDay = (): DayCounts => ({ counts: {}, timings: {} });

function bump(day: DayCounts, key: string): void {
  day.counts[key] = (day.counts[key] ?? 0) + 1;
}

/** Adds one checked event, with the browser family the server read from the request. */
export function countEvent(day: DayCounts, event: StatsEvent, browser: Browser): void {
  if ('s' in event) {
    bump(day, stepKey(event.n, event.d, event.m, browser));
    // The sizes' table: the size each shopper went on to the form with.
    if (event.n === 'formulario') bump(day, sizeKey(event.m, event.s, event.d));
  } else if ('v' in event) {
    const key = timingKey(event.n, event.d);
    const histogram = day.timings[key] ?? emptyHistogram();
    const bucket = bucketOf(event.v);
    histogram[bucket] = (histogram[bucket] ?? 0) + 1;
    day.timings[key] = histogram;
  } else {
    bump(day, eventKey(event.n, 'r' in event ? event.r : '', event.d));
  }
}

/** Adds an order the server stored. */
export function countOrder(day: DayCounts, device: Device, mode: Mode, browser: Browser): void {
  bump(day, stepKey('pedido', device, mode, browser));
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A day read back from its file, or null when the file is not one of ours or damaged. */
export function readDay(value: unknown): DayCounts | null {
  if (typeof value !== 'object' || value === null) return null;
  const { counts, timings } = value as Partial<Record<keyof DayCounts, unknown>>;
  if (typeof counts !== 'object' || counts === null || typeof timings !== 'object' || timings === null) return null;
  const countEntries = Object.entries(counts);
  const timingEntries = Object.entries(timings);
  if (!countEntries.every(([key, count]) => countKeys.has(key) && isCount(count))) return null;
  const histogramOk = ([key, list]: [string, unknown]) => timingKeys.has(key) && Array.isArray(list) && list.length === BUCKET_COUNT && list.every(isCount);
  if (!timingEntries.every(histogramOk)) return null;
  return { counts: Object.fromEntries(countEntries), timings: Object.fromEntries(timingEntries as [string, number[]][]) };
}

/** Adds `from`'s figures to `into`'s. */
export function addDay(into: DayCounts, from: DayCounts): void {
  for (const [key, count] of Object.entries(from.counts)) into.counts[key] = (into.counts[key] ?? 0) + count;
  for (const [key, list] of Object.entries(from.timings)) {
    const histogram = into.timings[key] ?? emptyHistogram();
    addHistograms(histogram, list);
    into.timings[key] = histogram;
  }
}
