/**
 * Pointer geometry for the preview's gestures: where two fingers are, how far apart, and how
 * much a pinch or a Ctrl + wheel turn zooms. Pure; the zoom about a point and the moves
 * themselves are the design model's (placement-moves.ts).
 */
export interface Point {
  readonly x: number;
  readonly y: number;
}

export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

export const distance = (a: Point, b: Point): number => Math.hypot(b.x - a.x, b.y - a.y);

/** A pinch zooms by how much the fingers spread since it began (fingers twice as far: twice the zoom). */
export function pinchZoom(startZoom: number, startSpread: number, spread: number): number {
  return startSpread > 0 ? (startZoom * spread) / startSpread : startZoom;
}

/** WheelEvent.deltaMode: pixels, lines or pages. */
const WHEEL_UNIT_PX = [1, 16, 800] as const;
/**
 * Zoom factor per wheel pixel: a mouse notch (100 px) zooms about 22 %, a trackpad pinch (a few
 * pixels per event) glides; exponential, so zooming in and back out returns to the same zoom.
 */
const WHEEL_ZOOM_PER_PX = 0.002;

/** The zoom after a Ctrl + wheel (or trackpad pinch) of `deltaY` in `deltaMode` units; up zooms in. */
export function wheelZoom(zoom: number, deltaY: number, deltaMode: number): number {
  const pixels = deltaY * (WHEEL_UNIT_PX[deltaMode as 0 | 1 | 2] ?? 1);
  return zoom * Math.exp(-pixels * WHEEL_ZOOM_PER_PX);
}
