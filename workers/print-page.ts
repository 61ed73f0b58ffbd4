/**
 * The print file's picture: the whole page (piece plus bleed) at the raster size asked for, composed
 * with the same placement as the preview and the proof, continued into the bleed, and for a round rug
 * white beyond its bleed ring. No guides and no stitching are drawn.
 */
import type { DesignConfig } from '@/domain/design';
import { placeDesign, type Rect } from '@/domain/geometry';
import { bleedStretches } from '@/domain/print-bleed';
import type { CmRect, PrintLayout } from '@/domain/print-layout';
import { px, type Px } from '@/domain/units';
import { drawPlacedPhoto, fillBackground, OUTSIDE_PIECE, type PhotoSource } from './design-draw';
import type { DrawSurface } from './draw-surface';

/** A page rectangle in pixels, at sx and sy pixels per centimetre. */
function toPixels(rect: CmRect, sx: number, sy: number): Rect<Px> {
  return { x: px(rect.x * sx), y: px(rect.y * sy), width: px(rect.width * sx), height: px(rect.height * sy) };
}

/** Repeats the photo's outermost pixels over the bleed where it stops at the cut line. */
function stretchEdges(surface: DrawSurface, shown: Rect<Px>, piece: Rect<Px>): void {
  const { context, canvas } = surface;
  // Nearest-neighbour copies repeat the edge exactly, without blending in the pixels beside the strip.
  context.imageSmoothingEnabled = false;
  for (const { source: s, target: t } of bleedStretches(shown, piece, px(surface.width), px(surface.height))) {
    context.drawImage(canvas, s.x, s.y, s.width, s.height, t.x, t.y, t.width, t.height);
  }
  context.imageSmoothingEnabled = true;
}

/** Paints everything beyond the ring (the circle plus its bleed) white. */
function whitenOutsideRing(surface: DrawSurface, layout: PrintLayout, sx: number): void {
  if (layout.cut.kind !== 'circle') return;
  const { context, width, height } = surface;
  const { cx, cy, radius } = layout.cut;
  context.beginPath();
  context.rect(0, 0, width, height);
  context.arc(cx * sx, cy * sx, (radius + layout.bleed) * sx, 0, Math.PI * 2, true);
  context.fillStyle = OUTSIDE_PIECE;
  context.fill('evenodd');
}

export function drawPrintPage(surface: DrawSurface, photo: PhotoSource, design: DesignConfig, layout: PrintLayout): void {
  const { context, width, height } = surface;
  const sx = width / layout.pageWidth;
  const sy = height / layout.pageHeight;
  const frame = toPixels(layout.frame, sx, sy);
  const placement = placeDesign(design, frame.width, frame.height, px(photo.width), px(photo.height));
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.save();
  context.translate(frame.x, frame.y);
  // The background covers the whole page, bleed included, not only the frame.
  fillBackground(context, design, placement, { x: px(-frame.x), y: px(-frame.y), width: px(width), height: px(height) });
  drawPlacedPhoto(context, photo, placement);
  context.restore();
  const shown = { ...placement.shown, x: px(placement.shown.x + frame.x), y: px(placement.shown.y + frame.y) };
  stretchEdges(surface, shown, toPixels(layout.piece, sx, sy));
  whitenOutsideRing(surface, layout, sx);
}
