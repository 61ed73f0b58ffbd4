import { describe, expect, it } from 'vitest';
import { insetOutline, pieceOutline, previewFrame, previewSpace, previewViewScale, safeAreaOutline, stitchOutline } from '@/domain/preview-frame';

describe('previewViewScale: the factor that fills the space', () => {
  const design = { width: 138, height: 138 };

  it('is the spec scale (1) before anything is measured', () => {
    expect(previewViewScale(design, null)).toBe(1);
  });

  it('grows a small piece to the tighter of the two sides', () => {
    // A 25x25 pad on a 390 px phone (338 px column, 70 % of 844 px) and on a 1280x900 desktop.
    expect(previewViewScale(design, previewSpace(338, 844))).toBeCloseTo(338 / 138, 9);
    expect(previewViewScale(design, previewSpace(876, 900))).toBeCloseTo(630 / 138, 9);
  });

  it('shrinks a piece larger than its space, and is never negative', () => {
    expect(previewViewScale({ width: 778, height: 555 }, { width: 600, height: 630 })).toBeCloseTo(600 / 778, 9);
    expect(previewViewScale(design, { width: 0, height: 0 })).toBe(0);
  });
});

describe('previewFrame: the whole piece, as large as its space allows', () => {
  it('is the spec frame (about 5.56 px/cm) before anything is measured', () => {
    expect(previewFrame(140, 100, null)).toEqual({ width: 778, height: 555, pxPerCm: 778 / 140 });
    expect(previewFrame(25, 25, null)).toMatchObject({ width: 138, height: 138 });
  });

  it('grows past the spec scale to fill the space, keeping the proportions', () => {
    const frame = previewFrame(25, 25, previewSpace(338, 844));
    expect(frame).toEqual({ width: 338, height: 338, pxPerCm: 338 / 25 });
    expect(previewFrame(140, 100, { width: 2000, height: 2000 })).toMatchObject({ width: 2000, height: 1426 });
    expect(previewFrame(50, 40, previewSpace(876, 900))).toMatchObject({ width: 786, height: 630 });
  });

  it('shrinks to the column width, keeping the proportions', () => {
    const frame = previewFrame(140, 100, { width: 600, height: 630 });
    expect(frame).toMatchObject({ width: 600, height: 428 });
    expect(frame.width / frame.height).toBeCloseTo(140 / 100, 2);
  });

  it('stops at the height limit when that is the tighter one', () => {
    expect(previewFrame(140, 100, { width: 1200, height: 350 })).toMatchObject({ width: 490, height: 350 });
  });

  it('fits a 320 px phone', () => {
    const frame = previewFrame(140, 100, previewSpace(252, 640));
    expect(frame).toMatchObject({ width: 252, height: 179 });
    expect(frame.pxPerCm).toBeCloseTo(1.8, 5);
  });

  it('never draws an empty frame, even without space', () => {
    expect(previewFrame(25, 25, { width: 0, height: 0 })).toMatchObject({ width: 1, height: 1 });
  });
});

describe('previewSpace', () => {
  it('is the column width and 70 % of the viewport height', () => {
    expect(previewSpace(640, 900)).toEqual({ width: 640, height: 630 });
    expect(previewSpace(-5, 100)).toEqual({ width: 0, height: 70 });
  });

  it('is as tall as its room where the layout gives it one (three columns, one screen tall)', () => {
    expect(previewSpace(746, 768, 560)).toEqual({ width: 746, height: 560 });
    expect(previewFrame(25, 25, previewSpace(746, 768, 560))).toMatchObject({ width: 560, height: 560 });
    expect(previewSpace(746, 768, -3)).toEqual({ width: 746, height: 0 });
  });
});

describe('the product look', () => {
  const frame = { width: 500, height: 200, pxPerCm: 5 };

  it('rounds the corners of pads by 0.5 cm, not of rugs', () => {
    expect(pieceOutline({ mode: 'Clasic', circular: false, straightEdges: false }, frame)).toEqual({ x: 0, y: 0, width: 500, height: 200, cornerRadius: 2.5 });
    expect(pieceOutline({ mode: 'Pro', circular: false, straightEdges: false }, frame).cornerRadius).toBe(2.5);
    expect(pieceOutline({ mode: 'Alfombra', circular: false, straightEdges: false }, frame).cornerRadius).toBe(0);
  });

  it('squares the corners of a pad with straight edges, its stitching and safe area too', () => {
    const straight = { mode: 'Pro', circular: false, straightEdges: true } as const;
    expect(pieceOutline(straight, frame)).toEqual({ x: 0, y: 0, width: 500, height: 200, cornerRadius: 0 });
    expect(stitchOutline(straight, frame).cornerRadius).toBe(0);
    expect(safeAreaOutline(straight, frame).cornerRadius).toBe(0);
  });

  it('outlines a circular piece of any mode as the centred circle of the smaller side', () => {
    expect(pieceOutline({ mode: 'Alfombra', circular: true, straightEdges: false }, frame)).toEqual({ x: 150, y: 0, width: 200, height: 200, cornerRadius: 100 });
    expect(pieceOutline({ mode: 'Clasic', circular: true, straightEdges: true }, frame)).toEqual({ x: 150, y: 0, width: 200, height: 200, cornerRadius: 100 });
  });

  it('puts the safe area 1 cm inside the edge, the corners following it', () => {
    expect(safeAreaOutline({ mode: 'Clasic', circular: false, straightEdges: false }, frame)).toEqual({ x: 5, y: 5, width: 490, height: 190, cornerRadius: 0 });
    expect(safeAreaOutline({ mode: 'Alfombra', circular: true, straightEdges: false }, frame)).toEqual({ x: 155, y: 5, width: 190, height: 190, cornerRadius: 95 });
  });

  it('stitches 0.4 cm inside the edge, at least 3 px in', () => {
    expect(stitchOutline({ mode: 'Alfombra', circular: false, straightEdges: false }, { width: 500, height: 200, pxPerCm: 10 })).toMatchObject({ x: 4, y: 4 });
    expect(stitchOutline({ mode: 'Alfombra', circular: false, straightEdges: false }, frame)).toMatchObject({ x: 3, y: 3, width: 494 });
  });

  it('never turns an outline inside out', () => {
    expect(insetOutline({ x: 0, y: 0, width: 10, height: 4, cornerRadius: 0 }, 5)).toEqual({ x: 2, y: 2, width: 6, height: 0, cornerRadius: 0 });
  });
});
