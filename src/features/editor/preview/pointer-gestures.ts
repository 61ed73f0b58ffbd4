/**
 * Drag and pinch on the preview, from pointer events (mouse, pen and touch alike).
 * - One pointer drags: the photo follows the pointer's total movement since it went down, its
 *   centre snapping to the piece's centre lines; a second pointer turns it into a pinch, which
 *   zooms about the fingers' midpoint and pans with it; lifting one finger goes back to a drag.
 * - Each move is applied when it arrives. Browsers already deliver pointer moves once per
 *   animation frame, and Konva's batchDraw draws once per frame; waiting for another frame here
 *   would only add a frame of lag, since Konva's own draw waits for the frame after that.
 * - The whole gesture, from the first pointer down to the last one up, is one undo step
 *   (beginGesture … endGesture).
 */
import { positionAfterDrag, snapToCentre, zoomAboutPoint, type ZoomedPosition } from '@/domain/placement-moves';
import type { Position } from '@/domain/position';
import { snapTextToCentre, textMovedBy, type TextPosition } from '@/domain/text-placement';
import { cm, px } from '@/domain/units';
import { distance, midpoint, pinchZoom, type Point } from './gesture-math';
import { viewed, type GestureTarget, type SnapGuides } from './gesture-target';
import { pieceOf, textAt } from './preview-texts';

type Gesture =
  | { readonly kind: 'text'; readonly pointer: number; readonly index: number; readonly from: TextPosition; readonly start: Point }
  | { readonly kind: 'drag'; readonly pointer: number; readonly from: Position; readonly start: Point }
  | { readonly kind: 'pinch'; readonly startZoom: number; readonly startSpread: number; lastMid: Point };

export class PointerGestures {
  private readonly pointers = new Map<number, Point>();
  private gesture: Gesture | null = null;
  /** What this gesture last set: the target's design catches up only when React renders. */
  private view: ZoomedPosition | null = null;
  /** The guides onSnap last heard of: it hears changes only, not every move of a snapped drag. */
  private guides: SnapGuides | null = null;

  constructor(private readonly target: () => GestureTarget) {}

  get active(): boolean {
    return this.gesture !== null;
  }

  /** A pointer went down at `point` (frame pixels); false when it is not taken (a third finger). */
  down(id: number, point: Point): boolean {
    if (this.pointers.size >= 2 || this.gesture?.kind === 'text') return false;
    if (this.pointers.size === 0 && this.grabText(id, point)) return true;
    if (!this.target().text.hasPhoto) return false;
    if (this.pointers.size === 0) this.target().dispatch({ type: 'beginGesture' });
    this.pointers.set(id, point);
    this.restart();
    return true;
  }

  /** A first pointer on a text selects it and drags it (text lies above the photo); elsewhere it deselects. */
  private grabText(id: number, point: Point): boolean {
    const { text, dispatch } = this.target();
    const index = textAt(text.shown, point);
    text.select(index);
    const layer = index === null ? undefined : text.shown[index]?.layer;
    if (index === null || !layer) return false;
    dispatch({ type: 'beginGesture' });
    this.pointers.set(id, point);
    this.gesture = { kind: 'text', pointer: id, index, from: { xPct: layer.xPct, yPct: layer.yPct }, start: point };
    return true;
  }

  private dragText(gesture: Extract<Gesture, { kind: 'text' }>): void {
    const point = this.pointers.get(gesture.pointer);
    const target = this.target();
    const shown = target.text.shown[gesture.index];
    if (!point || !shown) return;
    const { pxPerCm } = target.text;
    const piece = pieceOf(target.design);
    const moved = textMovedBy(gesture.from, cm((point.x - gesture.start.x) / pxPerCm), cm((point.y - gesture.start.y) / pxPerCm), piece);
    const { guides, ...position } = snapTextToCentre(shown.layer, moved, piece, shown.metrics);
    target.dispatch({ type: 'changeText', index: gesture.index, change: position });
    this.showGuides(guides.vertical || guides.horizontal ? guides : null);
  }

  move(id: number, point: Point): void {
    if (!this.pointers.has(id)) return;
    this.pointers.set(id, point);
    if (this.gesture?.kind === 'text') this.dragText(this.gesture);
    else if (this.gesture?.kind === 'drag') this.drag(this.gesture);
    else if (this.gesture?.kind === 'pinch') this.pinch(this.gesture);
  }

  /** A pointer went up or was cancelled. */
  up(id: number): void {
    if (!this.pointers.delete(id)) return;
    if (this.pointers.size > 0) {
      this.restart();
      return;
    }
    this.end();
  }

  /** Stops listening; a gesture still open (the photo went away mid-drag) is closed as it stands. */
  dispose(): void {
    this.pointers.clear();
    if (this.gesture) this.end();
  }

  private end(): void {
    this.gesture = null;
    this.view = null;
    this.showGuides(null);
    this.target().dispatch({ type: 'endGesture' });
  }

  /** Starts a drag or a pinch from where things are now, whenever the number of pointers changes. */
  private restart(): void {
    const design = viewed(this.target(), this.view);
    const [first, second] = [...this.pointers.entries()];
    if (first && second) {
      this.showGuides(null);
      const spread = distance(first[1], second[1]);
      this.gesture = { kind: 'pinch', startZoom: design.zoom, startSpread: spread, lastMid: midpoint(first[1], second[1]) };
    } else if (first) {
      this.gesture = { kind: 'drag', pointer: first[0], from: { posX: design.posX, posY: design.posY }, start: first[1] };
    }
  }

  private drag(gesture: Extract<Gesture, { kind: 'drag' }>): void {
    const point = this.pointers.get(gesture.pointer);
    if (!point) return;
    const target = this.target();
    const design = viewed(target, this.view);
    const placement = target.place(design);
    const moved = positionAfterDrag(placement, gesture.from, px(point.x - gesture.start.x), px(point.y - gesture.start.y));
    const { guides, ...position } = snapToCentre(placement, design, moved);
    this.view = { zoom: design.zoom, ...position };
    target.dispatch({ type: 'setPosition', ...position });
    this.showGuides(guides.vertical || guides.horizontal ? guides : null);
  }

  private showGuides(guides: SnapGuides | null): void {
    if (guides?.vertical === this.guides?.vertical && guides?.horizontal === this.guides?.horizontal) return;
    this.guides = guides;
    this.target().onSnap(guides);
  }

  private pinch(gesture: Extract<Gesture, { kind: 'pinch' }>): void {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return;
    const target = this.target();
    const design = viewed(target, this.view);
    const mid = midpoint(a, b);
    const zoom = pinchZoom(gesture.startZoom, gesture.startSpread, distance(a, b));
    // Zoom about where the fingers were, then follow them: the spot under them stays under them.
    const { lastMid } = gesture;
    const zoomed = zoomAboutPoint(target.place(design), design, zoom, px(lastMid.x), px(lastMid.y));
    const after = { ...design, ...zoomed };
    const position = positionAfterDrag(target.place(after), zoomed, px(mid.x - lastMid.x), px(mid.y - lastMid.y));
    gesture.lastMid = mid;
    this.view = { zoom: zoomed.zoom, ...position };
    target.dispatch({ type: 'setZoom', zoom: zoomed.zoom, position });
  }
}
