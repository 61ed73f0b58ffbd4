/**
 * The page's main-thread tasks from a Chromium trace, with the CPU time each one really used.
 * A task's wall time also counts the time the thread waited for a core; on the two-core CI machine,
 * which also runs the server and the image worker, that wait can make a task look long.
 */
export interface TraceEvent {
  readonly name?: string;
  readonly ph?: string;
  readonly pid?: number;
  readonly tid?: number;
  readonly ts?: number;
  readonly dur?: number;
  readonly tdur?: number;
}

export interface MainThreadTask {
  /** Milliseconds after the mark. */
  readonly at: number;
  readonly wallMs: number;
  readonly cpuMs: number;
}

/**
 * Every top-level task (`RunTask`, category disabled-by-default-devtools.timeline) of the thread
 * that made the user-timing mark `mark`, from the mark on.
 */
export function mainThreadTasks(events: readonly TraceEvent[], mark: string): MainThreadTask[] {
  const marked = events.find((event) => event.name === mark && event.ts !== undefined);
  if (!marked?.ts) throw new Error(`The trace has no "${mark}" mark: record blink.user_timing`);
  const from = marked.ts;
  return events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === marked.pid && event.tid === marked.tid)
    .filter((event) => (event.ts ?? 0) >= from)
    .map((event) => ({ at: ((event.ts ?? 0) - from) / 1000, wallMs: (event.dur ?? 0) / 1000, cpuMs: (event.tdur ?? 0) / 1000 }));
}
