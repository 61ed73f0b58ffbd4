/**
 * The page's side of «Estadísticas»: the calls the editor and the form make, kept here until the
 * sender (app/stats-beacon.ts) loads once the page is idle, and handed to it from then on. Without
 * the sender (no collector, or a browser asking not to be tracked) at most a few wait and none leave.
 */
import { CUSTOM_SIZE, sizeOfEvent, type PageStep, type StatsEvent } from '@/domain/stats-events';
import type { Mode } from '@/domain/modes';

type Without<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** An event as it leaves the page, before the sender adds the device class. */
export type OutgoingEvent = Without<StatsEvent, 'd'>;
/** Any event but a step: the mode is the editor's. */
export type OtherEvent = Without<Exclude<StatsEvent, { readonly s: string }>, 'd' | 'm'>;

const maxWaiting = 40;
const waiting: OutgoingEvent[] = [];
let sink: ((event: OutgoingEvent) => void) | null = null;
let place: { m: Mode; s: string } = { m: 'Clasic', s: CUSTOM_SIZE };

function queue(event: OutgoingEvent): void {
  if (sink) sink(event);
  else if (waiting.length < maxWaiting) waiting.push(event);
}

/** The editor's mode and size, which every event carries. */
export function setStatsPlace(mode: Mode, sizeCode: string | null): void {
  place = { m: mode, s: sizeOfEvent(mode, sizeCode) };
}

/** A step of the funnel; the sender counts each once a tab session. */
export function countStep(n: PageStep, mode: Mode = place.m, sizeCode?: string | null): void {
  queue({ n, m: mode, s: sizeCode === undefined ? place.s : sizeOfEvent(mode, sizeCode) });
}

export function countStats(event: OtherEvent): void {
  queue({ ...event, m: place.m } as OutgoingEvent);
}

/** The sender takes over: what waited goes first. */
export function drainStats(send: (event: OutgoingEvent) => void): void {
  sink = send;
  for (const event of waiting.splice(0)) send(event);
}
