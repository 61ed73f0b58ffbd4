/**
 * Drawing a placed design on a 2D context for the proof, so it composes exactly what the Konva
 * preview shows (the transform documented in src/domain/geometry.ts).
 */
import type { DesignConfig } from '@/domain/design';
import type { Placement, Rect } from '@/domain/geometry';
import { backgroundFill, checkerSquaresOver } from '@/domain/preview-style';
import type { Drawing2D } from './draw-surface';

/** What lies beyond a circle or a rounded corner in the proof: JPEG has no transparency. */
export const OUTSIDE_PIECE = '#ffffff';

/** Anything drawImage takes that knows its own size (ImageBitmap, a canvas). */
export type PhotoSource = CanvasImageSource & { readonly width: number; readonly height: number };

/**
 * A bitmap of the photo, or of part of it: `window` is where the bitmap lies in the whole photo's
 * `photoWidth × photoHeight` pixels (it may be smaller than the window: scaled down).
 */
export interface PhotoPart<Bitmap extends PhotoSource = PhotoSource> {
  readonly bitmap: Bitmap;
  readonly window: Rect<number>;
  readonly photoWidth: number;
  readonly photoHeight: number;
}

/** Fills `area` with the design's background (preview-style.ts's backgroundFill), clipped to the area. */
export function fillBackground(context: Drawing2D, design: DesignConfig, placement: Placement, area: Rect): void {
  const fill = backgroundFill(design, placement.frameWidth);
  context.fillStyle = fill.kind === 'solid' ? fill.colour : fill.light;
  context.fillRect(area.x, area.y, area.width, area.height);
  if (fill.kind === 'solid') return;
  context.save();
  context.beginPath();
  context.rect(area.x, area.y, area.width, area.height);
  context.clip();
  context.fillStyle = fill.dark;
  for (const cell of checkerSquaresOver(area, placement.box, fill.square)) {
    context.fillRect(cell.x, cell.y, cell.width, cell.height);
  }
  context.restore();
}

/**
 * Draws the photo where the placement (made for the whole photo) puts it: translate · rotate · flip,
 * about the picture's centre; a part of it lands where that part of the whole would.
 */
export function drawPlacedPhoto(context: Drawing2D, part: PhotoPart, placement: Placement): void {
  const { image } = placement;
  const { window } = part;
  const scaleX = image.width / part.photoWidth;
  const scaleY = image.height / part.photoHeight;
  context.save();
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.translate(image.x, image.y);
  context.rotate((image.rotation * Math.PI) / 180);
  context.scale(image.scaleX, image.scaleY);
  context.drawImage(part.bitmap, window.x * scaleX - image.offsetX, window.y * scaleY - image.offsetY, window.width * scaleX, window.height * scaleY);
  context.restore();
}
