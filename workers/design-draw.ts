/**
 * Drawing a placed design on a 2D context, shared by the proof and the print page so both compose
 * exactly what the Konva preview shows (the transform documented in src/domain/geometry.ts).
 */
import type { DesignConfig } from '@/domain/design';
import type { Placement, Rect } from '@/domain/geometry';
import { backgroundFill, IA_PATTERN, iaCheckerCells, iaPatternScale } from '@/domain/preview-style';
import type { Drawing2D } from './draw-surface';

/** What lies beyond a round rug's printed circle (and its bleed ring) in the proof and the print page: JPEG has no transparency. */
export const OUTSIDE_PIECE = '#ffffff';

/** Anything drawImage takes that knows its own size (ImageBitmap, a canvas). */
export type PhotoSource = CanvasImageSource & { readonly width: number; readonly height: number };

/**
 * Fills `area` with the design's background. The IA checkerboard keeps its squares the size the
 * preview shows them relative to the frame, starting from the fit box's corner as Konva's pattern does.
 */
export function fillBackground(context: Drawing2D, design: DesignConfig, placement: Placement, area: Rect): void {
  const fill = backgroundFill(design);
  if (fill !== 'ia') {
    context.fillStyle = fill;
    context.fillRect(area.x, area.y, area.width, area.height);
    return;
  }
  const square = IA_PATTERN.squarePx * iaPatternScale(placement.frameWidth, design.widthCm);
  const [light, dark] = IA_PATTERN.colours;
  context.fillStyle = light;
  context.fillRect(area.x, area.y, area.width, area.height);
  // Whole pairs of squares from the box's corner (at or before `area`'s), so the start has the box
  // corner's colour and the checker lines up with the preview's wherever `area` starts.
  const { box } = placement;
  const period = 2 * square;
  const startX = box.x - Math.ceil((box.x - area.x) / period) * period;
  const startY = box.y - Math.ceil((box.y - area.y) / period) * period;
  context.save();
  context.beginPath();
  context.rect(area.x, area.y, area.width, area.height);
  context.clip();
  context.fillStyle = dark;
  for (const cell of iaCheckerCells(area.x + area.width - startX, area.y + area.height - startY, square)) {
    context.fillRect(startX + cell.x, startY + cell.y, cell.width, cell.height);
  }
  context.restore();
}

/** Draws the photo where the placement puts it: translate · rotate · flip, about the picture's centre. */
export function drawPlacedPhoto(context: Drawing2D, source: PhotoSource, placement: Placement): void {
  const { image } = placement;
  context.save();
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.translate(image.x, image.y);
  context.rotate((image.rotation * Math.PI) / 180);
  context.scale(image.scaleX, image.scaleY);
  context.drawImage(source, -image.offsetX, -image.offsetY, image.width, image.height);
  context.restore();
}
