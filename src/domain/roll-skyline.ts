/**
 * Best-fit skyline (Burke, Kendall & Whitwell, «A new placement heuristic for the orthogonal
 * stock-cutting problem», Operations Research 52(4), 2004): rather than taking the pieces in a fixed
 * order, it looks at the lowest gap of the skyline and picks the piece, either way round, whose width
 * fills that gap best (the earlier piece of the priority order on a tie). When no piece fits the gap,
 * the gap is wasted: raised to its lower neighbour. The piece goes against the left wall of the gap,
 * or beside its taller or its shorter neighbour (the paper's three policies). With a panel length
 * cap, a panel closes when nothing fits anywhere on it, and the next panel starts empty.
 */
import { itemAt, type PackItem, type Packing, type Sheet, type Spot } from './roll-pack';

export type SkylinePolicy = 'left' | 'tall-neighbour' | 'short-neighbour';

interface Segment {
  readonly x: number;
  readonly y: number;
  readonly w: number;
}

interface Pick {
  /** Position in the list of pieces still to place. */
  readonly at: number;
  readonly turned: boolean;
  readonly w: number;
  readonly h: number;
}

function lowest(sky: readonly Segment[]): number {
  let found = 0;
  for (let i = 1; i < sky.length; i += 1) if ((sky[i]?.y ?? Infinity) < (sky[found]?.y ?? Infinity)) found = i;
  return found;
}

/** The piece, either way round, whose width comes closest to the gap's (the first in priority on a tie). */
function bestFit(items: readonly PackItem[], left: readonly number[], width: number, room: number): Pick | null {
  // The hot loop: plain comparisons, nothing made per piece looked at.
  let best: Pick | null = null;
  for (let at = 0; at < left.length; at += 1) {
    const item = itemAt(items, left[at] ?? -1);
    if (item.upright && item.w <= width && item.h <= room && (best === null || item.w > best.w)) best = { at, turned: false, w: item.w, h: item.h };
    if (item.turnable && item.w !== item.h && item.h <= width && item.w <= room && (best === null || item.h > best.w)) {
      best = { at, turned: true, w: item.h, h: item.w };
    }
    if (best?.w === width) break;
  }
  return best;
}

function merged(sky: readonly Segment[]): Segment[] {
  const out: Segment[] = [];
  for (const segment of sky) {
    const last = out[out.length - 1];
    if (last !== undefined && last.y === segment.y) out[out.length - 1] = { x: last.x, y: last.y, w: last.w + segment.w };
    else if (segment.w > 0) out.push(segment);
  }
  return out;
}

/** Which side of the gap the piece goes to: true for the left. Walls count as infinitely tall. */
function goesLeft(policy: SkylinePolicy, leftHeight: number, rightHeight: number): boolean {
  if (policy === 'left') return true;
  return policy === 'tall-neighbour' ? leftHeight >= rightHeight : leftHeight <= rightHeight;
}

function placeIn(sky: readonly Segment[], g: number, gap: Segment, pick: Pick, policy: SkylinePolicy): { sky: Segment[]; x: number } {
  const leftHeight = sky[g - 1]?.y ?? Infinity;
  const rightHeight = sky[g + 1]?.y ?? Infinity;
  const atLeft = goesLeft(policy, leftHeight, rightHeight);
  const x = atLeft ? gap.x : gap.x + gap.w - pick.w;
  const piece: Segment = { x, y: gap.y + pick.h, w: pick.w };
  const rest: Segment = { x: atLeft ? gap.x + pick.w : gap.x, y: gap.y, w: gap.w - pick.w };
  const parts = atLeft ? [piece, rest] : [rest, piece];
  return { sky: merged([...sky.slice(0, g), ...parts, ...sky.slice(g + 1)]), x };
}

/** The gap wasted: raised to its lower neighbour's height. */
function raise(sky: readonly Segment[], g: number, gap: Segment): Segment[] {
  const level = Math.min(sky[g - 1]?.y ?? Infinity, sky[g + 1]?.y ?? Infinity);
  return merged([...sky.slice(0, g), { ...gap, y: level }, ...sky.slice(g + 1)]);
}

export function packBestFit(policy: SkylinePolicy, items: readonly PackItem[], order: readonly number[], sheet: Sheet): Packing {
  const left = [...order];
  const spots: Spot[] = [];
  const tops: number[] = [0];
  const empty: Segment[] = [{ x: 0, y: 0, w: sheet.width }];
  let sky = empty;
  while (left.length > 0) {
    const g = lowest(sky);
    const gap = sky[g] ?? { x: 0, y: 0, w: sheet.width };
    const pick = bestFit(items, left, gap.w, sheet.height - gap.y);
    if (pick === null) {
      if (sky.length > 1) sky = raise(sky, g, gap);
      else if (gap.y === 0) throw new RangeError('A piece larger than an empty panel reached the packer');
      else {
        sky = empty;
        tops.push(0);
      }
      continue;
    }
    const placed = placeIn(sky, g, gap, pick, policy);
    sky = placed.sky;
    const panel = tops.length - 1;
    tops[panel] = Math.max(tops[panel] ?? 0, gap.y + pick.h);
    spots.push({ item: left[pick.at] ?? -1, panel, x: placed.x, y: gap.y, turned: pick.turned });
    left.splice(pick.at, 1);
  }
  return { spots, tops };
}
