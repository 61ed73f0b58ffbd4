import { describe, expect, it } from 'vitest';
import { browserFamily } from '../../server/stats/browser-family';
import { defaultEventsPerMinute, statsRateFromEnv } from '../../server/stats/stats-plugin';
import { addDay, countEvent, countKeys, countOrder, emptyDay, readDay, sizeKey, stepKey, timingKeys } from '../../server/stats/day-counts';
import { BUCKET_COUNT, BUCKET_EDGES, bucketOf, emptyHistogram, percentile75, TIMING_GOALS } from '../../server/stats/histogram';

function histogramOf(values: readonly number[]): number[] {
  const counts = emptyHistogram();
  for (const value of values) counts[bucketOf(value)] = (counts[bucketOf(value)] ?? 0) + 1;
  return counts;
}

describe('the timings’ histograms', () => {
  it('put every goal on an edge, so «p75 within the goal» is exact', () => {
    for (const goal of Object.values(TIMING_GOALS)) expect(BUCKET_EDGES).toContain(goal);
    expect(percentile75(histogramOf([2400, 2500, 2500, 100]))).toBe(2500);
    expect(percentile75(histogramOf([2400, 2501, 2501, 100]))).toBeGreaterThan(2500);
  });

  it('give the 75th percentile within a bucket (12 %) of the true one', () => {
    const values = Array.from({ length: 1000 }, (_, i) => 50 + i * 3);
    const truth = values[Math.ceil(values.length * 0.75) - 1] ?? 0;
    const p75 = percentile75(histogramOf(values)) ?? 0;
    expect(p75).toBeGreaterThanOrEqual(truth);
    expect(p75).toBeLessThanOrEqual(truth * 1.13);
    expect(percentile75(emptyHistogram())).toBeNull();
    expect(percentile75(histogramOf([599_000]))).toBe(600_000);
  });
});

describe('a day’s figures', () => {
  it('count steps by device, mode and browser, sizes on the way to the form, and orders', () => {
    const day = emptyDay();
    countEvent(day, { n: 'formulario', d: 'Tablet', m: 'Pro', s: 'LP' }, 'Firefox');
    countEvent(day, { n: 'formulario', d: 'Tablet', m: 'Pro', s: 'LP' }, 'Firefox');
    countEvent(day, { n: 'CLS', d: 'Tablet', m: 'Pro', v: 95 }, 'Firefox');
    countOrder(day, 'Teléfono', 'Alfombra', 'Samsung');
    expect(day.counts[stepKey('formulario', 'Tablet', 'Pro', 'Firefox')]).toBe(2);
    expect(day.counts[sizeKey('Pro', 'LP', 'Tablet')]).toBe(2);
    expect(day.counts[stepKey('pedido', 'Teléfono', 'Alfombra', 'Samsung')]).toBe(1);
    const sum = emptyDay();
    addDay(sum, day);
    addDay(sum, day);
    expect(sum.counts[sizeKey('Pro', 'LP', 'Tablet')]).toBe(4);
    expect(percentile75(sum.timings['CLS|Tablet'] ?? [])).toBe(100);
  });

  it('read back only keys and numbers of the closed set: anything else is a damaged file', () => {
    const day = emptyDay();
    countOrder(day, 'Tablet', 'Pro', 'Chrome');
    expect(readDay(JSON.parse(JSON.stringify(day)))).toEqual(day);
    expect(readDay({ counts: { 'paso|editor|x': 1 }, timings: {} })).toBeNull();
    expect(readDay({ counts: { [stepKey('editor', 'Tablet', 'Pro', 'Chrome')]: -1 }, timings: {} })).toBeNull();
    expect(readDay({ counts: {}, timings: { 'LCP|Tablet': [1, 2] } })).toBeNull();
    expect(readDay([])).toBeNull();
  });

  it('fit in 64 KB with every key at its largest, whatever the traffic', () => {
    const big = Number.MAX_SAFE_INTEGER;
    const fullest = {
      counts: Object.fromEntries([...countKeys].map((key) => [key, big])),
      timings: Object.fromEntries([...timingKeys].map((key) => [key, new Array<number>(BUCKET_COUNT).fill(big)])),
    };
    expect(readDay(fullest)).not.toBeNull();
    expect(Buffer.byteLength(`${JSON.stringify(fullest)}\n`)).toBeLessThanOrEqual(64 * 1024);
  });
});

describe('the browser family', () => {
  it('keeps only one coarse word of the User-Agent', () => {
    const samsung = 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
    const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
    const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
    const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect([samsung, iphone, firefox, chrome, 'curl/8.0', undefined].map(browserFamily)).toEqual(['Samsung', 'Safari', 'Firefox', 'Chrome', 'Otro', 'Otro']);
  });
});

describe('STATS_RATE_LIMIT', () => {
  it('takes a whole number from 1, else the default rate', () => {
    expect(statsRateFromEnv({ STATS_RATE_LIMIT: ' 60 ' })).toBe(60);
    for (const value of [undefined, '', '0', '-5', '2.5', 'mucho']) expect(statsRateFromEnv({ STATS_RATE_LIMIT: value })).toBe(defaultEventsPerMinute);
  });
});
