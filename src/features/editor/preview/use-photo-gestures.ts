import { useCallback, useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Point } from './gesture-math';
import type { GestureTarget } from './gesture-target';
import { PointerGestures } from './pointer-gestures';
import { previewKeyAction, textKeyAction } from './preview-keys';
import { WheelZoom } from './wheel-zoom';

export interface PreviewKeyHandlers {
  readonly onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  readonly onKeyUp: () => void;
  readonly onBlur: () => void;
}

/** Pointer position in frame pixels: the stage is drawn at its CSS size, from the element's corner. */
const pointIn = (corner: DOMRect, event: { clientX: number; clientY: number }): Point => ({
  x: event.clientX - corner.left,
  y: event.clientY - corner.top,
});

/**
 * Wires drag, pinch and Ctrl + wheel on `element` while `enabled` (there is a photo). Listeners
 * are native: the wheel one must be non-passive to keep the browser from zooming the page.
 */
function useGestureListeners(element: HTMLElement | null, enabled: boolean, target: () => GestureTarget): void {
  useEffect(() => {
    if (!element || !enabled) return;
    const pointers = new PointerGestures(target);
    const wheel = new WheelZoom(target);
    // The element does not move during a drag (the page cannot scroll under it): measured once per pointer down.
    let corner: DOMRect | null = null;
    const onDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      wheel.end();
      corner = element.getBoundingClientRect();
      if (!pointers.down(event.pointerId, pointIn(corner, event))) return;
      // No preventDefault: a click still focuses the preview for its keys; CSS stops selection and scrolling.
      element.setPointerCapture(event.pointerId);
    };
    // A move's update would otherwise render in a later task, after this frame is painted;
    // rendered now, Konva's batchDraw lands in this very frame.
    const onMove = (event: PointerEvent) => {
      // A hover (no pointer down) has nothing to render.
      if (!corner || !pointers.active) return;
      const point = pointIn(corner, event);
      flushSync(() => pointers.move(event.pointerId, point));
    };
    const onUp = (event: PointerEvent) => pointers.up(event.pointerId);
    const onWheel = (event: WheelEvent) => {
      if (!(event.ctrlKey || event.metaKey) || pointers.active) return;
      event.preventDefault();
      const point = pointIn(element.getBoundingClientRect(), event);
      flushSync(() => wheel.wheel(point, event.deltaY, event.deltaMode));
    };
    const listeners: [string, EventListener, AddEventListenerOptions?][] = [
      ['pointerdown', onDown as EventListener],
      ['pointermove', onMove as EventListener],
      ['pointerup', onUp as EventListener],
      ['pointercancel', onUp as EventListener],
      // A capture lost any other way (the window loses focus mid-drag) ends that pointer too.
      ['lostpointercapture', onUp as EventListener],
      ['wheel', onWheel as EventListener, { passive: false }],
    ];
    for (const [type, listener, options] of listeners) element.addEventListener(type, listener, options);
    return () => {
      for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      pointers.dispose();
      wheel.end();
    };
  }, [element, enabled, target]);
}

/**
 * The preview's gestures and keys. A held key, like a drag, is one undo step: it opens a gesture
 * on its first press and closes it when released or when the preview loses focus.
 */
export function usePhotoGestures(element: HTMLElement | null, target: GestureTarget, enabled: boolean): PreviewKeyHandlers {
  const latest = useRef(target);
  useLayoutEffect(() => {
    latest.current = target;
  });
  const read = useCallback(() => latest.current, []);
  useGestureListeners(element, enabled, read);

  const keyHeld = useRef(false);
  const release = () => {
    if (!keyHeld.current) return;
    keyHeld.current = false;
    latest.current.dispatch({ type: 'endGesture' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled || event.ctrlKey || event.metaKey || event.altKey) return;
    const { design, place, dispatch, text } = latest.current;
    if (event.key === 'Escape' && text.selected !== null) {
      text.select(null);
      return;
    }
    const forText = text.selected === null ? null : textKeyAction(event.key, event.shiftKey, design, text.selected);
    const action = forText ?? (text.hasPhoto ? previewKeyAction(event.key, event.shiftKey, design, place(design)) : null);
    if (!action) return;
    event.preventDefault();
    if (!keyHeld.current) dispatch({ type: 'beginGesture' });
    keyHeld.current = true;
    dispatch(action);
  };
  return { onKeyDown, onKeyUp: release, onBlur: release };
}
