/**
 * The packers' shared vocabulary (roll-nesting.ts explains the method). Every packer works in
 * «grown» whole millimetres: each piece's footprint is grown by the separation on its right and
 * bottom, and the sheet's width by the same amount, so touching grown footprints keep exactly the
 * separation between print pages and the last column still ends on the usable width.
 */

/** A piece as the packers see it: its grown footprint as in its print file, and which ways it may lie. */
export interface PackItem {
  readonly w: number;
  readonly h: number;
  /** May lie as in its print file. */
  readonly upright: boolean;
  /** May lie turned 90°. */
  readonly turnable: boolean;
}

/** One panel's room, grown: the usable width plus the separation, the longest panel plus the separation. */
export interface Sheet {
  readonly width: number;
  readonly height: number;
}

/** Where a packer put an item (by its index in the items' list), in grown millimetres. */
export interface Spot {
  readonly item: number;
  readonly panel: number;
  readonly x: number;
  readonly y: number;
  readonly turned: boolean;
}

export interface Packing {
  readonly spots: readonly Spot[];
  /** Each panel's grown length: the largest y + grown height of its pieces. */
  readonly tops: readonly number[];
}

/** A placement heuristic: the items in the given priority order, packed on as many panels as needed. */
export type Packer = (items: readonly PackItem[], order: readonly number[], sheet: Sheet) => Packing;

export interface Footprint {
  readonly w: number;
  readonly h: number;
}

export function footprint(item: PackItem, turned: boolean): Footprint {
  return turned ? { w: item.h, h: item.w } : { w: item.w, h: item.h };
}

/** The ways an item may lie within `width` × `height`: upright first, then turned (a square turns for nothing). */
export function fittingTurns(item: PackItem, width: number, height: number): boolean[] {
  const turns: boolean[] = [];
  if (item.upright && item.w <= width && item.h <= height) turns.push(false);
  if (item.turnable && item.w !== item.h && item.h <= width && item.w <= height) turns.push(true);
  return turns;
}

/** The roll the packing takes: the panels' lengths added up, each without its trailing separation. */
export function packedLength(packing: Packing, separation: number): number {
  return packing.tops.reduce((sum, top) => sum + top - separation, 0);
}

/** The item's index at each position of `order` (orders hold indices, so this only narrows the type). */
export function itemAt(items: readonly PackItem[], index: number): PackItem {
  const item = items[index];
  if (item === undefined) throw new RangeError(`No piece at ${index}`);
  return item;
}
