/**
 * A production plan's data: the pieces to print, the roll they go on, and where each piece lands.
 * Plain, serialisable data shared by the packer (src/domain), the store's production pages and the
 * panel PDF (server). Every length is in whole millimetres: the panel places each print page on
 * whole millimetres, and integers keep the packer exact and its plan the same on every machine.
 */
import type { Mode } from './modes';

export type PieceShape = 'rect' | 'circle';

/**
 * The longest panel: 508 cm is 200 inches (14,400 points), the longest page side Acrobat and Adobe's
 * tools open without a UserUnit. The settings form, the packer's advice and the panel PDF all keep it.
 */
export const LONGEST_PANEL_MM = 5080;

/** The narrowest roll margin the store may set: the cutter's 5 mm marks must fit in it. */
export const LEAST_MARGIN_MM = 5;

/** One order's print page, bleed included, as it lies in its own print file (before any turn). */
export interface RollPiece {
  /** The order's number, e.g. «MGM-1004»: a piece's identity in the plan, the cut list and the panel. */
  readonly id: string;
  readonly widthMm: number;
  readonly heightMm: number;
  /** A circle is nested as its square; the shape only labels the drawing and the cut list. */
  readonly shape: PieceShape;
}

/** The roll and the store's print settings («Ajustes de impresión»). */
export interface RollSettings {
  /** The roll's whole width (the tarifa's «Ancho del rollo»). */
  readonly rollWidthMm: number;
  /** Kept free on each long edge, for the contour cutter's marks. */
  readonly marginMm: number;
  /** Between two print pages; 0 lets bleeds touch. */
  readonly separationMm: number;
  /** The longest panel (one PDF page) allowed. */
  readonly maxPanelLengthMm: number;
}

/**
 * A piece where the plan puts it. x runs across the roll from the panel page's left edge (so
 * x ≥ marginMm), y along the roll from the panel page's top edge. widthMm and heightMm are the
 * footprint as placed: a turned piece's are its print page's swapped.
 */
export interface PlacedPiece {
  readonly id: string;
  readonly shape: PieceShape;
  readonly xMm: number;
  readonly yMm: number;
  readonly widthMm: number;
  readonly heightMm: number;
  /** Turned 90° from its print file's page. */
  readonly turned: boolean;
}

/** One PDF page of the roll: rollWidthMm wide and lengthMm long. */
export interface RollPanel {
  readonly lengthMm: number;
  readonly pieces: readonly PlacedPiece[];
}

/** A piece the roll cannot take, with the Spanish reason shown to the store. */
export interface LeftOutPiece {
  readonly id: string;
  readonly message: string;
}

export interface RollLayout {
  readonly panels: readonly RollPanel[];
  readonly leftOut: readonly LeftOutPiece[];
}

/** A stored plan: the layout plus what it was made of and for. */
export interface RollPlan extends RollLayout {
  /** The plan's id, e.g. «P-0003». */
  readonly id: string;
  readonly mode: Mode;
  readonly settings: RollSettings;
  readonly pieces: readonly RollPiece[];
  /** ISO time the plan was built. */
  readonly createdAt: string;
}
