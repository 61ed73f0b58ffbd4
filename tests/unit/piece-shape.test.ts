/** Issue 31: the circle in every mode, straight or rounded edges, through codec, editor, cut line, message and price. */
import { listQuote } from './default-quote';
import { shownPrice } from './default-quote';
import { describe, expect, it } from 'vitest';
import { cutPath, roundedRectPath, svgPathData, tracePath, type PathDrawer } from '@/domain/cut-path';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { decodeDesign, encodeDesign } from '@/domain/design-query';
import { createEditorState, editorReducer, type EditorAction, type EditorState } from '@/domain/editor-state';
import { MODES, PRESETS, type Mode } from '@/domain/modes';
import { designPriceText, designShapeLines } from '@/domain/order-message';
import { orderMessage } from '@/domain/order-text';
import { cornerRadiusCm, offersEdgeChoice, pieceEdges, shapeWords } from '@/domain/piece-edges';
import { bleedOutline, printLayout } from '@/domain/print-layout';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);

/** The mode's largest preset, chosen: a rectangle that is not a square. */
function sized(mode: Mode): DesignConfig {
  const preset = PRESETS[mode].at(-1);
  if (!preset) throw new Error(`no presets for ${mode}`);
  return { ...initialDesign(mode), sizeCode: preset.code, widthCm: preset.widthCm, heightCm: preset.heightCm };
}

/** Every shape a mode can have: rectangle with each edge it offers, and the circle (with either remembered edge). */
function shapesOf(mode: Mode): DesignConfig[] {
  const base = sized(mode);
  const edges = offersEdgeChoice(mode) ? [false, true] : [false];
  return edges.flatMap((straightEdges) => [false, true].map((circular) => ({ ...base, circular, straightEdges })));
}

describe('the design codec carries the shape in every mode', () => {
  const designs = MODES.flatMap(shapesOf);
  it.each(designs.map((design) => [design.mode, design.circular, design.straightEdges, design] as const))(
    '%s, circular %s, straight edges %s: decode(encode(d)) is d',
    (_mode, _circular, _straight, design) => {
      expect(decodeDesign(encodeDesign(design))).toEqual(design);
    },
  );

  it('writes isCircular and bordes with the piece’s own edges', () => {
    const params = (design: DesignConfig) => encodeDesign(design);
    expect(params({ ...sized('Clasic'), circular: true }).get('isCircular')).toBe('true');
    expect(params({ ...sized('Pro'), straightEdges: true }).get('bordes')).toBe('rectos');
    expect(params(sized('Pro')).get('bordes')).toBe('redondeados');
    // A rug is cut square whatever the link says.
    expect(params(sized('Alfombra')).get('bordes')).toBe('rectos');
  });

  it('reads isCircular in every mode, and old addresses without bordes as rounded', () => {
    for (const mode of MODES) {
      expect(decodeDesign(new URLSearchParams(`mode=${mode}&isCircular=true`)).circular).toBe(true);
      expect(decodeDesign(new URLSearchParams(`mode=${mode}`))).toMatchObject({ circular: false, straightEdges: false });
    }
    expect(decodeDesign(new URLSearchParams('mode=Clasic&isCircular=yes')).circular).toBe(false);
  });

  it('takes straight edges only where the mode offers them, and nothing but «rectos» for them', () => {
    const edges = (query: string) => decodeDesign(new URLSearchParams(query)).straightEdges;
    expect(edges('mode=Pro&bordes=rectos')).toBe(true);
    expect(edges('mode=Clasic&bordes=rectos')).toBe(true);
    expect(edges('mode=Alfombra&bordes=rectos')).toBe(false);
    expect(edges('mode=Clasic&bordes=RECTOS')).toBe(false);
    expect(edges('mode=Clasic&bordes=%3Cscript%3E')).toBe(false);
    expect(edges('mode=Clasic&bordes=redondeados')).toBe(false);
  });
});

describe('the editor’s shape actions', () => {
  const clasic = createEditorState(sized('Clasic'));

  it('toggles the circle in every mode', () => {
    for (const mode of MODES) {
      const state = createEditorState(sized(mode));
      expect(run(state, { type: 'toggleCircular' }).design.circular).toBe(true);
      expect(run(state, { type: 'toggleCircular' }, { type: 'toggleCircular' }).design.circular).toBe(false);
    }
  });

  it('chooses straight or rounded edges on pads, never on rugs', () => {
    expect(run(clasic, { type: 'edges', edges: 'straight' }).design.straightEdges).toBe(true);
    expect(run(clasic, { type: 'edges', edges: 'straight' }, { type: 'edges', edges: 'rounded' }).design.straightEdges).toBe(false);
    const rug = createEditorState(sized('Alfombra'));
    expect(run(rug, { type: 'edges', edges: 'straight' })).toBe(rug);
  });

  it('keeps the edge chosen while the piece is a circle, so going back to a rectangle finds it', () => {
    const round = run(clasic, { type: 'edges', edges: 'straight' }, { type: 'toggleCircular' });
    expect(pieceEdges(round.design)).toBe('straight');
    expect(designShapeLines(round.design)).toEqual([{ label: 'Circular', value: 'Si' }]);
    expect(run(round, { type: 'toggleCircular' }).design).toMatchObject({ circular: false, straightEdges: true });
  });

  it('on a mode change resets the circle (decisions §3) and keeps straight edges between pads only', () => {
    const shaped = run(clasic, { type: 'edges', edges: 'straight' }, { type: 'toggleCircular' });
    expect(run(shaped, { type: 'chooseMode', mode: 'Pro' }).design).toMatchObject({ circular: false, straightEdges: true });
    expect(run(shaped, { type: 'chooseMode', mode: 'Alfombra' }).design).toMatchObject({ circular: false, straightEdges: false });
  });
});

describe('the cut line of each shape', () => {
  it('a rounded pad: four quarter arcs of 0.5 cm', () => {
    const layout = printLayout(sized('Pro'));
    expect(layout.cut).toEqual({ kind: 'rect', rect: { x: 1, y: 1, width: 120, height: 60 }, radius: 0.5 });
    expect(cutPath(layout.cut).filter((command) => command.op === 'C')).toHaveLength(4);
  });

  it('a straight-edged pad: a plain rectangle, and its bleed a plain rectangle too', () => {
    const layout = printLayout({ ...sized('Pro'), straightEdges: true });
    expect(svgPathData(cutPath(layout.cut))).toBe('M1 1 L121 1 L121 61 L1 61 L1 1 Z');
    expect(bleedOutline(layout)).toEqual({ kind: 'rect', rect: { x: 0, y: 0, width: 122, height: 62 }, radius: 0 });
  });

  it('a circular pad: the circle of the smaller side, its page that circle plus the bleed, the bleed a ring', () => {
    const layout = printLayout({ ...sized('Clasic'), circular: true, straightEdges: true });
    expect([layout.pageWidth, layout.pageHeight]).toEqual([102, 102]);
    expect(layout.piece).toEqual({ x: 1, y: 1, width: 100, height: 100 });
    expect(layout.cut).toEqual({ kind: 'circle', cx: 51, cy: 51, radius: 50 });
    expect(bleedOutline(layout)).toEqual({ kind: 'circle', cx: 51, cy: 51, radius: 51 });
    // The 140x100 frame overhangs the page by 20 cm left and right.
    expect(layout.frame).toEqual({ x: -19, y: 1, width: 140, height: 100 });
  });

  it('a rectangular rug: square corners, as it always was', () => {
    expect(cornerRadiusCm(sized('Alfombra'))).toBe(0);
    expect(printLayout(sized('Alfombra')).cut).toMatchObject({ kind: 'rect', radius: 0 });
  });

  it('traces a path on a 2D context with the same commands the PDF and the SVG get', () => {
    const calls: string[] = [];
    const drawer: PathDrawer = {
      moveTo: (x, y) => calls.push(`M${x} ${y}`),
      lineTo: (x, y) => calls.push(`L${x} ${y}`),
      bezierCurveTo: (...args) => calls.push(`C${args.join(' ')}`),
      closePath: () => calls.push('Z'),
    };
    tracePath(drawer, roundedRectPath(0, 0, 10, 4, 0));
    expect(calls.join(' ')).toBe('M0 0 L10 0 L10 4 L0 4 L0 0 Z');
    calls.length = 0;
    tracePath(drawer, roundedRectPath(0, 0, 10, 4, 1));
    expect(calls.filter((call) => call.startsWith('C'))).toHaveLength(4);
  });
});

describe('words and price', () => {
  const text = { nombreModelo: 'Dragón', comentario: '' };

  it('the message says the edges of a rectangle right after Circular, and no edges for a circle', () => {
    const lines = (design: DesignConfig) => orderMessage(design, listQuote(design), text).split('\n').slice(1, 3);
    expect(lines(sized('Clasic'))).toEqual(['Circular: No', 'Bordes: Redondeados']);
    expect(lines({ ...sized('Pro'), straightEdges: true })).toEqual(['Circular: No', 'Bordes: Rectos']);
    expect(lines(sized('Alfombra'))).toEqual(['Circular: No', 'Bordes: Rectos']);
    expect(lines({ ...sized('Clasic'), circular: true })).toEqual(['Circular: Si', 'Medida: XXL 140x100']);
  });

  it('describes the shape in a few words', () => {
    expect(shapeWords({ ...sized('Pro'), straightEdges: true })).toBe('bordes rectos');
    expect(shapeWords(sized('Pro'))).toBe('bordes redondeados');
    expect(shapeWords({ ...sized('Pro'), circular: true })).toBe('circular');
  });

  it.each(MODES)('%s: the price is the chosen size’s, whatever the shape', (mode) => {
    const [first, ...others] = shapesOf(mode);
    if (!first) throw new Error('no shapes');
    for (const design of others) {
      expect(designPriceText(design)).toBe(designPriceText(first));
      expect(shownPrice(design)).toBe(shownPrice(first));
    }
  });
});
