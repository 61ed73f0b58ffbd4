/**
 * Field timings as fixed log-scale histograms: 20 buckets a decade from 1 to 600,000 (ms, or CLS in
 * thousandths), plus the goals (docs/estadisticas.md) as edges of their own, so «p75 within the goal»
 * is exact. A bucket holds the values above the previous edge up to its own; the last one everything
 * above. A day's histograms so have a fixed length whatever the traffic. Hand-written: a dozen lines,
 * where an HDR histogram library would store far more than the page shows.
 */
import { MAX_TIMING } from '../../src/domain/stats-events';

export const TIMING_GOALS = { LCP: 2500, INP: 200, CLS: 100, 'primeros-pixeles': 300, lista: 1000 } as const;

const perDecade = 20;
const logEdges = Array.from({ length: Math.floor(Math.log10(MAX_TIMING) * perDecade) + 1 }, (_, i) => Number((10 ** (i / perDecade)).toPrecision(3)));

/** The upper edge of each bucket but the last, rising. */
export const BUCKET_EDGES: readonly number[] = [...new Set([...logEdges, ...Object.values(TIMING_GOALS)])].sort((a, b) => a - b);

/** How many counts a histogram holds: one a bucket, and one for everything above the last edge. */
export const BUCKET_COUNT = BUCKET_EDGES.length + 1;

export function emptyHistogram(): number[] {
  return new Array<number>(BUCKET_COUNT).fill(0);
}

/** The bucket of a value: the first whose edge is at least the value (a binary search). */
export function bucketOf(value: number): number {
  let low = 0;
  let high = BUCKET_EDGES.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((BUCKET_EDGES[middle] ?? Infinity) >= value) high = middle;
    else low = middle + 1;
  }
  return low;
}

export function histogramTotal(counts: readonly number[]): number {
  return counts.reduce((sum, count) => sum + count, 0);
}

/**
 * The 75th percentile, as the upper edge of the bucket that holds it (so «≤ p75» is always true),
 * or null without values. Above the last edge it is MAX_TIMING, the largest value accepted.
 */
export function percentile75(counts: readonly number[]): number | null {
  const total = histogramTotal(counts);
  if (total === 0) return null;
  const wanted = Math.ceil(total * 0.75);
  let seen = 0;
  for (const [bucket, count] of counts.entries()) {
    seen += count;
    if (seen >= wanted) return BUCKET_EDGES[bucket] ?? MAX_TIMING;
  }
  return MAX_TIMING;
}

export function addHistograms(into: number[], from: readonly number[]): void {
  for (const [bucket, count] of from.entries()) into[bucket] = (into[bucket] ?? 0) + count;
}
