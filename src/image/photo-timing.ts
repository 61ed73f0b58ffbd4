/**
 * The photo's way from the shopper's choice to the preview, on the page's performance timeline as
 * `mgm:photo …` measures (any profiler shows them; `npm run bench` prints them): the worker's steps,
 * shifted from its clock to the page's, and the page's own.
 */
import type { StepTimes } from '../../workers/step-times';

const PREFIX = 'mgm:photo ';

export function measurePhotoStep(name: string, start: number, end = performance.now()): void {
  if (typeof performance.measure !== 'function') return;
  performance.measure(PREFIX + name, { start, end: Math.max(start, end) });
}

/** The worker's steps of one photo chosen at `chosenAt`, and the waits before and after them. */
export function measureWorkerSteps(times: StepTimes, chosenAt: number): void {
  const shift = times.origin - performance.timeOrigin;
  const first = times.steps[0];
  const last = times.steps.at(-1);
  if (!first || !last) return;
  measurePhotoStep('to worker', chosenAt, first.start + shift);
  for (const step of times.steps) measurePhotoStep(step.name, step.start + shift, step.end + shift);
  measurePhotoStep('back from worker', last.end + shift);
}
