/**
 * Where the shopper's photo lands in the preview frame: pure maths shared by the Konva preview
 * and the plain-canvas proof renderer, so both draw exactly the same thing.
 *
 * Rules (decisions §3):
 * - Fit works like CSS object-fit and alignment like object-position, applied to the photo as
 *   the shopper sees it, that is after its 90° clockwise rotation.
 * - Mirroring flips the picture the shopper sees left-to-right (a screen-space flip applied
 *   after rotation), the way the store mirrors its already-rotated file.
 * - Circular rugs: the printed piece is the circle (diameter = the smaller side, centred), so
 *   the photo is fitted and aligned against the circle's bounding square, not the whole frame;
 *   otherwise cover would crop more than needed and left/right alignment would slide the photo
 *   out of the circle. Everything outside the clip is never printed.
 *
 * Drawing a Placement with canvas 2D (this is exactly Konva's node transform):
 *   ctx.save();
 *   ctx.beginPath(); traceClip(ctx, p.clip); ctx.clip();
 *   ctx.fillStyle = background; ctx.fillRect(p.box.x, p.box.y, p.box.width, p.box.height);
 *   const i = p.image;
 *   ctx.translate(i.x, i.y);
 *   ctx.rotate((i.rotation * Math.PI) / 180);
 *   ctx.scale(i.scaleX, 1);
 *   ctx.drawImage(unrotatedBitmap, -i.offsetX, -i.offsetY, i.width, i.height);
 *   ctx.restore();
 * Cover overflows the box and relies on the clip to hide what is not printed.
 */
import type { Align, DesignConfig, Fit, Justify, Rotation } from './design';

/** Viewports this wide or narrower show the preview at half size. */
export const NARROW_VIEWPORT_PX = 768;

/** Frame side in preview pixels: trunc(cm × 28.3444444446 / 5.1), halved (and truncated) on narrow screens. */
export function framePixels(cm: number, narrow: boolean): number {
  const px = Math.trunc((cm * 28.3444444446) / 5.1);
  return narrow ? Math.trunc(px / 2) : px;
}

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Konva-friendly transform of the UNROTATED bitmap: translate(x, y) · rotate · scale(scaleX, 1) · translate(−offset). */
export interface ImagePlacement {
  /** Centre of the shown picture, in frame pixels. */
  readonly x: number;
  readonly y: number;
  /** Size to draw the unrotated bitmap at. */
  readonly width: number;
  readonly height: number;
  /** Clockwise degrees applied to the node (already accounts for mirroring). */
  readonly rotation: Rotation;
  readonly scaleX: 1 | -1;
  /** Half of width and height: the node rotates and flips about the picture's centre. */
  readonly offsetX: number;
  readonly offsetY: number;
}

export type Clip =
  | ({ readonly kind: 'rect' } & Rect)
  | { readonly kind: 'circle'; readonly cx: number; readonly cy: number; readonly radius: number };

export interface Placement {
  readonly frameWidth: number;
  readonly frameHeight: number;
  /** The area the photo is fitted into and the background fills: the frame, or the circle's bounding square. */
  readonly box: Rect;
  /** Where the rotated (and maybe mirrored) picture shows, in frame pixels; may overflow the box for cover. */
  readonly shown: Rect;
  readonly image: ImagePlacement;
  readonly clip: Clip;
}

export interface PlacementInput {
  readonly frameWidth: number;
  readonly frameHeight: number;
  /** Size of the unrotated photo or bitmap; only its proportions matter. */
  readonly imageWidth: number;
  readonly imageHeight: number;
  readonly fit: Fit;
  readonly align: Align;
  readonly justify: Justify;
  readonly rotation: Rotation;
  readonly mirrored: boolean;
  readonly circular: boolean;
}

const ALIGN_FACTOR: Readonly<Record<Align, number>> = { left: 0, center: 0.5, right: 1 };
const JUSTIFY_FACTOR: Readonly<Record<Justify, number>> = { top: 0, center: 0.5, bottom: 1 };

export function isQuarterTurn(rotation: Rotation): boolean {
  return rotation === 90 || rotation === 270;
}

/** The fit box: the whole frame, or the square around the centred circle of a circular rug. */
export function fitBox(frameWidth: number, frameHeight: number, circular: boolean): Rect {
  if (!circular) return { x: 0, y: 0, width: frameWidth, height: frameHeight };
  const side = Math.min(frameWidth, frameHeight);
  return { x: (frameWidth - side) / 2, y: (frameHeight - side) / 2, width: side, height: side };
}

/** CSS object-fit + object-position of a picture of `pictureWidth` × `pictureHeight` inside `box`. */
export function fitRect(box: Rect, pictureWidth: number, pictureHeight: number, fit: Fit, align: Align, justify: Justify): Rect {
  if (fit === 'fill' || pictureWidth <= 0 || pictureHeight <= 0) return box;
  const sx = box.width / pictureWidth;
  const sy = box.height / pictureHeight;
  const scale = fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy);
  const width = pictureWidth * scale;
  const height = pictureHeight * scale;
  return {
    x: box.x + (box.width - width) * ALIGN_FACTOR[align],
    y: box.y + (box.height - height) * JUSTIFY_FACTOR[justify],
    width,
    height,
  };
}

function clipFor(box: Rect, circular: boolean): Clip {
  if (!circular) return { kind: 'rect', ...box };
  return { kind: 'circle', cx: box.x + box.width / 2, cy: box.y + box.height / 2, radius: box.width / 2 };
}

export function placeImage(input: PlacementInput): Placement {
  const { frameWidth, frameHeight, rotation, mirrored, circular } = input;
  const turned = isQuarterTurn(rotation);
  const pictureWidth = turned ? input.imageHeight : input.imageWidth;
  const pictureHeight = turned ? input.imageWidth : input.imageHeight;
  const box = fitBox(frameWidth, frameHeight, circular);
  const shown = fitRect(box, pictureWidth, pictureHeight, input.fit, input.align, input.justify);
  const width = turned ? shown.height : shown.width;
  const height = turned ? shown.width : shown.height;
  // A screen-space flip after rotating by r equals rotating by −r after flipping the bitmap.
  const nodeRotation = (mirrored ? (360 - rotation) % 360 : rotation) as Rotation;
  return {
    frameWidth,
    frameHeight,
    box,
    shown,
    image: {
      x: shown.x + shown.width / 2,
      y: shown.y + shown.height / 2,
      width,
      height,
      rotation: nodeRotation,
      scaleX: mirrored ? -1 : 1,
      offsetX: width / 2,
      offsetY: height / 2,
    },
    clip: clipFor(box, circular),
  };
}

/** The placement of a shopper's design in a frame: what the Konva preview and the proof both draw. */
export function placeDesign(
  design: DesignConfig,
  frameWidth: number,
  frameHeight: number,
  imageWidth: number,
  imageHeight: number,
): Placement {
  const { fit, align, justify, rotation, mirrored, circular } = design;
  return placeImage({ frameWidth, frameHeight, imageWidth, imageHeight, fit, align, justify, rotation, mirrored, circular });
}

/** The part of a 2D context (canvas or Konva) a clip path needs. */
export interface PathSink {
  rect(x: number, y: number, width: number, height: number): void;
  arc(x: number, y: number, radius: number, startAngle: number, endAngle: number, counterclockwise?: boolean): void;
}

/** Adds the clip outline to the current path; the caller begins the path and clips. */
export function traceClip(path: PathSink, clip: Clip): void {
  if (clip.kind === 'rect') path.rect(clip.x, clip.y, clip.width, clip.height);
  else path.arc(clip.cx, clip.cy, clip.radius, 0, Math.PI * 2, false);
}
