/** The public sets as the packer takes them: C1–C7 (Hopper & Turton) and N1–N13 (Burke, Kendall & Whitwell). */
import type { RollPiece, RollSettings } from '../../../src/domain/roll-plan';
import { BURKE_KENDALL_WHITWELL } from './burke-kendall-whitwell';
import { HOPPER_TURTON } from './hopper-turton';
import type { StripInstance } from './strip-instance';

function c7p2(): StripInstance {
  const found = HOPPER_TURTON.find((instance) => instance.name === 'C7P2');
  if (found === undefined) throw new Error('C7P2 is missing from the Hopper & Turton fixtures');
  return found;
}

/** N13: C7P2's items sixteen times each, in a strip four times as wide (source: BKW/json/13.json). */
const N13: StripInstance = {
  name: 'N13',
  source: `${BURKE_KENDALL_WHITWELL[0].source.split(':')[0]}:Cutting-and-Packing/2D/Datasets/BKW/json/13.json (BKW13)`,
  width: 640,
  optimum: 960,
  items: c7p2().items.map(([w, h, count]) => [w, h, count * 16] as const),
};

export const HT_SETS: readonly StripInstance[] = HOPPER_TURTON;
export const BKW_SETS: readonly StripInstance[] = [...BURKE_KENDALL_WHITWELL, N13];

/** The instance's items as pieces (ids «C1P1-7»), all rectangles. */
export function stripPieces(instance: StripInstance): RollPiece[] {
  return instance.items.flatMap(([widthMm, heightMm, count], kind) =>
    Array.from({ length: count }, (_, copy) => ({ id: `${instance.name}-${kind}-${copy}`, widthMm, heightMm, shape: 'rect' as const })),
  );
}

/** The strip as a roll: no margins, no separation, one unbounded panel. */
export function stripSettings(instance: StripInstance): RollSettings {
  return { rollWidthMm: instance.width, marginMm: 0, separationMm: 0, maxPanelLengthMm: Number.MAX_SAFE_INTEGER };
}
