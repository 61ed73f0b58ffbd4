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

/** A clock whose `step(name)` ends the step begun at the last call (or at creation). */
export function stepClock(): { readonly times: StepTimes; readonly step: (name: string) => void } {
  const times: StepTimes = { origin: performance.timeOrigin, steps: [] };
  let last = performance.now();
  return {
    times,
    step: (name) => {
      const now = performance.now();
      times.steps.push({ name, start: last, end: now });
      last = now;
    },
  };
}
