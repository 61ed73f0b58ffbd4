/**
 * Where the shopper's photo lands in the preview frame: pure maths shared by the Konva preview
 * and the plain-canvas proof renderer, so both draw exactly the same thing.
 *
 * Rules (decisions §3, issue 10):
 * - Fit works like CSS object-fit, applied to the photo as the shopper sees it, that is after
 *   its 90° clockwise rotation. Zoom then scales the fitted picture (1 = the fit as is).
 * - Position works like CSS object-position over the zoomed picture, per axis:
 *   x = box.x + (box.width − shown.width) · posX / 100. So a picture larger than the box on an
 *   axis can move only as far as it still covers the box (no gap ever opens), and a smaller one
 *   stays inside it. The align buttons are the stops 0, 50 and 100.
 * - Mirroring flips the picture the shopper sees left-to-right (a screen-space flip applied
 *   after rotation), the way the store mirrors its already-rotated file; the vertical mirror
 *   (issue 22) flips it top-to-bottom the same way. Both together are a half turn.
 * - Circular pieces (any mode): the printed piece is the circle (diameter = the smaller side, centred), so
 *   the photo is fitted and positioned against the circle's bounding square, not the whole
 *   frame; otherwise cover would crop more than needed and positions would slide the photo out
 *   of the circle. Everything outside the clip is never printed.
 * - Hostile zoom or position values (NaN, out of range) are clamped as position.ts says.
 *
 * Drawing a Placement with canvas 2D (this is exactly Konva's node transform):
 *   ctx.save();
 *   ctx.beginPath(); traceClip(ctx, p.clip); ctx.clip();
 *   ctx.fillStyle = background; ctx.fillRect(p.box.x, p.box.y, p.box.width, p.box.height);
 *   const i = p.image;
 *   ctx.translate(i.x, i.y);
 *   ctx.rotate((i.rotation * Math.PI) / 180);
 *   ctx.scale(i.scaleX, i.scaleY);
 *   ctx.drawImage(unrotatedBitmap, -i.offsetX, -i.offsetY, i.width, i.height);
 *   ctx.restore();
 * Cover and zoom overflow the box and rely on the clip to hide what is not printed.
 */
import type { DesignConfig, Fit, Rotation } from './design';
import { clampPosition, clampZoom } from './position';
import { px, type Px } from './units';

/** Viewports this wide or narrower show the preview at half size. */
export const NARROW_VIEWPORT_PX = 768;

/** Frame side in preview pixels: trunc(cm × 28.3444444446 / 5.1), halved (and truncated) on narrow screens. */
export function framePixels(cm: number, narrow: boolean): Px {
  const whole = Math.trunc((cm * 28.3444444446) / 5.1);
  return px(narrow ? Math.trunc(whole / 2) : whole);
}

/** A rectangle in one unit: preview or proof pixels (`Px`) or centimetres on the piece (`Cm`). */
export interface Rect<U extends number = Px> {
  readonly x: U;
  readonly y: U;
  readonly width: U;
  readonly height: U;
}

/** Konva-friendly transform of the UNROTATED bitmap: translate(x, y) · rotate · scale(scaleX, scaleY) · translate(−offset). */
export interface ImagePlacement {
  /** Centre of the shown picture, in frame pixels. */
  readonly x: Px;
  readonly y: Px;
  /** Size to draw the unrotated bitmap at. */
  readonly width: Px;
  readonly height: Px;
  /** Clockwise degrees applied to the node (already accounts for mirroring). */
  readonly rotation: Rotation;
  readonly scaleX: 1 | -1;
  readonly scaleY: 1 | -1;
  /** Half of width and height: the node rotates and flips about the picture's centre. */
  readonly offsetX: Px;
  readonly offsetY: Px;
}

export type Clip =
  | ({ readonly kind: 'rect' } & Rect)
  | { readonly kind: 'circle'; readonly cx: Px; readonly cy: Px; readonly radius: Px };

export interface Placement {
  readonly frameWidth: Px;
  readonly frameHeight: Px;
  /** The area the photo is fitted into and the background fills: the frame, or the circle's bounding square. */
  readonly box: Rect;
  /** Where the rotated (and maybe mirrored) picture shows, in frame pixels; may overflow the box for cover or zoom. */
  readonly shown: Rect;
  readonly image: ImagePlacement;
  readonly clip: Clip;
}

/** How the picture is fitted, zoomed and positioned inside its box (the design's own fields). */
export interface Framing {
  readonly fit: Fit;
  readonly zoom: number;
  readonly posX: number;
  readonly posY: number;
}

export interface PlacementInput extends Framing {
  readonly frameWidth: Px;
  readonly frameHeight: Px;
  /** Size of the unrotated photo or bitmap; only its proportions matter. */
  readonly imageWidth: Px;
  readonly imageHeight: Px;
  readonly rotation: Rotation;
  readonly mirrored: boolean;
  readonly mirroredVertical: boolean;
  readonly circular: boolean;
}

export function isQuarterTurn(rotation: Rotation): boolean {
  return rotation === 90 || rotation === 270;
}

/** The photo's size as the shopper sees it, after the clockwise rotation. */
export function turnedSize<U extends number>(width: U, height: U, rotation: Rotation): { width: U; height: U } {
  return isQuarterTurn(rotation) ? { width: height, height: width } : { width, height };
}

/** The fit box: the whole frame, or the square around the centred circle of a circular piece. */
export function fitBox<U extends number>(frameWidth: U, frameHeight: U, circular: boolean): Rect<U> {
  if (!circular) return { x: 0 as U, y: 0 as U, width: frameWidth, height: frameHeight };
  const side = Math.min(frameWidth, frameHeight) as U;
  return { x: ((frameWidth - side) / 2) as U, y: ((frameHeight - side) / 2) as U, width: side, height: side };
}

/** CSS object-fit of a picture inside `box`, before zoom; fill (or an empty picture) takes the box's size. */
function fittedSize(box: Rect<number>, pictureWidth: number, pictureHeight: number, fit: Fit): { width: number; height: number } {
  if (fit === 'fill' || pictureWidth <= 0 || pictureHeight <= 0) return { width: box.width, height: box.height };
  const sx = box.width / pictureWidth;
  const sy = box.height / pictureHeight;
  const scale = fit === 'cover' ? Math.max(sx, sy) : Math.min(sx, sy);
  return { width: pictureWidth * scale, height: pictureHeight * scale };
}

/** Object-fit, zoom, then object-position of a (turned) picture inside `box`, in the box's unit. */
export function shownRect<U extends number>(box: Rect<U>, pictureWidth: number, pictureHeight: number, framing: Framing): Rect<U> {
  const fitted = fittedSize(box, pictureWidth, pictureHeight, framing.fit);
  const zoom = clampZoom(framing.zoom);
  const width = fitted.width * zoom;
  const height = fitted.height * zoom;
  return {
    x: (box.x + ((box.width - width) * clampPosition(framing.posX)) / 100) as U,
    y: (box.y + ((box.height - height) * clampPosition(framing.posY)) / 100) as U,
    width: width as U,
    height: height as U,
  };
}

function clipFor(box: Rect, circular: boolean): Clip {
  if (!circular) return { kind: 'rect', ...box };
  return { kind: 'circle', cx: px(box.x + box.width / 2), cy: px(box.y + box.height / 2), radius: px(box.width / 2) };
}

export function placeImage(input: PlacementInput): Placement {
  const { frameWidth, frameHeight, rotation, mirrored, mirroredVertical, circular } = input;
  const picture = turnedSize(input.imageWidth, input.imageHeight, rotation);
  const box = fitBox(frameWidth, frameHeight, circular);
  const shown = shownRect(box, picture.width, picture.height, input);
  // The node draws the unrotated bitmap, so its size is the shown size turned back.
  const { width, height } = turnedSize(shown.width, shown.height, rotation);
  // A screen-space flip after rotating by r equals rotating by −r after flipping the bitmap on the
  // same axis; two flips are a half turn, which scale(−1, −1) already is, so r stays.
  const nodeRotation = (mirrored !== mirroredVertical ? (360 - rotation) % 360 : rotation) as Rotation;
  return {
    frameWidth,
    frameHeight,
    box,
    shown,
    image: {
      x: px(shown.x + shown.width / 2),
      y: px(shown.y + shown.height / 2),
      width,
      height,
      rotation: nodeRotation,
      scaleX: mirrored ? -1 : 1,
      scaleY: mirroredVertical ? -1 : 1,
      offsetX: px(width / 2),
      offsetY: px(height / 2),
    },
    clip: clipFor(box, circular),
  };
}

/** The placement of a shopper's design in a frame: what the Konva preview and the proof both draw. */
export function placeDesign(design: DesignConfig, frameWidth: Px, frameHeight: Px, imageWidth: Px, imageHeight: Px): Placement {
  const { fit, zoom, posX, posY, rotation, mirrored, mirroredVertical, circular } = design;
  const framing = { fit, zoom, posX, posY };
  return placeImage({ frameWidth, frameHeight, imageWidth, imageHeight, ...framing, rotation, mirrored, mirroredVertical, circular });
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
