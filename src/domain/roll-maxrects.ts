/**
 * Maximal-rectangles placement (Jukka Jylänki, «A thousand ways to pack the bin», 2010): each
 * panel keeps every maximal free rectangle; a piece goes to the first panel with room, into the
 * free rectangle (and way round) that its rule scores best. The rules kept are the two that pack a
 * roll well: bottom-left (lowest top, then leftmost) and best short side (tightest leftover edge).
 */
import { itemAt, type PackItem, type Packing, type Sheet, type Spot } from './roll-pack';

export type MaxRectsRule = 'bottom-left' | 'short-side';

interface Box {
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

interface Choice {
  readonly box: Box;
  readonly turned: boolean;
  readonly first: number;
  readonly second: number;
}

/** The rule's score of the box at the free rectangle's corner: lower is better, compared first then second. */
function score(rule: MaxRectsRule, free: Box, w: number, h: number): [number, number] {
  if (rule === 'bottom-left') return [free.y + h, free.x];
  return [Math.min(free.w - w, free.h - h), free.y + h];
}

function better(best: Choice | null, first: number, second: number): boolean {
  return best === null || first < best.first || (first === best.first && second < best.second);
}

// The hot loop of the packer: plain comparisons, no array or object made per free rectangle.
function choose(frees: readonly Box[], item: PackItem, rule: MaxRectsRule): Choice | null {
  let best: Choice | null = null;
  const turns = item.turnable && item.w !== item.h;
  for (const free of frees) {
    if (item.upright && item.w <= free.w && item.h <= free.h) {
      const [first, second] = score(rule, free, item.w, item.h);
      if (better(best, first, second)) best = { box: { x: free.x, y: free.y, w: item.w, h: item.h }, turned: false, first, second };
    }
    if (turns && item.h <= free.w && item.w <= free.h) {
      const [first, second] = score(rule, free, item.h, item.w);
      if (better(best, first, second)) best = { box: { x: free.x, y: free.y, w: item.h, h: item.w }, turned: true, first, second };
    }
  }
  return best;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

function contains(outer: Box, inner: Box): boolean {
  return inner.x >= outer.x && inner.y >= outer.y && inner.x + inner.w <= outer.x + outer.w && inner.y + inner.h <= outer.y + outer.h;
}

/** The up-to-four maximal rectangles left of `free` around the placed box. */
function split(free: Box, used: Box): Box[] {
  const parts: Box[] = [];
  if (used.x > free.x) parts.push({ x: free.x, y: free.y, w: used.x - free.x, h: free.h });
  if (used.x + used.w < free.x + free.w) parts.push({ x: used.x + used.w, y: free.y, w: free.x + free.w - used.x - used.w, h: free.h });
  if (used.y > free.y) parts.push({ x: free.x, y: free.y, w: free.w, h: used.y - free.y });
  if (used.y + used.h < free.y + free.h) parts.push({ x: free.x, y: used.y + used.h, w: free.w, h: free.y + free.h - used.y - used.h });
  return parts;
}

/**
 * The free list after placing `used`. Untouched rectangles were already maximal among themselves,
 * so only the new parts need checking against everything (O(new × all), not O(all²)).
 */
function occupy(frees: readonly Box[], used: Box): Box[] {
  const kept: Box[] = [];
  const parts: Box[] = [];
  for (const free of frees) {
    if (overlaps(free, used)) parts.push(...split(free, used));
    else kept.push(free);
  }
  const newParts = parts.filter(
    (part, i) => !kept.some((other) => contains(other, part)) && !parts.some((other, j) => j !== i && contains(other, part) && (j < i || !contains(part, other))),
  );
  return [...kept.filter((free) => !newParts.some((part) => contains(part, free))), ...newParts];
}

/** The first panel with room for the item, and where in it; null when every open panel is full for it. */
function firstRoom(panels: readonly (readonly Box[])[], item: PackItem, rule: MaxRectsRule): { panel: number; choice: Choice } | null {
  for (let panel = 0; panel < panels.length; panel += 1) {
    const choice = choose(panels[panel] ?? [], item, rule);
    if (choice !== null) return { panel, choice };
  }
  return null;
}

export function packMaxRects(rule: MaxRectsRule, items: readonly PackItem[], order: readonly number[], sheet: Sheet): Packing {
  const panels: Box[][] = [];
  const tops: number[] = [];
  const spots: Spot[] = [];
  const whole: Box = { x: 0, y: 0, w: sheet.width, h: sheet.height };
  for (const index of order) {
    const item = itemAt(items, index);
    let room = firstRoom(panels, item, rule);
    if (room === null) {
      panels.push([whole]);
      tops.push(0);
      const choice = choose([whole], item, rule);
      if (choice === null) throw new RangeError('A piece larger than an empty panel reached the packer');
      room = { panel: panels.length - 1, choice };
    }
    const { panel, choice } = room;
    panels[panel] = occupy(panels[panel] ?? [], choice.box);
    tops[panel] = Math.max(tops[panel] ?? 0, choice.box.y + choice.box.h);
    spots.push({ item: index, panel, x: choice.box.x, y: choice.box.y, turned: choice.turned });
  }
  return { spots, tops };
}
