import { describe, expect, it } from 'vitest';
import { MODES } from '@/domain/modes';
import { planRoll, rollFigures } from '@/domain/roll-nesting';
import type { RollPiece, RollSettings } from '@/domain/roll-plan';
import { layoutProblems, planLength } from '../nesting/layout-check';
import { defaultSettings, rollBatch } from '../nesting/roll-batches';

const rect = (id: string, widthMm: number, heightMm: number): RollPiece => ({ id, widthMm, heightMm, shape: 'rect' });
const bare: RollSettings = { rollWidthMm: 1000, marginMm: 0, separationMm: 0, maxPanelLengthMm: 5000 };

describe('planRoll on realistic batches', () => {
  it.each(MODES)('places every %s piece once, apart, within the usable width and its panel', (mode) => {
    for (const index of [0, 1]) {
      const pieces = rollBatch(mode, 50, index);
      const settings = defaultSettings(mode);
      const layout = planRoll(pieces, settings);
      expect(layoutProblems(pieces, settings, layout)).toEqual([]);
      expect(layout.leftOut).toEqual([]);
    }
  });

  it('keeps a wider separation and wider margins', () => {
    const pieces = rollBatch('Alfombra', 20, 3);
    const settings: RollSettings = { rollWidthMm: 1540, marginMm: 40, separationMm: 30, maxPanelLengthMm: 5000 };
    expect(layoutProblems(pieces, settings, planRoll(pieces, settings))).toEqual([]);
  });

  it('splits a long plan into panels no longer than the maximum, none spanning two', () => {
    const pieces = rollBatch('Clasic', 50, 2);
    const settings = { ...defaultSettings('Clasic'), maxPanelLengthMm: 1500 };
    const layout = planRoll(pieces, settings);
    expect(layout.panels.length).toBeGreaterThan(3);
    expect(layoutProblems(pieces, settings, layout)).toEqual([]);
  });

  it('gives the same plan for the same pieces', () => {
    const pieces = rollBatch('Pro', 50, 4);
    expect(planRoll(pieces, defaultSettings('Pro'))).toEqual(planRoll(pieces, defaultSettings('Pro')));
  });

  it('is never longer than 1.2 × the area bound on these batches', () => {
    for (const mode of MODES) {
      const pieces = rollBatch(mode, 50, 5);
      const settings = defaultSettings(mode);
      const figures = rollFigures(pieces, settings, planRoll(pieces, settings));
      expect(figures.lengthMm / figures.lowerBoundMm).toBeLessThan(1.2);
    }
  });
});

describe('planRoll, piece by piece', () => {
  it('turns a piece that only fits the roll turned, and reports its turned footprint', () => {
    const layout = planRoll([rect('MGM-1', 1200, 400)], { ...bare, rollWidthMm: 800 });
    expect(layout.panels[0]?.pieces).toEqual([{ id: 'MGM-1', shape: 'rect', xMm: 0, yMm: 0, widthMm: 400, heightMm: 1200, turned: true }]);
  });

  it('turns pieces to fill the width: two 600×400 pieces side by side on a 800 roll', () => {
    const pieces = [rect('A', 400, 600), rect('B', 400, 600)];
    const layout = planRoll(pieces, { ...bare, rollWidthMm: 800 });
    expect(planLength(layout)).toBe(600);
    expect(layout.panels[0]?.pieces.every((piece) => !piece.turned && piece.yMm === 0)).toBe(true);
  });

  it('lets pieces touch with no separation and keeps it otherwise', () => {
    const pieces = [rect('A', 500, 500), rect('B', 500, 500)];
    expect(planLength(planRoll(pieces, bare))).toBe(500);
    expect(planLength(planRoll(pieces, { ...bare, separationMm: 10 }))).toBe(1010);
  });

  it('starts the first piece at the margin and the panel top', () => {
    const layout = planRoll([rect('A', 300, 200)], { ...bare, marginMm: 15 });
    expect(layout.panels[0]?.pieces[0]).toMatchObject({ xMm: 15, yMm: 0 });
    expect(layout.panels[0]?.lengthMm).toBe(200);
  });

  it('counts a circle as its square and keeps its shape', () => {
    const layout = planRoll([{ id: 'C', widthMm: 520, heightMm: 520, shape: 'circle' }], bare);
    expect(layout.panels[0]?.pieces[0]).toMatchObject({ shape: 'circle', widthMm: 520, heightMm: 520 });
  });

  it('leaves out a piece too wide for the roll either way round, with a Spanish message, and places the rest', () => {
    const settings: RollSettings = { rollWidthMm: 1400, marginMm: 15, separationMm: 5, maxPanelLengthMm: 5000 };
    const layout = planRoll([rect('MGM-1', 1600, 1420), rect('MGM-2', 500, 400)], settings);
    expect(layout.leftOut).toHaveLength(1);
    expect(layout.leftOut[0]?.id).toBe('MGM-1');
    expect(layout.leftOut[0]?.message).toBe('MGM-1 (160 × 142 cm, con sangrado) no entra en el ancho útil del rollo (137 cm) ni girada: imprimila aparte.');
    expect(layout.panels.flatMap((panel) => panel.pieces.map((piece) => piece.id))).toEqual(['MGM-2']);
  });

  it('suggests a narrower margin when the piece fits the roll with the least margin', () => {
    const settings: RollSettings = { rollWidthMm: 1400, marginMm: 30, separationMm: 5, maxPanelLengthMm: 5000 };
    const layout = planRoll([rect('MGM-4', 1370, 2000)], settings);
    expect(layout.leftOut[0]?.message).toBe('MGM-4 (137 × 200 cm, con sangrado) no entra en el ancho útil del rollo (134 cm) ni girada: achicá el margen del rollo o imprimila aparte.');
  });

  it('leaves out a piece longer than a panel can be in the only way it fits the width', () => {
    const layout = planRoll([rect('MGM-3', 700, 1200)], { ...bare, rollWidthMm: 800, maxPanelLengthMm: 1000 });
    expect(layout.panels).toEqual([]);
    expect(layout.leftOut[0]?.message).toBe('MGM-3 (70 × 120 cm, con sangrado) es más larga que el largo máximo del panel (100 cm): subí el largo máximo del panel.');
  });

  it('refuses sizes that are not whole millimetres or a roll with no usable width', () => {
    expect(() => planRoll([rect('A', 300.5, 200)], bare)).toThrow(RangeError);
    expect(() => planRoll([rect('A', 0, 200)], bare)).toThrow(RangeError);
    expect(() => planRoll([rect('A', 300, 200)], { ...bare, marginMm: 500 })).toThrow(RangeError);
    expect(() => planRoll([rect('A', 300, 200)], { ...bare, separationMm: -1 })).toThrow(RangeError);
  });

  it('plans nothing for no pieces', () => {
    expect(planRoll([], bare)).toEqual({ panels: [], leftOut: [] });
  });
});

describe('rollFigures', () => {
  it('adds the panels up and divides the placed print pages by the usable width', () => {
    const pieces = [rect('A', 500, 400), rect('B', 500, 400), rect('X', 2000, 2000)];
    const settings: RollSettings = { rollWidthMm: 1030, marginMm: 15, separationMm: 0, maxPanelLengthMm: 5000 };
    const layout = planRoll(pieces, settings);
    expect(rollFigures(pieces, settings, layout)).toEqual({ lengthMm: 400, lowerBoundMm: 400, usage: 1 });
  });

  it('reads the length from every panel', () => {
    const pieces = [rect('A', 400, 400), rect('B', 300, 300)];
    const layout = { panels: [{ lengthMm: 400, pieces: [] }, { lengthMm: 300, pieces: [] }], leftOut: [] };
    const figures = rollFigures(pieces, bare, layout);
    expect(figures.lengthMm).toBe(700);
    expect(figures.lowerBoundMm).toBe(0);
    expect(figures.usage).toBe(0);
  });
});
