/**
 * The photo's way from the shopper's choice to the preview, on the page's performance timeline as
 * `mgm:photo …` measures (any profiler shows them; `npm run bench` prints them): the worker's steps,
 * shifted from its clock to the page's, and the page's own.
 */
import { MAX_TIMING } from '@/domain/stats-events';
import { countStats, countStep } from '@/platform/stats/stats-queue';
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

const since = (chosenAt: number): number => Math.min(MAX_TIMING, Math.round(performance.now() - chosenAt));

/** «Estadísticas»: the photo's first pixels on the preview (its placeholder counts), and the step «Subió una foto». */
export function countFirstPixels(chosenAt: number): void {
  countStats({ n: 'primeros-pixeles', v: since(chosenAt) });
  countStep('foto');
}

/** «Estadísticas»: the photo ready, its preview drawn and «Quitar foto» offered. */
export function countPhotoReady(chosenAt: number, firstPixels: boolean): void {
  countStats({ n: 'lista', v: since(chosenAt) });
  if (firstPixels) countFirstPixels(chosenAt);
}
