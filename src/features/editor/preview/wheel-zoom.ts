/**
 * Ctrl/⌘ + wheel, and a trackpad pinch (which browsers send as a wheel with ctrlKey), zoom the
 * photo about the pointer. Like pointer moves, wheel events arrive once per animation frame and
 * are applied at once. A burst of them, until a short pause, is one undo step.
 */
import { zoomAboutPoint, type ZoomedPosition } from '@/domain/placement-moves';
import { px } from '@/domain/units';
import { wheelZoom, type Point } from './gesture-math';
import { viewed, type GestureTarget } from './gesture-target';

/** A pause this long after the last wheel event ends the step. */
export const WHEEL_GESTURE_PAUSE_MS = 300;

export class WheelZoom {
  private view: ZoomedPosition | null = null;
  private open = false;
  private pause: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly target: () => GestureTarget) {}

  /** A zooming wheel event at `point` (frame pixels). */
  wheel(point: Point, deltaY: number, deltaMode: number): void {
    const target = this.target();
    if (!this.open) {
      this.open = true;
      target.dispatch({ type: 'beginGesture' });
    }
    const design = viewed(target, this.view);
    const zoom = wheelZoom(design.zoom, deltaY, deltaMode);
    this.view = zoomAboutPoint(target.place(design), design, zoom, px(point.x), px(point.y));
    const { posX, posY } = this.view;
    target.dispatch({ type: 'setZoom', zoom: this.view.zoom, position: { posX, posY } });
    clearTimeout(this.pause);
    this.pause = setTimeout(() => this.end(), WHEEL_GESTURE_PAUSE_MS);
  }

  /** Closes an open step now (a drag starts, or the preview goes away). */
  end(): void {
    clearTimeout(this.pause);
    if (!this.open) return;
    this.open = false;
    this.view = null;
    this.target().dispatch({ type: 'endGesture' });
  }
}
