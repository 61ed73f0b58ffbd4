/**
 * The roll's nesting (issue 44): a material's print pages placed on its roll so that the roll used
 * is as short as it can be made quickly (two-dimensional strip packing, NP-hard). Each piece may turn
 * 90°; a circle counts as its square; a piece never spans two panels, and no panel is longer than the
 * store's maximum. The same pieces and settings always give the same plan.
 *
 * The method (docs/nesting.md): a multi-start of strong placement heuristics, keeping the shortest
 * result: best-fit skyline (roll-skyline.ts), maximal rectangles bottom-left and best short side
 * (roll-maxrects.ts), each over six priority orders, then a local search on the best starts'
 * orders (roll-search.ts), with the first-fit shelf (roll-shelf.ts) as one more candidate so the
 * plan is never longer than it.
 *
 * Hand-written because no npm library does this today: maxrects-packer 2.7.4's Node entry is broken,
 * its default mode packs a roll poorly and even its best mode takes 8 % more roll than this packer
 * (docs/nesting.md); potpack and shelf-pack neither keep a fixed width nor turn pieces.
 */
import { LEAST_MARGIN_MM, LONGEST_PANEL_MM, type LeftOutPiece, type PlacedPiece, type RollLayout, type RollPanel, type RollPiece, type RollSettings } from './roll-plan';
import { argentineNumber } from './tarifa-draft-fields';
import { footprint, type PackItem, type Packing, type Sheet } from './roll-pack';
import { searchPacking } from './roll-search';

export interface RollFigures {
  /** «Metros de rollo»: the panels' lengths added up, in mm. */
  readonly lengthMm: number;
  /** «Mínimo posible»: the placed print pages' area ÷ the usable width, in mm. */
  readonly lowerBoundMm: number;
  /** «Aprovechamiento»: lowerBoundMm ÷ lengthMm (0 for an empty plan). */
  readonly usage: number;
}

function usableWidth(settings: RollSettings): number {
  return settings.rollWidthMm - 2 * settings.marginMm;
}

const cm = (mm: number) => argentineNumber(mm / 10);

/** Why a piece cannot go on the roll, and what the store can do, or null when it can go (one way round or the other). */
function leftOutMessage(piece: RollPiece, settings: RollSettings): string | null {
  const usable = usableWidth(settings);
  const { widthMm: w, heightMm: h, id } = piece;
  const size = `${id} (${cm(w)} × ${cm(h)} cm, con sangrado)`;
  const short = Math.min(w, h);
  if (short > usable) {
    const narrower = short <= settings.rollWidthMm - 2 * LEAST_MARGIN_MM ? 'achicá el margen del rollo o ' : '';
    return `${size} no entra en el ancho útil del rollo (${cm(usable)} cm) ni girada: ${narrower}imprimila aparte.`;
  }
  const fits = (across: number, along: number) => across <= usable && along <= settings.maxPanelLengthMm;
  if (!fits(w, h) && !fits(h, w)) {
    const along = Math.max(w, h) <= usable ? short : Math.max(w, h);
    const longer = along <= LONGEST_PANEL_MM ? 'subí el largo máximo del panel' : 'imprimila aparte';
    return `${size} es más larga que el largo máximo del panel (${cm(settings.maxPanelLengthMm)} cm): ${longer}.`;
  }
  return null;
}

function packItem(piece: RollPiece, settings: RollSettings): PackItem {
  const usable = usableWidth(settings);
  const { widthMm: w, heightMm: h } = piece;
  const gap = settings.separationMm;
  return {
    w: w + gap,
    h: h + gap,
    upright: w <= usable && h <= settings.maxPanelLengthMm,
    turnable: h <= usable && w <= settings.maxPanelLengthMm,
  };
}

function panelsOf(packing: Packing, pieces: readonly RollPiece[], settings: RollSettings): RollPanel[] {
  return packing.tops.map((_, panel) => {
    const placed: PlacedPiece[] = packing.spots
      .filter((spot) => spot.panel === panel)
      .map((spot) => {
        const piece = pieces[spot.item];
        if (piece === undefined) throw new RangeError(`No piece at ${spot.item}`);
        const { w, h } = footprint({ w: piece.widthMm, h: piece.heightMm, upright: true, turnable: true }, spot.turned);
        return { id: piece.id, shape: piece.shape, xMm: settings.marginMm + spot.x, yMm: spot.y, widthMm: w, heightMm: h, turned: spot.turned };
      })
      .sort((a, b) => a.yMm - b.yMm || a.xMm - b.xMm);
    return { lengthMm: Math.max(0, ...placed.map((p) => p.yMm + p.heightMm)), pieces: placed };
  });
}

/** Whole millimetres only: the settings' page checks them first, so anything else is a programming error. */
function checkInput(pieces: readonly RollPiece[], settings: RollSettings): void {
  const { rollWidthMm, marginMm, separationMm, maxPanelLengthMm } = settings;
  const whole = (value: number, least: number) => Number.isSafeInteger(value) && value >= least;
  if (![marginMm, separationMm].every((value) => whole(value, 0)) || !whole(maxPanelLengthMm, 1) || !whole(usableWidth(settings), 1) || !whole(rollWidthMm, 1)) {
    throw new RangeError('The roll settings must be whole millimetres, with some usable width');
  }
  const bad = pieces.find((piece) => !whole(piece.widthMm, 1) || !whole(piece.heightMm, 1));
  if (bad !== undefined) throw new RangeError(`${bad.id}: a piece's size must be whole millimetres`);
}

/** The plan of the given print pages on the roll: its panels, and the pieces that cannot go on it. */
export function planRoll(pieces: readonly RollPiece[], settings: RollSettings): RollLayout {
  checkInput(pieces, settings);
  const leftOut: LeftOutPiece[] = [];
  const kept: RollPiece[] = [];
  for (const piece of pieces) {
    const message = leftOutMessage(piece, settings);
    if (message === null) kept.push(piece);
    else leftOut.push({ id: piece.id, message });
  }
  if (kept.length === 0) return { panels: [], leftOut };
  const gap = settings.separationMm;
  const sheet: Sheet = { width: usableWidth(settings) + gap, height: settings.maxPanelLengthMm + gap };
  const packing = searchPacking(
    kept.map((piece) => packItem(piece, settings)),
    sheet,
    gap,
  );
  return { panels: panelsOf(packing, kept, settings), leftOut };
}

/** The plan's figures for the store: roll used, the least it could be, and the share used. */
export function rollFigures(pieces: readonly RollPiece[], settings: RollSettings, layout: RollLayout): RollFigures {
  const placed = new Set(layout.panels.flatMap((panel) => panel.pieces.map((piece) => piece.id)));
  const area = pieces.filter((piece) => placed.has(piece.id)).reduce((sum, piece) => sum + piece.widthMm * piece.heightMm, 0);
  const lengthMm = layout.panels.reduce((sum, panel) => sum + panel.lengthMm, 0);
  const lowerBoundMm = area / usableWidth(settings);
  return { lengthMm, lowerBoundMm, usage: lengthMm > 0 ? lowerBoundMm / lengthMm : 0 };
}
