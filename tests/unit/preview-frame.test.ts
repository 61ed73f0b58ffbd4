import { describe, expect, it } from 'vitest';
import { insetOutline, pieceOutline, previewFrame, previewSpace, safeAreaOutline, stitchOutline } from '@/domain/preview-frame';

describe('previewFrame: the whole piece, never above the spec scale', () => {
  it('uses the spec scale when there is room, or before anything is measured', () => {
    expect(previewFrame(140, 100, false, null)).toEqual({ width: 778, height: 555, pxPerCm: 778 / 140 });
    expect(previewFrame(140, 100, false, { width: 2000, height: 2000 })).toMatchObject({ width: 778, height: 555 });
    expect(previewFrame(140, 100, true, { width: 2000, height: 2000 })).toMatchObject({ width: 389, height: 277 });
  });

  it('shrinks to the column width, keeping the proportions', () => {
    // 1280 px laptop: the centre column is about 600 px wide.
    const frame = previewFrame(140, 100, false, { width: 600, height: 630 });
    expect(frame).toMatchObject({ width: 600, height: 428 });
    expect(frame.width / frame.height).toBeCloseTo(140 / 100, 2);
  });

  it('shrinks to the height limit when that is the tighter one', () => {
    const frame = previewFrame(140, 100, false, { width: 1200, height: 350 });
    expect(frame).toMatchObject({ width: 490, height: 350 });
  });

  it('fits a 320 px phone', () => {
    const frame = previewFrame(140, 100, true, previewSpace(252, 640));
    expect(frame.width).toBeLessThanOrEqual(252);
    expect(frame).toMatchObject({ width: 252, height: 179 });
    expect(frame.pxPerCm).toBeCloseTo(1.8, 5);
  });

  it('never draws an empty frame, even without space', () => {
    expect(previewFrame(25, 25, false, { width: 0, height: 0 })).toMatchObject({ width: 1, height: 1 });
  });
});

describe('previewSpace', () => {
  it('is the column width and 70 % of the viewport height', () => {
    expect(previewSpace(640, 900)).toEqual({ width: 640, height: 630 });
    expect(previewSpace(-5, 100)).toEqual({ width: 0, height: 70 });
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
