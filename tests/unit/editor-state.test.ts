import { DEFAULT_TARIFA } from '@/domain/tarifa';
import { shownPrice } from './default-quote';
import { describe, expect, it } from 'vitest';
import { initialDesign } from '@/domain/design';
import {
  canApplyCustomSize,
  continueProblem,
  CONTINUE_WARNING,
  createEditorState,
  editorReducer,
  type EditorAction,
  type EditorState,
} from '@/domain/editor-state';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = createEditorState();

describe('mode change', () => {
  const busy = run(
    createEditorState(initialDesign('Clasic')),
    { type: 'choosePreset', code: 'XXXL' },
    { type: 'align', align: 'right' },
    { type: 'justify', justify: 'bottom' },
    { type: 'setZoom', zoom: 2.5 },
    { type: 'rotate' },
    { type: 'toggleMirror' },
    { type: 'fit', fit: 'contain' },
    { type: 'background', background: 'ia' },
    { type: 'warning', message: 'algo' },
  );

  it('resets position (Align, Justify), zoom, rotation, size and warning; keeps fit, mirror, background and shape', () => {
    const next = editorReducer(busy, { type: 'chooseMode', mode: 'Pro' });
    expect(next.design).toEqual({
      ...busy.design,
      mode: 'Pro',
      sizeCode: null,
      posX: 50,
      posY: 50,
      zoom: 1,
      rotation: 0,
      widthCm: 120,
      heightCm: 60,
    });
    expect(next.warning).toBeNull();
    expect(shownPrice(next.design)).toBeNull();
  });
  it('clamps the typed custom size to the new maximum', () => {
    const next = editorReducer(busy, { type: 'chooseMode', mode: 'Pro' });
    expect([next.customWidthText, next.customHeightText]).toEqual(['120', '60']);
  });
  it('keeps the frame within the new mode bounds', () => {
    const next = run(start, { type: 'choosePreset', code: 'S' }, { type: 'chooseMode', mode: 'Alfombra' });
    expect(next.design).toMatchObject({ widthCm: 40, heightCm: 40 });
  });
  it('resets the circle on a mode change (decisions §3), though every mode has it (issue 31)', () => {
    const rug = run(start, { type: 'chooseMode', mode: 'Alfombra' }, { type: 'toggleCircular' });
    expect(rug.design.circular).toBe(true);
    expect(run(rug, { type: 'chooseMode', mode: 'Clasic' }).design.circular).toBe(false);
  });
  it('choosing the current mode again changes nothing', () => {
    expect(editorReducer(busy, { type: 'chooseMode', mode: 'Clasic' })).toBe(busy);
  });
});

describe('sizes and price', () => {
  it('a preset sets the size, the custom fields and the store price', () => {
    const next = run(start, { type: 'choosePreset', code: 'M' });
    expect(next.design).toMatchObject({ sizeCode: 'M', widthCm: 82, heightCm: 32 });
    expect([next.customWidthText, next.customHeightText]).toEqual(['82', '32']);
    expect(shownPrice(next.design)).toBe('$12.500');
  });
  it("ignores another mode's preset", () => {
    expect(run(start, { type: 'choosePreset', code: 'XLP' })).toBe(start);
  });
  it('custom inputs take digits only, 3 at most, capped at the maximum while typing', () => {
    const pro = run(start, { type: 'chooseMode', mode: 'Pro' });
    expect(run(pro, { type: 'typeCustomWidth', text: '1a2' }).customWidthText).toBe('12');
    expect(run(pro, { type: 'typeCustomWidth', text: '99999' }).customWidthText).toBe('120');
    expect(run(pro, { type: 'typeCustomWidth', text: '-7.5' }).customWidthText).toBe('75');
    expect(run(pro, { type: 'typeCustomHeight', text: '61' }).customHeightText).toBe('60');
    expect(run(pro, { type: 'typeCustomHeight', text: 'x' }).customHeightText).toBe('');
  });
  it('Aplicar raises each value to the minimum and marks PERSO', () => {
    const rug = run(
      start,
      { type: 'chooseMode', mode: 'Alfombra' },
      { type: 'typeCustomWidth', text: '9' },
      { type: 'typeCustomHeight', text: '75' },
      { type: 'applyCustomSize' },
    );
    expect(rug.design).toMatchObject({ sizeCode: 'PERSO', widthCm: 40, heightCm: 75 });
    expect([rug.customWidthText, rug.customHeightText]).toEqual(['40', '75']);
    expect(shownPrice(rug.design)).toBe('$20.000');
  });
  it('Aplicar with an empty value resets the size to none', () => {
    const chosen = run(start, { type: 'choosePreset', code: 'L' }, { type: 'typeCustomHeight', text: '' });
    expect(canApplyCustomSize(chosen)).toBe(false);
    const next = editorReducer(chosen, { type: 'applyCustomSize' });
    expect(next.design.sizeCode).toBeNull();
    expect(shownPrice(next.design)).toBeNull();
  });
});

describe('layout actions', () => {
  it('align and justify set one axis to its stop; center centres both', () => {
    const moved = run(start, { type: 'align', align: 'left' }, { type: 'justify', justify: 'bottom' });
    expect(moved.design).toMatchObject({ posX: 0, posY: 100 });
    expect(run(moved, { type: 'align', align: 'right' }).design).toMatchObject({ posX: 100, posY: 100 });
    expect(run(moved, { type: 'align', align: 'center' }).design).toMatchObject({ posX: 50, posY: 50 });
    expect(run(moved, { type: 'justify', justify: 'center' }).design).toMatchObject({ posX: 50, posY: 50 });
  });
  it('setPosition and setZoom clamp hostile values', () => {
    expect(run(start, { type: 'setPosition', posX: -4, posY: 123.456 }).design).toMatchObject({ posX: 0, posY: 100 });
    expect(run(start, { type: 'setPosition', posX: 33.333, posY: Number.NaN }).design).toMatchObject({ posX: 33.33, posY: 50 });
    expect(run(start, { type: 'setZoom', zoom: 9 }).design.zoom).toBe(4);
    expect(run(start, { type: 'setZoom', zoom: 1.256 }).design).toMatchObject({ zoom: 1.26, posX: 50, posY: 50 });
  });
  it('setZoom with a position (pinch, wheel) sets both at once', () => {
    expect(run(start, { type: 'setZoom', zoom: 2, position: { posX: 20, posY: 140 } }).design).toMatchObject({ zoom: 2, posX: 20, posY: 100 });
  });
  it('rotate turns 90° clockwise and wraps at 360 without touching the frame', () => {
    const turns = [1, 2, 3, 4].map((n) => run(start, ...Array<EditorAction>(n).fill({ type: 'rotate' })).design.rotation);
    expect(turns).toEqual([90, 180, 270, 0]);
    expect(run(start, { type: 'rotate' }).design.widthCm).toBe(start.design.widthCm);
  });
  it('mirror, fit and background', () => {
    const next = run(start, { type: 'toggleMirror' }, { type: 'fit', fit: 'fill' }, { type: 'background', background: 'white' });
    expect(next.design).toMatchObject({ mirrored: true, fit: 'fill', background: 'white' });
    expect(run(next, { type: 'toggleMirror' }).design.mirrored).toBe(false);
  });
  it('circular toggles in every mode', () => {
    expect(run(start, { type: 'toggleCircular' }).design.circular).toBe(true);
    const rug = run(start, { type: 'chooseMode', mode: 'Alfombra' });
    expect(run(rug, { type: 'toggleCircular' }, { type: 'toggleCircular' }).design.circular).toBe(false);
  });
});

describe('photo and continue', () => {
  it('needs a photo and a size', () => {
    const sized = run(start, { type: 'choosePreset', code: 'S' });
    expect(continueProblem(start.design, false, DEFAULT_TARIFA)).toBe(CONTINUE_WARNING);
    expect(continueProblem(start.design, true, DEFAULT_TARIFA)).toBe(CONTINUE_WARNING);
    expect(continueProblem(sized.design, false, DEFAULT_TARIFA)).toBe(CONTINUE_WARNING);
    expect(continueProblem(sized.design, true, DEFAULT_TARIFA)).toBeNull();
  });
  it('the warning shows until the shopper fixes the cause', () => {
    const warned = run(start, { type: 'warning', message: CONTINUE_WARNING });
    expect(warned.warning).toBe(CONTINUE_WARNING);
    expect(run(warned, { type: 'photoChanged' }).warning).toBeNull();
    expect(run(warned, { type: 'choosePreset', code: 'S' }).warning).toBeNull();
    expect(run(warned, { type: 'warning', message: null }).warning).toBeNull();
  });
  it('a new photo (or none) starts upright at zoom 1 and keeps the position', () => {
    const turned = run(start, { type: 'rotate' }, { type: 'setZoom', zoom: 3 }, { type: 'align', align: 'left' });
    expect(run(turned, { type: 'photoChanged' }).design).toMatchObject({ rotation: 0, zoom: 1, posX: 0 });
  });
  it('createEditorState fills the custom fields for PERSO designs', () => {
    const state = createEditorState({ ...initialDesign('Pro'), sizeCode: 'PERSO', widthCm: 70, heightCm: 30 });
    expect([state.customWidthText, state.customHeightText]).toEqual(['70', '30']);
  });
});

it('the reducer never mutates the previous state', () => {
  const frozen = Object.freeze({ ...start, design: Object.freeze({ ...start.design }) });
  // Modules run in strict mode, so writing to a frozen object would throw.
  expect(() => run(frozen, { type: 'rotate' }, { type: 'chooseMode', mode: 'Pro' })).not.toThrow();
});
