/**
 * The roll's nesting against issue 44's goals, measured side by side in one run, in Node alone (no
 * page, no web server): 40 fixed-seed batches per material of 20, 50 and 100 pieces (the store's
 * default settings: 0.5 cm apart, 1.5 cm margins, 5 m panels) against a naive shelf and
 * maxrects-packer, the cost of the panels against one unbounded strip, the time to nest 50 pieces,
 * and the public sets' mean gap to their optimum. Timings on a shared machine are wall and CPU time
 * as measured, not a promise.
 */
import { test } from '@playwright/test';
import { MODES } from '../../src/domain/modes';
import { planRoll, rollFigures } from '../../src/domain/roll-nesting';
import { BATCHES_PER_SIZE, BATCH_SIZES, defaultSettings, rollBatch } from '../nesting/roll-batches';
import { BKW_SETS, HT_SETS, stripPieces, stripSettings } from '../nesting/strip-sets/strip-sets';
import type { StripInstance } from '../nesting/strip-sets/strip-instance';
import { formatTable, median, percentile } from './bench-table';
import { betterMaxrectsMode, measureBatch, saving, splitCost, type BatchFigures } from './nesting-measure';

const BATCHES = Number(process.env.BENCH_NESTING_BATCHES ?? BATCHES_PER_SIZE);
const pct = (share: number) => `${(share * 100).toFixed(1)} %`;
const ratios = (batches: readonly BatchFigures[]) => batches.map((b) => b.ours / b.bound);

function gapOf(instance: StripInstance): number {
  const pieces = stripPieces(instance);
  const settings = stripSettings(instance);
  return rollFigures(pieces, settings, planRoll(pieces, settings)).lengthMm / instance.optimum - 1;
}

function batchRows(measured: Map<string, BatchFigures[]>, mode: string): string[][] {
  return [...measured].map(([label, batches]) => [
    label,
    median(ratios(batches)).toFixed(3),
    percentile(ratios(batches), 0.9).toFixed(3),
    pct(saving(batches, (b) => b.naive)),
    pct(saving(batches, (b) => b.maxrects[mode] ?? Infinity)),
    pct(splitCost(batches)),
    median(batches.map((b) => b.cpuMs)).toFixed(0),
    median(batches.map((b) => b.wallMs)).toFixed(0),
  ]);
}

function goalRows(all: readonly BatchFigures[], measured: Map<string, BatchFigures[]>, mode: string, gaps: readonly [number, number]): string[][] {
  const at = (size: number) => [...measured].filter(([label]) => label.endsWith(` ${size}`)).map(([, batches]) => batches);
  const worstMedian = (size: number) => Math.max(...at(size).map((b) => median(ratios(b))));
  const worstP90 = (size: number) => Math.max(...at(size).map((b) => percentile(ratios(b), 0.9)));
  const fifty = at(50).flat();
  const row = (measure: string, goal: string, value: string, met: boolean) => [measure, goal, value, met ? 'yes' : 'NO'];
  return [
    row('Median ÷ bound, 50 and 100 pieces (worst material)', '≤ 1.15', Math.max(worstMedian(50), worstMedian(100)).toFixed(3), Math.max(worstMedian(50), worstMedian(100)) <= 1.15),
    row('90th percentile ÷ bound, 50 and 100 (worst)', '≤ 1.20', Math.max(worstP90(50), worstP90(100)).toFixed(3), Math.max(worstP90(50), worstP90(100)) <= 1.2),
    row('Median ÷ bound, 20 pieces (worst material)', '≤ 1.18', worstMedian(20).toFixed(3), worstMedian(20) <= 1.18),
    row('Less roll than a naive shelf (all batches)', '≥ 18 %', pct(saving(all, (b) => b.naive)), saving(all, (b) => b.naive) >= 0.18),
    row(`Less roll than maxrects-packer ${mode}`, '≥ 3 %', pct(saving(all, (b) => b.maxrects[mode] ?? Infinity)), saving(all, (b) => b.maxrects[mode] ?? Infinity) >= 0.03),
    row('C1–C7 mean gap to the optimum', '≤ 3 %', pct(gaps[0]), gaps[0] <= 0.03),
    row('N1–N13 mean gap to the optimum', '≤ 3 %', pct(gaps[1]), gaps[1] <= 0.03),
    row('50 pieces: median wall time (CPU time)', '≤ 500 ms', `${median(fifty.map((b) => b.wallMs)).toFixed(0)} ms (${median(fifty.map((b) => b.cpuMs)).toFixed(0)} ms)`, median(fifty.map((b) => b.wallMs)) <= 500),
    row('5 m panels against one unbounded strip', '≤ 4 %', pct(splitCost(all)), splitCost(all) <= 0.04),
  ];
}

test('roll nesting benchmark', () => {
  test.setTimeout(3_600_000);
  const measured = new Map<string, BatchFigures[]>();
  for (const mode of MODES) {
    for (const size of BATCH_SIZES) {
      const batches = Array.from({ length: BATCHES }, (_, index) => measureBatch(rollBatch(mode, size, index), defaultSettings(mode)));
      measured.set(`${mode} ${size}`, batches);
    }
  }
  const all = [...measured.values()].flat();
  const mode = betterMaxrectsMode(all);
  const mean = (sets: readonly StripInstance[]) => sets.map(gapOf).reduce((a, b) => a + b, 0) / sets.length;
  const gaps = [mean(HT_SETS), mean(BKW_SETS)] as const;
  const head = ['Batches', 'Median ÷ bound', 'p90 ÷ bound', 'vs naive shelf', `vs maxrects ${mode}`, '5 m panels', 'CPU ms', 'Wall ms'];
  console.log(`\nRoll nesting, ${BATCHES} batches each (maxrects-packer's better mode: ${mode})\n${formatTable(head, batchRows(measured, mode))}`);
  console.log(`\nGoals (issue 44)\n${formatTable(['Measure', 'Goal', 'Measured', 'Met'], goalRows(all, measured, mode, gaps))}`);
});
