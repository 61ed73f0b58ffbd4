/**
 * Realistic batches of paid orders for the nesting's tests and benchmark, drawn with a fixed seed:
 * per material, 70 % presets (weighted as the store sells them: the middle sizes most) and 30 %
 * custom sizes (whole centimetres, uniform within the material's bounds); about 15 % of the rugs and
 * 5 % of the pads are circles (a circle's piece is the square of its smaller side). Each piece is its
 * print page: the piece plus the 1 cm bleed all round (printLayout), in whole millimetres.
 */
import { MODE_SPECS, PRESETS, type Mode } from '../../src/domain/modes';
import { printLayout } from '../../src/domain/print-layout';
import type { RollPiece, RollSettings } from '../../src/domain/roll-plan';
import { seededRandom } from '../../src/domain/roll-random';

export const BATCH_SIZES = [20, 50, 100] as const;
export const BATCHES_PER_SIZE = 40;

/** Share of each preset among the preset orders, in the order of PRESETS[mode]. */
const PRESET_WEIGHTS: Readonly<Record<Mode, readonly number[]>> = {
  Clasic: [15, 25, 30, 20, 10],
  Pro: [20, 30, 35, 15],
  Alfombra: [20, 30, 25, 15, 10],
};
export const CUSTOM_SHARE = 0.3;
export const CIRCLE_SHARE: Readonly<Record<Mode, number>> = { Clasic: 0.05, Pro: 0.05, Alfombra: 0.15 };

/** The store's defaults («Ajustes de impresión»): 0.5 cm between pieces, 1.5 cm margins, 500 cm panels. */
export function defaultSettings(mode: Mode): RollSettings {
  return { rollWidthMm: MODE_SPECS[mode].rollCm * 10, marginMm: 15, separationMm: 5, maxPanelLengthMm: 5000 };
}

function weighted(weights: readonly number[], random: () => number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let left = random() * total;
  for (const [i, weight] of weights.entries()) {
    left -= weight;
    if (left < 0) return i;
  }
  return weights.length - 1;
}

function between(min: number, max: number, random: () => number): number {
  return min + Math.floor(random() * (max - min + 1));
}

function orderSize(mode: Mode, random: () => number): { widthCm: number; heightCm: number } {
  if (random() < CUSTOM_SHARE) {
    const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[mode].bounds;
    return { widthCm: between(minWidth, maxWidth, random), heightCm: between(minHeight, maxHeight, random) };
  }
  const preset = PRESETS[mode][weighted(PRESET_WEIGHTS[mode], random)] ?? PRESETS[mode][0];
  return { widthCm: preset?.widthCm ?? 25, heightCm: preset?.heightCm ?? 25 };
}

/** One order's print page as a piece. */
export function orderPiece(mode: Mode, id: string, random: () => number): RollPiece {
  const size = orderSize(mode, random);
  const circular = random() < CIRCLE_SHARE[mode];
  const layout = printLayout({ mode, ...size, circular, straightEdges: false });
  return {
    id,
    widthMm: Math.round(layout.pageWidth * 10),
    heightMm: Math.round(layout.pageHeight * 10),
    shape: circular ? 'circle' : 'rect',
  };
}

/** Batch number `index` (0-based) of `count` pieces of a material: the same pieces on every run. */
export function rollBatch(mode: Mode, count: number, index: number): RollPiece[] {
  const random = seededRandom(((mode.length * 7919) ^ (count * 104729) ^ (index * 15485863)) >>> 0);
  return Array.from({ length: count }, (_, i) => orderPiece(mode, `MGM-${String(1000 + i)}`, random));
}
