import { describe, expect, it } from 'vitest';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { createEditorState } from '@/domain/editor-state';
import { placeDesign } from '@/domain/geometry';
import { createHistory, historyReducer, type HistoryAction } from '@/domain/history';
import { px } from '@/domain/units';
import type { GestureTarget, SnapGuides } from '@/features/editor/preview/gesture-target';
import { PointerGestures } from '@/features/editor/preview/pointer-gestures';
import { previewKeyAction } from '@/features/editor/preview/preview-keys';
import { WheelZoom } from '@/features/editor/preview/wheel-zoom';
import { previewTexts } from '@/features/editor/preview/preview-texts';
import { newTextLayer } from '@/domain/text-layers';

/** Clasic 100x60 drawn 500×300; a square photo covers it: 500×500 shown, 200 px of vertical play. */
const start: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 };
const place = (design: DesignConfig) => placeDesign(design, px(500), px(300), px(1000), px(1000));

function harness(design = start) {
  let history = createHistory(createEditorState(design));
  const actions: HistoryAction[] = [];
  const snaps: (SnapGuides | null)[] = [];
  let selected: number | null = null;
  const target: GestureTarget = {
    get design() {
      return history.editor.design;
    },
    place,
    dispatch: (action) => {
      actions.push(action);
      history = historyReducer(history, action);
    },
    onSnap: (guides) => snaps.push(guides),
    get text() {
      return {
        shown: previewTexts(history.editor.design, 5, () => ({ width: 3, ascent: 0.7, descent: 0.1 })),
        selected,
        select: (index: number | null) => {
          selected = index;
        },
        pxPerCm: 5,
        hasPhoto: true,
      };
    },
  };
  const types = () => actions.map((action) => action.type);
  return { target, actions, snaps, types, history: () => history, read: () => target, selected: () => selected };
}

/** Where the photo's picture point (u, v in 0–1) shows on the frame. */
function spotOf(design: DesignConfig, u: number, v: number): [number, number] {
  const { shown } = place(design);
  return [shown.x + u * shown.width, shown.y + v * shown.height];
}

describe('drag', () => {
  it('follows the pointer’s total movement, one model update per move, one undo step in all', () => {
    const h = harness();
    const gestures = new PointerGestures(h.read);
    expect(gestures.down(1, { x: 250, y: 150 })).toBe(true);
    gestures.move(1, { x: 250, y: 130 });
    gestures.move(1, { x: 250, y: 110 });
    // 40 px up over 200 px of play: the picture's top edge goes 40 px above the box's.
    expect(place(h.target.design).shown.y).toBeCloseTo(-140, 5);
    gestures.up(1);
    expect(h.types()).toEqual(['beginGesture', 'setPosition', 'setPosition', 'endGesture']);
    expect(h.history().past).toHaveLength(1);
    expect(historyReducer(h.history(), { type: 'undo' }).editor.design).toEqual(start);
  });

  it('snaps the photo’s centre to the centre line within 1 cm, showing the guide only then', () => {
    const h = harness({ ...start, posY: 0 });
    const gestures = new PointerGestures(h.read);
    gestures.down(1, { x: 100, y: 100 });
    // 1 cm is 5 px here: 97 px up leaves the centre 3 px off the middle, so it snaps.
    gestures.move(1, { x: 100, y: 3 });
    expect(h.target.design.posY).toBe(50);
    expect(h.snaps.at(-1)).toEqual({ vertical: false, horizontal: true });
    gestures.move(1, { x: 100, y: -20 });
    expect(h.target.design.posY).toBeGreaterThan(50);
    expect(h.snaps.at(-1)).toBeNull();
    gestures.up(1);
    expect(h.snaps.at(-1)).toBeNull();
  });

  it('tells onSnap only when the guides change, not at every move of a snapped drag', () => {
    const h = harness({ ...start, posY: 0 });
    const gestures = new PointerGestures(h.read);
    gestures.down(1, { x: 100, y: 100 });
    gestures.move(1, { x: 100, y: 3 });
    gestures.move(1, { x: 100, y: 4 });
    expect(h.snaps).toEqual([{ vertical: false, horizontal: true }]);
    gestures.up(1);
    expect(h.snaps).toEqual([{ vertical: false, horizontal: true }, null]);
  });

  it('a drag that ends where it began leaves no undo step', () => {
    const h = harness();
    const gestures = new PointerGestures(h.read);
    gestures.down(7, { x: 10, y: 10 });
    gestures.move(7, { x: 10, y: 30 });
    gestures.move(7, { x: 10, y: 10 });
    gestures.up(7);
    expect(h.history().past).toHaveLength(0);
  });
});

describe('pinch', () => {
  it('zooms by the fingers’ spread and keeps the spot under them in place', () => {
    const h = harness();
    const gestures = new PointerGestures(h.read);
    const before = place(h.target.design).shown;
    const mid = { x: 300, y: 120 };
    const u = (mid.x - before.x) / before.width;
    const v = (mid.y - before.y) / before.height;
    gestures.down(1, { x: 280, y: 120 });
    gestures.down(2, { x: 320, y: 120 });
    gestures.move(1, { x: 260, y: 120 });
    gestures.move(2, { x: 340, y: 120 });
    expect(h.target.design.zoom).toBe(2);
    const [x, y] = spotOf(h.target.design, u, v);
    expect(x).toBeCloseTo(mid.x, 0);
    expect(y).toBeCloseTo(mid.y, 0);
    gestures.up(1);
    gestures.up(2);
    expect(h.types().filter((type) => type === 'beginGesture' || type === 'endGesture')).toEqual(['beginGesture', 'endGesture']);
    expect(h.history().past).toHaveLength(1);
  });

  it('takes no third finger, and goes back to dragging when one finger lifts', () => {
    const h = harness();
    const gestures = new PointerGestures(h.read);
    gestures.down(1, { x: 100, y: 100 });
    gestures.down(2, { x: 200, y: 100 });
    expect(gestures.down(3, { x: 300, y: 100 })).toBe(false);
    gestures.up(2);
    const y = place(h.target.design).shown.y;
    gestures.move(1, { x: 100, y: 120 });
    expect(place(h.target.design).shown.y).toBeCloseTo(y + 20, 5);
    expect(gestures.active).toBe(true);
  });

  it('closes an open gesture when it stops listening', () => {
    const h = harness();
    const gestures = new PointerGestures(h.read);
    gestures.down(1, { x: 100, y: 100 });
    gestures.move(1, { x: 100, y: 150 });
    gestures.dispose();
    expect(h.types().at(-1)).toBe('endGesture');
    expect(h.history().gestureStart).toBeNull();
  });
});

describe('Ctrl + wheel', () => {
  it('zooms about the pointer, a burst being one undo step', () => {
    const h = harness();
    const wheel = new WheelZoom(h.read);
    const point = { x: 100, y: 80 };
    const before = place(h.target.design).shown;
    const u = (point.x - before.x) / before.width;
    const v = (point.y - before.y) / before.height;
    for (let turn = 0; turn < 3; turn += 1) wheel.wheel(point, -100, 0);
    expect(h.target.design.zoom).toBeCloseTo(1.82, 2);
    const [x, y] = spotOf(h.target.design, u, v);
    expect(x).toBeCloseTo(point.x, 0);
    expect(y).toBeCloseTo(point.y, 0);
    wheel.end();
    expect(h.types().filter((type) => type.endsWith('Gesture'))).toEqual(['beginGesture', 'endGesture']);
    expect(h.history().past).toHaveLength(1);
  });
});

describe('keys', () => {
  const centred = { ...start, fit: 'contain' as const };
  it('arrows move the photo 0.5 cm on the piece, 5 cm with Shift', () => {
    // Contain: the 300×300 picture has 200 px (40 cm) of horizontal play.
    const right = previewKeyAction('ArrowRight', false, centred, place(centred));
    expect(right).toEqual({ type: 'setPosition', posX: 51.25, posY: 50 });
    const farLeft = previewKeyAction('ArrowLeft', true, centred, place(centred));
    expect(farLeft).toEqual({ type: 'setPosition', posX: 37.5, posY: 50 });
    // No vertical play: up and down leave it where it is.
    expect(previewKeyAction('ArrowUp', false, centred, place(centred))).toEqual({ type: 'setPosition', posX: 50, posY: 50 });
  });

  it('+ and − zoom one 25 % step; other keys are left alone', () => {
    expect(previewKeyAction('+', false, start, place(start))).toEqual({ type: 'setZoom', zoom: 1.25 });
    expect(previewKeyAction('-', false, { ...start, zoom: 2 }, place(start))).toEqual({ type: 'setZoom', zoom: 1.75 });
    expect(previewKeyAction('a', false, start, place(start))).toBeNull();
  });
});

describe('dragging a text layer', () => {
  // SANTI at 6 cm, centred at 20 %, 30 % of a 100x60 pad drawn at 5 px/cm: its ink is 18 cm (90 px) wide.
  const withText = { ...start, texts: [{ ...newTextLayer('SANTI'), xPct: 20, yPct: 30 }] };

  it('grabs the text above the photo, moves it 1:1 in cm, selects it, as one undo step', () => {
    const { target, types, history, selected } = harness(withText);
    const gestures = new PointerGestures(() => target);
    expect(gestures.down(1, { x: 100, y: 90 })).toBe(true);
    gestures.move(1, { x: 125, y: 100 });
    gestures.move(1, { x: 150, y: 105 });
    gestures.up(1);
    // 50 px right and 15 px down are 10 cm and 3 cm: 10 % of 100 cm and 5 % of 60 cm.
    expect(history().editor.design.texts[0]).toMatchObject({ xPct: 30, yPct: 35 });
    expect(history().editor.design.posX).toBe(50);
    expect(selected()).toBe(0);
    expect(types()).toEqual(['beginGesture', 'changeText', 'changeText', 'endGesture']);
    expect(history().past).toHaveLength(1);
  });

  it('snaps the text to the centre lines and shows the guides', () => {
    const { target, history, snaps } = harness(withText);
    const gestures = new PointerGestures(() => target);
    gestures.down(1, { x: 100, y: 90 });
    gestures.move(1, { x: 248, y: 148 });
    expect(history().editor.design.texts[0]).toMatchObject({ xPct: 50, yPct: 50 });
    expect(snaps.at(-1)).toEqual({ vertical: true, horizontal: true });
  });

  it('leaves the photo its own drag where no text is grabbed, and deselects', () => {
    const { target, history, selected } = harness(withText);
    const gestures = new PointerGestures(() => target);
    gestures.down(1, { x: 400, y: 250 });
    gestures.move(1, { x: 400, y: 270 });
    gestures.up(1);
    expect(history().editor.design.texts[0]).toMatchObject({ xPct: 20, yPct: 30 });
    expect(history().editor.design.posY).not.toBe(50);
    expect(selected()).toBeNull();
  });
});
