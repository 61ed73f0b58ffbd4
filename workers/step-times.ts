/**
 * How long each step of a job took in the worker, sent back with its result so the page can put the
 * steps on its own performance timeline (src/image/photo-timing.ts): the worker's clock starts at
 * its own time origin, which the page shifts by.
 */
export interface StepTime {
  readonly name: string;
  readonly start: number;
  readonly end: number;
}

export interface StepTimes {
  /** The worker's performance.timeOrigin. */
  readonly origin: number;
  readonly steps: StepTime[];
}

/** Ends a step now: the one begun at the clock's last step, or at `since` for a step that ran beside others. */
export type Step = (name: string, since?: number) => void;

export function stepClock(): { readonly times: StepTimes; readonly step: Step } {
  const times: StepTimes = { origin: performance.timeOrigin, steps: [] };
  let last = performance.now();
  return {
    times,
    step: (name, since) => {
      const now = performance.now();
      times.steps.push({ name, start: since ?? last, end: now });
      if (since === undefined) last = now;
    },
  };
}
