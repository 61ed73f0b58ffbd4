/**
 * The proof's frame, and the part of the preview it shows: the window sent to the worker must hold
 * every bitmap pixel that lands inside the piece, for every fit, rotation, mirror, zoom and position,
 * and little more.
 */
import { describe, expect, it } from 'vitest';
import { FITS, initialDesign, ROTATIONS, type DesignConfig } from '@/domain/design';
import { placeDesign } from '@/domain/geometry';
import { PROOF_LONG_SIDE, proofFrameSize, proofWindow } from '@/domain/proof-frame';
import { px } from '@/domain/units';
import { bitmapPointInFrame } from './placement-input';

const pad: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 140, heightCm: 100 };
const [W, H] = [2048, 1536];

describe('proofFrameSize', () => {
  it('keeps the cm proportions with the long side at the proof scale, whatever the screen', () => {
    expect(proofFrameSize(pad)).toEqual({ width: PROOF_LONG_SIDE, height: 1143 });
    expect(proofFrameSize({ ...pad, widthCm: 25, heightCm: 25 })).toEqual({ width: 1600, height: 1600 });
  });
});

describe('proofWindow', () => {
  it('takes the rows cover shows of a 2048 px preview, scaled to the 1600 px proof', () => {
    // Cover at 0.78125 proof px per bitmap px: 1200 rows tall in a 1143 px frame, 36.5 bitmap rows cut at each edge.
    expect(proofWindow(pad, W, H)).toEqual({ source: { x: 0, y: 34, width: W, height: 1468 }, width: 1600, height: 1147 });
  });

  it('takes only the zoomed part, never enlarged', () => {
    const window = proofWindow({ ...pad, zoom: 2, posX: 0, posY: 100 }, W, H);
    // Zoom 2: 1.5625 proof px per bitmap px, kept at 1. The left 1024 columns show, and the bottom rows
    // from 1257 / 1.5625 = 804.5 (the 2400 px tall picture ends at the bottom of the 1143 px frame); 2 more each side.
    expect(window.source).toEqual({ x: 0, y: 802, width: 1026, height: 734 });
    expect([window.width, window.height]).toEqual([window.source.width, window.source.height]);
  });

  it('holds every pixel that shows, and little more, whatever the fit, turn, mirrors and place', () => {
    for (const fit of FITS)
      for (const rotation of ROTATIONS)
        for (const [mirrored, mirroredVertical] of [[false, false], [true, false], [false, true], [true, true]] as const)
          for (const [zoom, posX, posY] of [[1, 50, 50], [1.7, 0, 100], [3, 80, 20]] as const)
            for (const circular of [false, true]) {
              const design: DesignConfig = { ...pad, fit, rotation, mirrored, mirroredVertical, zoom, posX, posY, circular };
              const { width, height } = proofFrameSize(design);
              const placement = placeDesign(design, px(width), px(height), px(W), px(H));
              const { box } = placement;
              const { source } = proofWindow(design, W, H);
              // The bitmap pixels that land inside the clip's box, sampled on a 32 × 32 grid of the bitmap.
              const shows: [number, number][] = [];
              for (let i = 0; i <= 32; i += 1)
                for (let j = 0; j <= 32; j += 1) {
                  const [x, y] = bitmapPointInFrame(placement.image, i / 32, j / 32);
                  if (x > box.x && x < box.x + box.width && y > box.y && y < box.y + box.height) shows.push([(i / 32) * W, (j / 32) * H]);
                }
              const label = JSON.stringify({ fit, rotation, mirrored, mirroredVertical, zoom, posX, posY, circular });
              expect(shows.length, label).toBeGreaterThan(0);
              for (const [x, y] of shows) {
                expect(x >= source.x && x <= source.x + source.width && y >= source.y && y <= source.y + source.height, label).toBe(true);
              }
              // Little more: within one grid step (and the filter margin) of what shows.
              const step = W / 32 + 3;
              expect(Math.min(...shows.map(([x]) => x)) - source.x, label).toBeLessThanOrEqual(step);
              expect(source.x + source.width - Math.max(...shows.map(([x]) => x)), label).toBeLessThanOrEqual(step);
              expect(Math.min(...shows.map(([, y]) => y)) - source.y, label).toBeLessThanOrEqual(step);
              expect(source.y + source.height - Math.max(...shows.map(([, y]) => y)), label).toBeLessThanOrEqual(step);
            }
  });
});
