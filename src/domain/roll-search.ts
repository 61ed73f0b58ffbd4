/**
 * The multi-start: every placement heuristic with every priority order, the first-fit shelf beside
 * them, then a local search on the best few starts' priority order and on how each piece may lie
 * (swap two pieces, move one, or hold one piece another way; keep the change when the roll is no
 * longer). The budget is counted in pieces placed, never in time, so the same pieces give the same
 * plan on every machine and under any load.
 */
import { packMaxRects } from './roll-maxrects';
import { footprint, itemAt, packedLength, type PackItem, type Packer, type Packing, type Sheet } from './roll-pack';
import { seededRandom } from './roll-random';
import { packShelves } from './roll-shelf';
import { packBestFit } from './roll-skyline';

/** Pieces placed in all, across every start and search step (about 60 ms of CPU for 50 pieces here). */
export const PLACEMENT_BUDGET = 60_000;
/** How many of the best starts the local search refines, sharing the budget. */
const REFINED_STARTS = 3;

const PACKERS: readonly Packer[] = [
  (items, order, sheet) => packBestFit('left', items, order, sheet),
  (items, order, sheet) => packBestFit('tall-neighbour', items, order, sheet),
  (items, order, sheet) => packBestFit('short-neighbour', items, order, sheet),
  (items, order, sheet) => packMaxRects('bottom-left', items, order, sheet),
  (items, order, sheet) => packMaxRects('short-side', items, order, sheet),
];

type Key = (item: PackItem) => number;
const long = (item: PackItem) => Math.max(item.w, item.h);
const short = (item: PackItem) => Math.min(item.w, item.h);
/** Priority orders, each decreasing: area, longer side, shorter side, perimeter, width, height. */
const SORT_KEYS: readonly Key[] = [
  (item) => item.w * item.h,
  (item) => long(item) * 1e6 + short(item),
  (item) => short(item) * 1e6 + long(item),
  (item) => item.w + item.h,
  (item) => item.w * 1e6 + item.h,
  (item) => item.h * 1e6 + item.w,
];

/** How an item may lie in a start: either way (the packer chooses), or held one way round. */
type Lie = 'free' | 'upright' | 'turned';

interface Start {
  readonly packer: Packer;
  readonly order: readonly number[];
  readonly lies: readonly Lie[];
  readonly packing: Packing;
  readonly length: number;
  /** Tie-break between equal lengths: the pieces' tops added up (lower leaves more room to close the gap). */
  readonly crowding: number;
}

/** The item held the given way, when it may lie that way (else left free; a square has one way). */
function held(item: PackItem, lie: Lie): PackItem {
  if (item.w === item.h) return item;
  if (lie === 'upright' && item.upright) return { ...item, turnable: false };
  if (lie === 'turned' && item.turnable) return { ...item, upright: false };
  return item;
}

/** Each item standing (longer side along the roll) or lying flat (shorter side along it). */
function standing(items: readonly PackItem[], stand: boolean): Lie[] {
  return items.map((item) => (item.h >= item.w === stand ? 'upright' : 'turned'));
}

function evaluate(packer: Packer, items: readonly PackItem[], order: readonly number[], lies: readonly Lie[], sheet: Sheet, separation: number): Start {
  const packing = packer(
    items.map((item, i) => held(item, lies[i] ?? 'free')),
    order,
    sheet,
  );
  const crowding = packing.spots.reduce((sum, spot) => sum + spot.y + footprint(itemAt(items, spot.item), spot.turned).h, 0);
  return { packer, order, lies, packing, length: packedLength(packing, separation), crowding };
}

function sortedOrder(items: readonly PackItem[], key: Key): number[] {
  return items.map((_, index) => index).sort((a, b) => key(itemAt(items, b)) - key(itemAt(items, a)) || a - b);
}

const LIES: readonly Lie[] = ['free', 'upright', 'turned'];

/** The same lies with one item's changed to another of the three. */
function relie(lies: readonly Lie[], random: () => number): Lie[] {
  const next = [...lies];
  const i = Math.floor(random() * next.length);
  const shift = 1 + Math.floor(random() * 2);
  next[i] = LIES[(LIES.indexOf(next[i] ?? 'free') + shift) % LIES.length] ?? 'free';
  return next;
}

/** A neighbour of the order: two pieces swapped, or one piece moved elsewhere. */
function neighbour(order: readonly number[], random: () => number): number[] {
  const next = [...order];
  const i = Math.floor(random() * next.length);
  const j = Math.floor(random() * next.length);
  if (random() < 0.5) {
    const a = next[i] ?? 0;
    next[i] = next[j] ?? 0;
    next[j] = a;
  } else {
    const [moved] = next.splice(i, 1);
    next.splice(j, 0, moved ?? 0);
  }
  return next;
}

function refine(start: Start, items: readonly PackItem[], sheet: Sheet, separation: number, steps: number, random: () => number): Start {
  let current = start;
  for (let step = 0; step < steps; step += 1) {
    const turn = random() < 0.3;
    const order = turn ? current.order : neighbour(current.order, random);
    const lies = turn ? relie(current.lies, random) : current.lies;
    const next = evaluate(current.packer, items, order, lies, sheet, separation);
    if (next.length < current.length || (next.length === current.length && next.crowding <= current.crowding)) current = next;
  }
  return current;
}

function shortest(starts: readonly Start[]): Start | undefined {
  return starts.reduce<Start | undefined>((best, start) => (best === undefined || start.length < best.length || (start.length === best.length && start.crowding < best.crowding) ? start : best), undefined);
}

interface StartSpec {
  readonly packer: Packer;
  readonly key: Key;
  readonly lies: readonly Lie[];
}

/**
 * The starts, most telling first: every heuristic in every order with the pieces free to turn, then
 * with the pieces all standing or all lying flat in the first two orders.
 */
function startSpecs(items: readonly PackItem[]): StartSpec[] {
  const free = items.map((): Lie => 'free');
  const specs: StartSpec[] = SORT_KEYS.flatMap((key) => PACKERS.map((packer) => ({ packer, key, lies: free })));
  for (const lies of [standing(items, true), standing(items, false)]) {
    for (const key of SORT_KEYS.slice(0, 2)) specs.push(...PACKERS.map((packer) => ({ packer, key, lies })));
  }
  return specs;
}

/** The shortest packing found for the items (at least one item, each fitting an empty panel). */
export function searchPacking(items: readonly PackItem[], sheet: Sheet, separation: number): Packing {
  // A very large batch gets fewer starts (never fewer than one per heuristic) and no local search.
  const affordable = Math.max(PACKERS.length, Math.floor(PLACEMENT_BUDGET / items.length));
  const starts = startSpecs(items)
    .slice(0, affordable)
    .map(({ packer, key, lies }) => evaluate(packer, items, sortedOrder(items, key), lies, sheet, separation));
  const ranked = [...starts].sort((a, b) => a.length - b.length || a.crowding - b.crowding);
  const steps = Math.max(0, Math.floor((PLACEMENT_BUDGET - starts.length * items.length) / items.length / REFINED_STARTS));
  const random = seededRandom(0x9e3779b9 ^ items.length);
  const best = shortest(ranked.slice(0, REFINED_STARTS).map((start) => refine(start, items, sheet, separation, steps, random)));
  const shelves = packShelves(items, sheet);
  if (best === undefined || packedLength(shelves, separation) < best.length) return shelves;
  return best.packing;
}
