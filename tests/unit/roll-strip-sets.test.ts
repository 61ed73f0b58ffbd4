import { describe, expect, it } from 'vitest';
import { planRoll, rollFigures } from '@/domain/roll-nesting';
import { layoutProblems } from '../nesting/layout-check';
import { BKW_SETS, HT_SETS, stripPieces, stripSettings } from '../nesting/strip-sets/strip-sets';
import type { StripInstance } from '../nesting/strip-sets/strip-instance';

/** The plan's length over the known optimum, less one. */
function gap(instance: StripInstance): number {
  const pieces = stripPieces(instance);
  const settings = stripSettings(instance);
  const layout = planRoll(pieces, settings);
  expect(layoutProblems(pieces, settings, layout)).toEqual([]);
  return rollFigures(pieces, settings, layout).lengthMm / instance.optimum - 1;
}

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('the public strip-packing sets', () => {
  it('are the perfect packings the papers describe (a guard on the copied fixtures)', () => {
    const counts = [...HT_SETS, ...BKW_SETS].map((instance) => instance.items.reduce((n, [, , count]) => n + count, 0));
    expect(counts).toEqual([16, 17, 16, 25, 25, 25, 28, 29, 28, 49, 49, 49, 73, 73, 73, 97, 97, 97, 196, 197, 196, 10, 20, 30, 40, 50, 60, 70, 80, 100, 200, 300, 500, 3152]);
    for (const instance of [...HT_SETS, ...BKW_SETS].filter((set) => set.name !== 'C7P3')) {
      const area = instance.items.reduce((sum, [w, h, count]) => sum + w * h * count, 0);
      expect(area, instance.name).toBe(instance.width * instance.optimum);
    }
  });

  it('Hopper & Turton C1–C7: within a mean 3 % of the optimum', () => {
    expect(mean(HT_SETS.map(gap))).toBeLessThanOrEqual(0.03);
  }, 120_000);

  it('Burke, Kendall & Whitwell N1–N13: within a mean 3 % of the optimum', () => {
    expect(mean(BKW_SETS.map(gap))).toBeLessThanOrEqual(0.03);
  }, 240_000);
});
