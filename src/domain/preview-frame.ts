/**
 * How big the preview is drawn, and the product look drawn over it (stitched edge, rounded
 * corners, safe area). Pure maths in preview pixels; the proof and the print file never use the
 * look, only the frame size feeds the shared placement.
 *
 * Rules (issues 10, 29 and 37): the whole piece is always on screen, as large as the preview's space
 * allows. The spec's scale (framePixels, about 5.56 px/cm) is the design's unit; the view scales
 * that frame up or down to fill the space, whatever the piece's size and the screen's width.
 */
import type { DesignConfig } from './design';
import { fitBox, framePixels } from './geometry';
import { cornerRadiusCm } from './piece-edges';

/** The preview never takes more than this share of the viewport's height. */
export const PREVIEW_VIEWPORT_HEIGHT_SHARE = 0.7;
/** The printed safe area: closer to the edge than this may end up under the stitching. */
export const SAFE_AREA_CM = 1;
/** Where the stitching shows, measured from the edge; never closer than STITCH_MIN_INSET_PX. */
const STITCH_INSET_CM = 0.4;
const STITCH_MIN_INSET_PX = 3;

export interface PreviewSpace {
  readonly width: number;
  readonly height: number;
}

export interface PreviewFrame {
  readonly width: number;
  readonly height: number;
  /** Preview pixels per centimetre of the piece (the same on both axes up to rounding). */
  readonly pxPerCm: number;
}

/**
 * How much the view scales a design frame (spec pixels) so it fills `space`: the largest factor
 * that keeps it inside on both axes, above 1 for a small piece on a large screen. Without a
 * measured space (before layout, or where the browser cannot measure) it is 1, the spec's scale.
 */
export function previewViewScale(design: PreviewSpace, space: PreviewSpace | null): number {
  if (!space) return 1;
  return Math.max(0, Math.min(space.width / design.width, space.height / design.height));
}

/** The frame in preview pixels for a piece of widthCm × heightCm: the spec's frame, scaled by the view. */
export function previewFrame(widthCm: number, heightCm: number, space: PreviewSpace | null): PreviewFrame {
  const design = { width: framePixels(widthCm), height: framePixels(heightCm) };
  const scale = previewViewScale(design, space);
  // Floored so the frame never overflows; the epsilon keeps 389 × (252 / 389) at 252, not 251.
  const width = Math.max(1, Math.floor(design.width * scale + 1e-9));
  const height = Math.max(1, Math.floor(design.height * scale + 1e-9));
  return { width, height, pxPerCm: width / widthCm };
}

/**
 * The space for the preview: its column's width, and as tall as its room where the layout gives the
 * room a height of its own (from 1024 px the editor is one screen tall and the preview takes what its
 * column leaves, issue 37), otherwise a share of the viewport's height.
 */
export function previewSpace(columnWidth: number, viewportHeight: number, roomHeight: number | null = null): PreviewSpace {
  const height = roomHeight ?? viewportHeight * PREVIEW_VIEWPORT_HEIGHT_SHARE;
  return { width: Math.max(0, columnWidth), height: Math.max(0, height) };
}

/** A rounded rectangle; a circle is the square whose corner radius is half its side. */
export interface Outline {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly cornerRadius: number;
}

export type PieceShape = Pick<DesignConfig, 'mode' | 'circular' | 'straightEdges'>;

/** The piece's cut edge in frame pixels: the frame (rounded unless straight-edged) or the centred circle. */
export function pieceOutline(piece: PieceShape, frame: PreviewFrame): Outline {
  const box = fitBox(frame.width, frame.height, piece.circular);
  // A circle is its square with half the side for corners; other pieces have the print file's cut corner.
  const cornerRadius = piece.circular ? box.width / 2 : cornerRadiusCm(piece) * frame.pxPerCm;
  return { ...box, cornerRadius };
}

/** The outline moved `by` pixels inwards, its corners following the edge's. */
export function insetOutline(outline: Outline, by: number): Outline {
  const inset = Math.min(by, outline.width / 2, outline.height / 2);
  return {
    x: outline.x + inset,
    y: outline.y + inset,
    width: outline.width - inset * 2,
    height: outline.height - inset * 2,
    cornerRadius: Math.max(0, outline.cornerRadius - inset),
  };
}

/** Where the stitched edge is drawn. */
export function stitchOutline(piece: PieceShape, frame: PreviewFrame): Outline {
  return insetOutline(pieceOutline(piece, frame), Math.max(STITCH_INSET_CM * frame.pxPerCm, STITCH_MIN_INSET_PX));
}

/** The safe-area guide, SAFE_AREA_CM inside the edge. */
export function safeAreaOutline(piece: PieceShape, frame: PreviewFrame): Outline {
  return insetOutline(pieceOutline(piece, frame), SAFE_AREA_CM * frame.pxPerCm);
}
