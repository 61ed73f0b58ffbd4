/** What every roll plan must keep, as a list of broken rules (empty: the plan is sound). */
import type { PlacedPiece, RollLayout, RollPiece, RollSettings } from '../../src/domain/roll-plan';

function apart(a: PlacedPiece, b: PlacedPiece, gap: number): boolean {
  return a.xMm + a.widthMm + gap <= b.xMm || b.xMm + b.widthMm + gap <= a.xMm || a.yMm + a.heightMm + gap <= b.yMm || b.yMm + b.heightMm + gap <= a.yMm;
}

function pieceProblems(piece: PlacedPiece, source: RollPiece | undefined, settings: RollSettings, panelLength: number): string[] {
  const problems: string[] = [];
  if (source === undefined) return [`${piece.id} is not one of the pieces`];
  const [w, h] = piece.turned ? [source.heightMm, source.widthMm] : [source.widthMm, source.heightMm];
  if (piece.widthMm !== w || piece.heightMm !== h) problems.push(`${piece.id} has footprint ${piece.widthMm}×${piece.heightMm}, not ${w}×${h}`);
  if (piece.shape !== source.shape) problems.push(`${piece.id} changed shape`);
  if (piece.xMm < settings.marginMm || piece.xMm + piece.widthMm > settings.rollWidthMm - settings.marginMm) problems.push(`${piece.id} leaves the usable width`);
  if (piece.yMm < 0 || piece.yMm + piece.heightMm > panelLength) problems.push(`${piece.id} leaves its panel`);
  if (![piece.xMm, piece.yMm].every(Number.isInteger)) problems.push(`${piece.id} is not on whole millimetres`);
  return problems;
}

export function layoutProblems(pieces: readonly RollPiece[], settings: RollSettings, layout: RollLayout): string[] {
  const byId = new Map(pieces.map((piece) => [piece.id, piece]));
  const seen = [...layout.panels.flatMap((panel) => panel.pieces.map((piece) => piece.id)), ...layout.leftOut.map((piece) => piece.id)];
  const problems: string[] = [];
  if (seen.length !== pieces.length || new Set(seen).size !== pieces.length || !seen.every((id) => byId.has(id))) {
    problems.push(`pieces placed or left out ${seen.length}, distinct ${new Set(seen).size}, expected ${pieces.length}`);
  }
  layout.panels.forEach((panel, p) => {
    const longest = Math.max(...panel.pieces.map((piece) => piece.yMm + piece.heightMm));
    if (panel.lengthMm !== longest) problems.push(`panel ${p + 1} is ${panel.lengthMm} long, its pieces end at ${longest}`);
    if (panel.lengthMm > settings.maxPanelLengthMm) problems.push(`panel ${p + 1} is longer than ${settings.maxPanelLengthMm}`);
    panel.pieces.forEach((piece, i) => {
      problems.push(...pieceProblems(piece, byId.get(piece.id), settings, panel.lengthMm));
      for (const other of panel.pieces.slice(i + 1)) {
        if (!apart(piece, other, settings.separationMm)) problems.push(`${piece.id} and ${other.id} are closer than ${settings.separationMm} mm`);
      }
    });
  });
  return problems;
}

/** The plan's roll: its panels' lengths added up. */
export function planLength(layout: RollLayout): number {
  return layout.panels.reduce((sum, panel) => sum + panel.lengthMm, 0);
}
