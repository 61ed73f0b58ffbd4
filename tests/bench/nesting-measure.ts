/** One batch measured side by side: the packer (5 m panels and one unbounded strip) and its rivals. */
import { planRoll, rollFigures } from '../../src/domain/roll-nesting';
import type { RollPiece, RollSettings } from '../../src/domain/roll-plan';
import { MAXRECTS_MODES, maxrectsLength, naiveShelfLength } from './nesting-rivals';

export interface BatchFigures {
  readonly ours: number;
  readonly unbounded: number;
  readonly bound: number;
  readonly naive: number;
  /** maxrects-packer's roll per mode name. */
  readonly maxrects: Readonly<Record<string, number>>;
  readonly wallMs: number;
  readonly cpuMs: number;
}

export function measureBatch(pieces: readonly RollPiece[], settings: RollSettings): BatchFigures {
  const cpu = process.cpuUsage();
  const start = performance.now();
  const layout = planRoll(pieces, settings);
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const figures = rollFigures(pieces, settings, layout);
  const strip = { ...settings, maxPanelLengthMm: 1_000_000 };
  return {
    ours: figures.lengthMm,
    unbounded: rollFigures(pieces, strip, planRoll(pieces, strip)).lengthMm,
    bound: figures.lowerBoundMm,
    naive: naiveShelfLength(pieces, settings),
    maxrects: Object.fromEntries(MAXRECTS_MODES.map(([name, logic]) => [name, maxrectsLength(pieces, settings, logic)])),
    wallMs,
    cpuMs: (used.user + used.system) / 1000,
  };
}

const total = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The share of roll saved against a rival, over all the batches: 1 − ours ÷ theirs. */
export function saving(batches: readonly BatchFigures[], theirs: (batch: BatchFigures) => number): number {
  return 1 - total(batches.map((b) => b.ours)) / total(batches.map(theirs));
}

/** maxrects-packer's better mode: the one that takes the least roll over all the batches. */
export function betterMaxrectsMode(batches: readonly BatchFigures[]): string {
  const totals = MAXRECTS_MODES.map(([name]) => [name, total(batches.map((b) => b.maxrects[name] ?? Infinity))] as const);
  return [...totals].sort((a, b) => a[1] - b[1])[0]?.[0] ?? 'MAX_EDGE';
}

/** What splitting into panels costs against one unbounded strip, over all the batches. */
export function splitCost(batches: readonly BatchFigures[]): number {
  return total(batches.map((b) => b.ours)) / total(batches.map((b) => b.unbounded)) - 1;
}
