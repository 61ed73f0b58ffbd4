import { describe, expect, it } from 'vitest';
import { initialDesign } from '@/domain/design';
import {
  canApplyCustomSize,
  continueProblem,
  CONTINUE_WARNING,
  createEditorState,
  editorPrice,
  editorReducer,
  type EditorAction,
  type EditorState,
} from '@/domain/editor-state';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const start = createEditorState();

describe('mode change', () => {
  const busy = run(
    createEditorState(initialDesign('Clasic'), 'photo-1'),
    { type: 'choosePreset', code: 'XXXL' },
    { type: 'align', align: 'right' },
    { type: 'justify', justify: 'bottom' },
    { type: 'rotate' },
    { type: 'toggleMirror' },
    { type: 'fit', fit: 'contain' },
    { type: 'background', background: 'ia' },
    { type: 'warning', message: 'algo' },
  );

  it('resets align, justify, rotation, size, warning and circular; keeps image, fit, mirror and background', () => {
    const next = editorReducer(busy, { type: 'chooseMode', mode: 'Pro' });
    expect(next.design).toEqual({
      ...busy.design,
      mode: 'Pro',
      sizeCode: null,
      align: 'center',
      justify: 'center',
      rotation: 0,
      circular: false,
      widthCm: 120,
      heightCm: 60,
    });
    expect(next.imageId).toBe('photo-1');
    expect(next.warning).toBeNull();
    expect(editorPrice(next.design)).toBeNull();
  });
  it('clamps the typed custom size to the new maximum', () => {
    const next = editorReducer(busy, { type: 'chooseMode', mode: 'Pro' });
    expect([next.customWidthText, next.customHeightText]).toEqual(['120', '60']);
  });
  it('keeps the frame within the new mode bounds', () => {
    const next = run(start, { type: 'choosePreset', code: 'S' }, { type: 'chooseMode', mode: 'Alfombra' });
    expect(next.design).toMatchObject({ widthCm: 40, heightCm: 40 });
  });
  it('drops the circle when leaving Alfombra', () => {
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
    expect(editorPrice(next.design)).toBe('$12.500');
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
    expect(editorPrice(rug.design)).toBe('$20.000');
  });
  it('Aplicar with an empty value resets the size to none', () => {
    const chosen = run(start, { type: 'choosePreset', code: 'L' }, { type: 'typeCustomHeight', text: '' });
    expect(canApplyCustomSize(chosen)).toBe(false);
    const next = editorReducer(chosen, { type: 'applyCustomSize' });
    expect(next.design.sizeCode).toBeNull();
    expect(editorPrice(next.design)).toBeNull();
  });
});

describe('layout actions', () => {
  it('align and justify move one axis; center centres both', () => {
    const moved = run(start, { type: 'align', align: 'left' }, { type: 'justify', justify: 'top' });
    expect(moved.design).toMatchObject({ align: 'left', justify: 'top' });
    expect(run(moved, { type: 'align', align: 'center' }).design).toMatchObject({ align: 'center', justify: 'center' });
    expect(run(moved, { type: 'justify', justify: 'center' }).design).toMatchObject({ align: 'center', justify: 'center' });
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
  it('circular toggles on rugs only', () => {
    expect(run(start, { type: 'toggleCircular' }).design.circular).toBe(false);
    const rug = run(start, { type: 'chooseMode', mode: 'Alfombra' });
    expect(run(rug, { type: 'toggleCircular' }, { type: 'toggleCircular' }).design.circular).toBe(false);
  });
});

describe('image and continue', () => {
  it('needs a photo and a size', () => {
    expect(continueProblem(start)).toBe(CONTINUE_WARNING);
    expect(continueProblem(run(start, { type: 'setImage', imageId: 'a' }))).toBe(CONTINUE_WARNING);
    expect(continueProblem(run(start, { type: 'choosePreset', code: 'S' }))).toBe(CONTINUE_WARNING);
    expect(continueProblem(run(start, { type: 'setImage', imageId: 'a' }, { type: 'choosePreset', code: 'S' }))).toBeNull();
  });
  it('the warning shows until the shopper fixes the cause', () => {
    const warned = run(start, { type: 'warning', message: CONTINUE_WARNING });
    expect(warned.warning).toBe(CONTINUE_WARNING);
    expect(run(warned, { type: 'setImage', imageId: 'a' }).warning).toBeNull();
    expect(run(warned, { type: 'choosePreset', code: 'S' }).warning).toBeNull();
    expect(run(warned, { type: 'warning', message: null }).warning).toBeNull();
  });
  it('a new photo starts upright; removing it clears the reference', () => {
    const turned = run(start, { type: 'setImage', imageId: 'a' }, { type: 'rotate' });
    expect(run(turned, { type: 'setImage', imageId: 'b' }).design.rotation).toBe(0);
    expect(run(turned, { type: 'removeImage' }).imageId).toBeNull();
  });
  it('the same photo again keeps its rotation (returning from the order form)', () => {
    const turned = run(start, { type: 'setImage', imageId: 'a' }, { type: 'rotate' });
    expect(run(turned, { type: 'setImage', imageId: 'a' })).toBe(turned);
    expect(run(start, { type: 'removeImage' })).toBe(start);
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
