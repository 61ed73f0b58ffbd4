/**
 * The layouts the packer is measured against, on the same pieces and settings: a naive shelf and
 * maxrects-packer (devDependency, for this comparison only). Each returns the roll it takes, in mm.
 */
import { MaxRectsPacker, PACKING_LOGIC } from 'maxrects-packer/dist/maxrects-packer.mjs';
import type { RollPiece, RollSettings } from '../../src/domain/roll-plan';

const usable = (settings: RollSettings) => settings.rollWidthMm - 2 * settings.marginMm;

/** Lying flat: the shorter side along the roll when the longer fits the width. */
function flat(piece: RollPiece, width: number): [number, number] {
  const long = Math.max(piece.widthMm, piece.heightMm);
  const short = Math.min(piece.widthMm, piece.heightMm);
  return long <= width ? [long, short] : [short, long];
}

/** Next-fit decreasing height, on one unbounded strip: the shelf a hurried hand would lay. */
export function naiveShelfLength(pieces: readonly RollPiece[], settings: RollSettings): number {
  const width = usable(settings);
  const gap = settings.separationMm;
  const lying = pieces.map((piece) => flat(piece, width)).sort((a, b) => b[1] - a[1] || b[0] - a[0]);
  let length = 0;
  let shelfTop = 0;
  let used = 0;
  let shelfHeight = 0;
  for (const [w, h] of lying) {
    if (shelfHeight > 0 && used + gap + w > width) {
      shelfTop += shelfHeight + gap;
      used = 0;
      shelfHeight = 0;
    }
    used += (used > 0 ? gap : 0) + w;
    shelfHeight = Math.max(shelfHeight, h);
    length = Math.max(length, shelfTop + shelfHeight);
  }
  return length;
}

export const MAXRECTS_MODES = [
  ['MAX_AREA', PACKING_LOGIC.MAX_AREA],
  ['MAX_EDGE', PACKING_LOGIC.MAX_EDGE],
  ['FILL_WIDTH', PACKING_LOGIC.FILL_WIDTH],
] as const;

/**
 * maxrects-packer with the roll's usable width and panel length as its bins, the separation as its
 * padding, turning allowed. The footprint is taken from the piece and the packer's `rot` flag.
 */
export function maxrectsLength(pieces: readonly RollPiece[], settings: RollSettings, logic: PACKING_LOGIC): number {
  const packer = new MaxRectsPacker(usable(settings), settings.maxPanelLengthMm, settings.separationMm, {
    smart: false,
    pot: false,
    square: false,
    allowRotation: true,
    logic,
  });
  for (const piece of pieces) packer.add(piece.widthMm, piece.heightMm, piece);
  return packer.bins.reduce((sum, bin) => {
    const ends = bin.rects.map((rect) => {
      const piece = rect.data as RollPiece;
      return rect.y + (rect.rot ? piece.widthMm : piece.heightMm);
    });
    return sum + Math.max(0, ...ends);
  }, 0);
}
