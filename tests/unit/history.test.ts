import { shownPrice } from './default-quote';
import { describe, expect, it } from 'vitest';
import { initialDesign } from '@/domain/design';
import { createEditorState } from '@/domain/editor-state';
import { canRedo, canUndo, createHistory, HISTORY_LIMIT, historyReducer, type EditorHistory, type HistoryAction } from '@/domain/history';

const run = (history: EditorHistory, ...actions: HistoryAction[]) => actions.reduce(historyReducer, history);
const start = createHistory();

describe('undo and redo', () => {
  it('each design change is one step, undone and redone in order', () => {
    const h = run(start, { type: 'choosePreset', code: 'M' }, { type: 'toggleMirror' }, { type: 'fit', fit: 'contain' });
    expect(h.past).toHaveLength(3);
    const back = run(h, { type: 'undo' }, { type: 'undo' });
    expect(back.editor.design).toMatchObject({ sizeCode: 'M', mirrored: false, fit: 'cover' });
    expect(canRedo(back)).toBe(true);
    expect(run(back, { type: 'redo' }).editor.design).toMatchObject({ mirrored: true, fit: 'cover' });
  });
  it('nothing to undo or redo at the start; undo and redo then do nothing', () => {
    expect([canUndo(start), canRedo(start)]).toEqual([false, false]);
    expect(run(start, { type: 'undo' }, { type: 'redo' })).toEqual(start);
  });
  it('a new change after undo clears redo', () => {
    const h = run(start, { type: 'toggleMirror' }, { type: 'rotate' }, { type: 'undo' }, { type: 'fit', fit: 'fill' });
    expect(canRedo(h)).toBe(false);
    expect(h.future).toEqual([]);
  });
  it('the price follows the restored size', () => {
    const h = run(start, { type: 'choosePreset', code: 'S' }, { type: 'choosePreset', code: 'XXXL' }, { type: 'undo' });
    expect(shownPrice(h.editor.design)).toBe('$5.500');
    expect([h.editor.customWidthText, h.editor.customHeightText]).toEqual(['25', '25']);
  });
  it('typing in the custom-size fields and warnings are not steps', () => {
    const h = run(start, { type: 'typeCustomWidth', text: '60' }, { type: 'warning', message: 'x' });
    expect(canUndo(h)).toBe(false);
  });
  it('an action that changes nothing is not a step', () => {
    expect(run(start, { type: 'fit', fit: 'cover' }, { type: 'setZoom', zoom: 1 }).past).toHaveLength(0);
  });
  it('an action that changes nothing, inside a gesture too, leaves the very same history (nothing re-renders)', () => {
    // Held at the right edge: positions past it clamp to where the photo already is.
    const dragging = run(start, { type: 'beginGesture' }, { type: 'setPosition', posX: 100, posY: 50 });
    expect(run(dragging, { type: 'setPosition', posX: 120, posY: 50 }, { type: 'setPosition', posX: 100, posY: 50 })).toBe(dragging);
  });
  it(`keeps the newest ${HISTORY_LIMIT} steps`, () => {
    const many = Array.from({ length: HISTORY_LIMIT + 20 }, (): HistoryAction => ({ type: 'rotate' }));
    const h = run(start, ...many);
    expect(h.past).toHaveLength(HISTORY_LIMIT);
    const undone = run(h, ...Array.from({ length: HISTORY_LIMIT + 5 }, (): HistoryAction => ({ type: 'undo' })));
    expect(canUndo(undone)).toBe(false);
    expect(undone.future).toHaveLength(HISTORY_LIMIT);
  });
  it('every undoable kind of change is undone', () => {
    const changes: HistoryAction[] = [
      { type: 'chooseMode', mode: 'Alfombra' },
      { type: 'choosePreset', code: 'MA' },
      { type: 'fit', fit: 'contain' },
      { type: 'background', background: 'white' },
      { type: 'toggleMirror' },
      { type: 'rotate' },
      { type: 'toggleCircular' },
      { type: 'align', align: 'left' },
      { type: 'setPosition', posX: 10, posY: 20 },
      { type: 'setZoom', zoom: 2 },
    ];
    const h = run(start, ...changes);
    expect(h.past).toHaveLength(changes.length);
    const undone = run(h, ...changes.map((): HistoryAction => ({ type: 'undo' })));
    expect(undone.editor.design).toEqual(initialDesign('Clasic'));
  });
});

describe('gestures', () => {
  const drag: HistoryAction[] = [
    { type: 'beginGesture' },
    { type: 'setPosition', posX: 40, posY: 50 },
    { type: 'setPosition', posX: 30, posY: 45 },
    { type: 'setPosition', posX: 20, posY: 40 },
    { type: 'endGesture' },
  ];
  it('a whole drag is one step', () => {
    const h = run(start, ...drag);
    expect(h.past).toHaveLength(1);
    expect(run(h, { type: 'undo' }).editor.design).toMatchObject({ posX: 50, posY: 50 });
  });
  it('a pinch (zoom and position together) is one step', () => {
    const h = run(start, { type: 'beginGesture' }, { type: 'setZoom', zoom: 1.5, position: { posX: 40, posY: 60 } }, { type: 'setZoom', zoom: 2.25, position: { posX: 30, posY: 70 } }, { type: 'endGesture' });
    expect(h.past).toHaveLength(1);
    expect(h.editor.design).toMatchObject({ zoom: 2.25, posX: 30, posY: 70 });
  });
  it('a gesture that ends where it began leaves no step', () => {
    const h = run(start, { type: 'beginGesture' }, { type: 'setZoom', zoom: 2 }, { type: 'setZoom', zoom: 1 }, { type: 'endGesture' });
    expect(canUndo(h)).toBe(false);
  });
  it('a second begin keeps the first start; a lone end does nothing', () => {
    const h = run(start, { type: 'endGesture' }, { type: 'beginGesture' }, { type: 'setZoom', zoom: 2 }, { type: 'beginGesture' }, { type: 'setZoom', zoom: 3 }, { type: 'endGesture' });
    expect(run(h, { type: 'undo' }).editor.design.zoom).toBe(1);
  });
  it('undo during a gesture closes it and undoes it whole', () => {
    const h = run(start, { type: 'beginGesture' }, { type: 'setZoom', zoom: 2 });
    expect(canUndo(h)).toBe(true);
    const undone = run(h, { type: 'undo' });
    expect(undone.gestureStart).toBeNull();
    expect(undone.editor.design.zoom).toBe(1);
    expect(canRedo(undone)).toBe(true);
  });
  it('a gesture clears redo', () => {
    const h = run(start, { type: 'rotate' }, { type: 'undo' }, ...drag);
    expect(canRedo(h)).toBe(false);
  });
});

describe('a new photo', () => {
  it('starts a new history, upright at zoom 1', () => {
    const h = run(createHistory(createEditorState()), { type: 'rotate' }, { type: 'setZoom', zoom: 2 }, { type: 'photoChanged' });
    expect([canUndo(h), canRedo(h)]).toEqual([false, false]);
    expect(h.editor.design).toMatchObject({ rotation: 0, zoom: 1 });
  });
});
