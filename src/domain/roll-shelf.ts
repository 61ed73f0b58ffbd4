/**
 * First-fit decreasing-height shelves (Coffman, Garey, Johnson & Tarjan, 1980): each piece lies
 * flat (its shorter side along the roll, when its longer side fits the width), the pieces go tallest
 * first, each onto the first shelf with room, else onto a new shelf, else onto a new panel. It is one
 * of the multi-start's candidates so the plan is never longer than this simple layout.
 */
import { fittingTurns, footprint, type PackItem, type Packing, type Sheet, type Spot } from './roll-pack';

interface Shelf {
  readonly panel: number;
  readonly y: number;
  readonly h: number;
  used: number;
}

/** Flat: the way round with the smaller height, among those that fit an empty panel. */
function flatTurn(item: PackItem, sheet: Sheet): boolean {
  const turns = fittingTurns(item, sheet.width, sheet.height);
  return turns.reduce((flat, turned) => (footprint(item, turned).h < footprint(item, flat).h ? turned : flat), turns[0] ?? false);
}

export function packShelves(items: readonly PackItem[], sheet: Sheet): Packing {
  const lying = items.map((item, index) => {
    const turned = flatTurn(item, sheet);
    return { index, turned, ...footprint(item, turned) };
  });
  lying.sort((a, b) => b.h - a.h || b.w - a.w || a.index - b.index);
  const shelves: Shelf[] = [];
  const tops: number[] = [];
  const spots: Spot[] = [];
  for (const piece of lying) {
    let shelf = shelves.find((s) => s.used + piece.w <= sheet.width && piece.h <= s.h);
    if (shelf === undefined) {
      const panel = tops.length - 1;
      const top = tops[panel] ?? 0;
      shelf = panel >= 0 && top + piece.h <= sheet.height ? { panel, y: top, h: piece.h, used: 0 } : { panel: panel + 1, y: 0, h: piece.h, used: 0 };
      if (shelf.panel > panel) tops.push(0);
      tops[shelf.panel] = shelf.y + shelf.h;
      shelves.push(shelf);
    }
    spots.push({ item: piece.index, panel: shelf.panel, x: shelf.used, y: shelf.y, turned: piece.turned });
    shelf.used += piece.w;
  }
  return { spots, tops };
}
