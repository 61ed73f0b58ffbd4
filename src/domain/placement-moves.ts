/**
 * Moving and zooming the photo by hand, as pure functions of the design and its current
 * Placement (geometry.ts): the preview turns pointer, wheel, pinch and key input into these
 * calls and dispatches what they return. Position semantics are object-position's, so one
 * position percent moves the picture by (box − shown) / 100 pixels on that axis: nothing when the
 * picture exactly fills the axis, the other way round when it is larger than the box.
 *
 * Drags: compute from the position at the start of the gesture and the pointer's TOTAL movement
 * since then (not from the last event's delta), so the picture follows the pointer 1:1 and a
 * clamped edge does not lose track of the pointer.
 */
import type { DesignConfig } from './design';
import type { Placement } from './geometry';
import { clampPosition, clampZoom, POSITION_CENTRE, type Position } from './position';
import type { Cm, Px } from './units';

/** Arrow keys move the photo this much on the piece; with Shift, SHIFT_NUDGE_CM. */
export const NUDGE_CM = 0.5 as Cm;
export const SHIFT_NUDGE_CM = 5 as Cm;
/** While dragging, the photo's centre snaps to the piece's centre lines within this distance. */
export const SNAP_CM = 1 as Cm;

/** How far the picture can travel on each axis, in frame pixels: box size − shown size (0: it cannot move). */
function slack(placement: Placement): { x: number; y: number } {
  const { box, shown } = placement;
  return { x: box.width - shown.width, y: box.height - shown.height };
}

/** Frame pixels per centimetre of the piece. */
function pixelsPerCm(placement: Placement, design: DesignConfig): number {
  return placement.frameWidth / design.widthCm;
}

function movedAxis(from: number, delta: number, room: number): number {
  // A picture that fills the axis exactly cannot move on it; its position keeps its value.
  if (Math.abs(room) < 1e-9) return clampPosition(from);
  return clampPosition(from + (delta * 100) / room);
}

/** The position after moving the picture by (dx, dy) frame pixels from `from`. */
export function positionAfterDrag(placement: Placement, from: Position, dx: Px, dy: Px): Position {
  const room = slack(placement);
  return { posX: movedAxis(from.posX, dx, room.x), posY: movedAxis(from.posY, dy, room.y) };
}

/** The position after moving the picture by (dx, dy) centimetres on the piece (arrow keys). */
export function positionAfterNudge(placement: Placement, design: DesignConfig, dx: Cm, dy: Cm): Position {
  const scale = pixelsPerCm(placement, design);
  return positionAfterDrag(placement, design, (dx * scale) as Px, (dy * scale) as Px);
}

export interface SnappedPosition extends Position {
  /** Which centre guide to draw: vertical = the picture's centre is on the piece's vertical centre line. */
  readonly guides: { readonly vertical: boolean; readonly horizontal: boolean };
}

/** Snaps one axis to its centre when the picture's centre is within `reach` pixels of the piece's. */
function snapAxis(pos: number, room: number, reach: number): { pos: number; snapped: boolean } {
  // At 50 the picture's centre is on the box's centre whatever its size: offset = room · (pos − 50) / 100.
  if (Math.abs(room) < 1e-9) return { pos, snapped: false };
  const offset = Math.abs((room * (pos - POSITION_CENTRE)) / 100);
  return offset <= reach ? { pos: POSITION_CENTRE, snapped: true } : { pos, snapped: false };
}

/**
 * `position` (for example from positionAfterDrag) with its centre snapped to the piece's centre
 * lines when within SNAP_CM, and which guides are active. An axis on which the picture cannot move
 * never snaps nor shows a guide.
 */
export function snapToCentre(placement: Placement, design: DesignConfig, position: Position): SnappedPosition {
  const room = slack(placement);
  const reach = SNAP_CM * pixelsPerCm(placement, design);
  const x = snapAxis(clampPosition(position.posX), room.x, reach);
  const y = snapAxis(clampPosition(position.posY), room.y, reach);
  return { posX: x.pos, posY: y.pos, guides: { vertical: x.snapped, horizontal: y.snapped } };
}

export interface ZoomedPosition extends Position {
  readonly zoom: number;
}

/** One axis of zoomAboutPoint: where the shown picture must start so `point` keeps its picture spot. */
function axisAbout(boxStart: number, boxSize: number, shownStart: number, shownSize: number, ratio: number, point: number): number {
  if (shownSize <= 0) return POSITION_CENTRE;
  const spot = (point - shownStart) / shownSize;
  const size = shownSize * ratio;
  const room = boxSize - size;
  if (Math.abs(room) < 1e-9) return POSITION_CENTRE;
  return clampPosition(((point - spot * size - boxStart) * 100) / room);
}

/**
 * Zooms to `zoom` (clamped to 1–4) keeping the picture spot under (x, y) frame pixels in place,
 * for pinch and wheel. Where that would open a gap, the position is clamped and the spot drifts.
 */
export function zoomAboutPoint(placement: Placement, design: DesignConfig, zoom: number, x: Px, y: Px): ZoomedPosition {
  const next = clampZoom(zoom);
  const ratio = next / clampZoom(design.zoom);
  const { box, shown } = placement;
  return {
    zoom: next,
    posX: axisAbout(box.x, box.width, shown.x, shown.width, ratio, x),
    posY: axisAbout(box.y, box.height, shown.y, shown.height, ratio, y),
  };
}
