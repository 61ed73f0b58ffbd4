/**
 * The piece's edges (issue 31). Sewn mouse pads are cut with slightly rounded corners so the
 * stitching can turn them, and the shopper may ask for square ones instead («Bordes rectos»);
 * rectangular rugs are always cut square, so they offer no choice. A circle has no corners: its
 * edge choice is kept (coming back to a rectangle finds it) but never drawn, cut or written.
 */
import type { DesignConfig } from './design';
import type { Mode } from './modes';
import { cm, type Cm } from './units';

/** Corner radius of a rounded cut, drawn by the preview (preview-frame.ts) and cut by the print file. */
const CORNER_RADIUS_CM: Readonly<Record<Mode, Cm>> = { Clasic: cm(0.5), Pro: cm(0.5), Alfombra: cm(0) };

export type Edges = 'rounded' | 'straight';

/** The choice's own words, as the editor and the order message show them. */
export const EDGE_WORDS: Readonly<Record<Edges, string>> = { rounded: 'Redondeados', straight: 'Rectos' };

/** Only modes cut with rounded corners have a square alternative to offer. */
export function offersEdgeChoice(mode: Mode): boolean {
  return CORNER_RADIUS_CM[mode] > 0;
}

/** The edges of the rectangular piece: the shopper's choice where there is one, otherwise the mode's own cut. */
export function pieceEdges(design: Pick<DesignConfig, 'mode' | 'straightEdges'>): Edges {
  return design.straightEdges || !offersEdgeChoice(design.mode) ? 'straight' : 'rounded';
}

/** The rectangular cut's corner radius: the mode's, or none for straight edges. */
export function cornerRadiusCm(design: Pick<DesignConfig, 'mode' | 'straightEdges'>): Cm {
  return pieceEdges(design) === 'straight' ? cm(0) : CORNER_RADIUS_CM[design.mode];
}

/** The shape in a few words, for descriptions of the piece: «circular», «bordes rectos», «bordes redondeados». */
export function shapeWords(design: Pick<DesignConfig, 'mode' | 'circular' | 'straightEdges'>): string {
  return design.circular ? 'circular' : `bordes ${EDGE_WORDS[pieceEdges(design)].toLowerCase()}`;
}
