/**
 * What «Estadísticas» shows, from the days' files: the funnel, the daily visits and orders, the sizes,
 * the refusals and errors, and the field timings' p75 by device class. Pure: the files are read before.
 */
import type { Mode } from '../../src/domain/modes';
import { DEVICES, FUNNEL_STEPS, TIMINGS, type Device, type FunnelStep, type Timing } from '../../src/domain/stats-events';
import { addHistograms, emptyHistogram, histogramTotal, percentile75 } from './histogram';
import type { DayRead } from './stats-files';
import { timingKey } from './day-counts';

export interface StatsFilter {
  readonly device: Device | null;
  readonly mode: Mode | null;
}

export interface NamedDay {
  readonly name: string;
  readonly read: DayRead;
}

export interface DayLine {
  readonly day: string;
  /** null for a damaged day, which is skipped. */
  readonly steps: Readonly<Record<FunnelStep, number>> | null;
  readonly events: Readonly<Record<string, number>>;
}

export interface TimingFigure {
  readonly p75: number | null;
  readonly visits: number;
}

export interface StatsSummary {
  readonly lines: readonly DayLine[];
  readonly damaged: readonly string[];
  readonly funnel: Readonly<Record<FunnelStep, number>>;
  /** `mode|size` → count, largest first. */
  readonly sizes: readonly (readonly [string, number])[];
  /** `name|reason` → count, largest first. */
  readonly events: readonly (readonly [string, number])[];
  readonly timings: Readonly<Record<Device, Readonly<Record<Timing, TimingFigure>>>>;
}

const zeroSteps = (): Record<FunnelStep, number> => Object.fromEntries(FUNNEL_STEPS.map((step) => [step, 0])) as Record<FunnelStep, number>;

const matches = (filter: StatsFilter, device: string | undefined, mode: string | undefined): boolean =>
  (filter.device === null || filter.device === device) && (filter.mode === null || filter.mode === mode);

function add(into: Record<string, number>, key: string, count: number): void {
  into[key] = (into[key] ?? 0) + count;
}

/** One day's counters, filtered: its funnel, its sizes and its other events. */
function dayLine(name: string, counts: Readonly<Record<string, number>>, filter: StatsFilter, sizes: Record<string, number>): DayLine {
  const steps = zeroSteps();
  const events: Record<string, number> = {};
  for (const [key, count] of Object.entries(counts)) {
    const [kind, a = '', b = '', c, d] = key.split('|');
    if (kind === 'paso' && matches(filter, b, c)) steps[a as FunnelStep] += count;
    else if (kind === 'medida' && matches(filter, d, a)) add(sizes, `${a}|${b}`, count);
    else if (kind === 'evento' && matches(filter, c, undefined)) add(events, `${a}|${b}`, count);
  }
  return { day: name, steps, events };
}

function timingFigures(days: readonly NamedDay[]): StatsSummary['timings'] {
  const figure = (device: Device, timing: Timing): TimingFigure => {
    const sum = emptyHistogram();
    for (const { read } of days) if (read.kind === 'ok') addHistograms(sum, read.day.timings[timingKey(timing, device)] ?? []);
    return { p75: percentile75(sum), visits: histogramTotal(sum) };
  };
  const rows = (device: Device) => Object.fromEntries(TIMINGS.map((timing) => [timing, figure(device, timing)])) as Record<Timing, TimingFigure>;
  return Object.fromEntries(DEVICES.map((device) => [device, rows(device)])) as StatsSummary['timings'];
}

const largestFirst = (record: Readonly<Record<string, number>>) => Object.entries(record).filter(([, count]) => count > 0).sort((x, y) => y[1] - x[1]);

/** Days in order, oldest first; a missing day reads as zero, a damaged one is skipped and listed. */
export function summarize(days: readonly NamedDay[], filter: StatsFilter): StatsSummary {
  const sizes: Record<string, number> = {};
  const events: Record<string, number> = {};
  const funnel = zeroSteps();
  const lines = days.map(({ name, read }): DayLine => {
    if (read.kind === 'damaged') return { day: name, steps: null, events: {} };
    const line = dayLine(name, read.kind === 'ok' ? read.day.counts : {}, filter, sizes);
    for (const step of FUNNEL_STEPS) funnel[step] += line.steps?.[step] ?? 0;
    for (const [key, count] of Object.entries(line.events)) add(events, key, count);
    return line;
  });
  const damaged = days.filter(({ read }) => read.kind === 'damaged').map(({ name }) => name);
  return { lines, damaged, funnel, sizes: largestFirst(sizes), events: largestFirst(events), timings: timingFigures(days) };
}
