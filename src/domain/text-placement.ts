/**
 * Where a text layer sits on the piece, in centimetres (origin at the frame's top-left, y down),
 * and the moves the preview's gestures make with it: drag, arrow keys, centre snapping, and the
 * safe-area check. Shared by the preview, the proof and the print file so all three put the text
 * in the same place. The text's width comes from whoever can measure it (a canvas in the browser,
 * the embedded font in the PDF), in ems.
 */
import { SAFE_AREA_CM } from './preview-frame';
import { CAP_MIDDLE_EM, clampTextPosition, type TextAlign, type TextLayer } from './text-layers';
import { cm, type Cm } from './units';
import type { Rect } from './geometry';
import { SNAP_CM } from './placement-moves';

export interface PieceSize {
  readonly widthCm: number;
  readonly heightCm: number;
  readonly circular: boolean;
}

/** A text's measured shape in ems of its font size: advance width, and ink above and below the baseline. */
export interface TextMetrics {
  readonly width: number;
  readonly ascent: number;
  readonly descent: number;
}

/** Share of the width that lies left of the anchor for each alignment. */
export const ALIGN_SHARE: Readonly<Record<TextAlign, number>> = { left: 0, center: 0.5, right: 1 };

/** The anchor (x) and the baseline (y) in cm on the frame. */
export function textOrigin(layer: TextLayer, piece: PieceSize): { x: Cm; baseline: Cm } {
  return {
    x: cm((layer.xPct / 100) * piece.widthCm),
    baseline: cm((layer.yPct / 100) * piece.heightCm + CAP_MIDDLE_EM * layer.sizeCm),
  };
}

/** The ink box of the text in cm on the frame. */
export function textBox(layer: TextLayer, piece: PieceSize, metrics: TextMetrics): Rect<Cm> {
  const { x, baseline } = textOrigin(layer, piece);
  const width = metrics.width * layer.sizeCm;
  return {
    x: cm(x - width * ALIGN_SHARE[layer.align]),
    y: cm(baseline - metrics.ascent * layer.sizeCm),
    width: cm(width),
    height: cm((metrics.ascent + metrics.descent) * layer.sizeCm),
  };
}

/** True when part of `box` lies closer than SAFE_AREA_CM to the piece's edge (it may end up under the stitching). */
export function crossesSafeArea(box: Rect<Cm>, piece: PieceSize): boolean {
  if (piece.circular) {
    const radius = Math.min(piece.widthCm, piece.heightCm) / 2 - SAFE_AREA_CM;
    const cx = piece.widthCm / 2;
    const cy = piece.heightCm / 2;
    const corners = [box.x, box.x + box.width].flatMap((x) => [box.y, box.y + box.height].map((y) => Math.hypot(x - cx, y - cy)));
    return corners.some((distance) => distance > radius);
  }
  const edge = SAFE_AREA_CM;
  return box.x < edge || box.y < edge || box.x + box.width > piece.widthCm - edge || box.y + box.height > piece.heightCm - edge;
}

export interface TextPosition {
  readonly xPct: number;
  readonly yPct: number;
}

/** The position after moving the text by (dx, dy) centimetres from `from` (drags and arrow keys alike). */
export function textMovedBy(from: TextPosition, dx: Cm, dy: Cm, piece: PieceSize): TextPosition {
  return {
    xPct: clampTextPosition(from.xPct + (dx * 100) / piece.widthCm),
    yPct: clampTextPosition(from.yPct + (dy * 100) / piece.heightCm),
  };
}

export interface SnappedText extends TextPosition {
  readonly guides: { readonly vertical: boolean; readonly horizontal: boolean };
}

/**
 * `position` with the text box's centre snapped to the piece's centre lines when within SNAP_CM,
 * and which guides to draw. Vertically the middle of the capitals (the anchor) snaps, which is what
 * the eye reads as the text's middle.
 */
export function snapTextToCentre(layer: TextLayer, position: TextPosition, piece: PieceSize, metrics: TextMetrics): SnappedText {
  const moved = { ...layer, ...position };
  const box = textBox(moved, piece, metrics);
  const dx = piece.widthCm / 2 - (box.x + box.width / 2);
  const dy = piece.heightCm / 2 - (moved.yPct / 100) * piece.heightCm;
  const vertical = Math.abs(dx) <= SNAP_CM;
  const horizontal = Math.abs(dy) <= SNAP_CM;
  const snapped = textMovedBy(position, cm(vertical ? dx : 0), cm(horizontal ? dy : 0), piece);
  return { ...snapped, guides: { vertical, horizontal } };
}
