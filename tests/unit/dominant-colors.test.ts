import { describe, expect, it } from 'vitest';
import { dominantColors } from '@/domain/dominant-colors';

/** RGBA bytes: each [r, g, b, count] repeated count times, fully opaque unless `alpha` says. */
function pixels(runs: readonly (readonly [number, number, number, number])[], alpha = 255): number[] {
  return runs.flatMap(([r, g, b, count]) => Array.from({ length: count }, () => [r, g, b, alpha]).flat());
}

describe('dominantColors', () => {
  it('lists the colours most common first', () => {
    const rgba = pixels([
      [0, 0, 255, 30],
      [255, 0, 0, 50],
      [0, 200, 0, 20],
    ]);
    expect(dominantColors(rgba)).toEqual(['#FF0000', '#0000FF', '#00C800']);
  });

  it('gives five at most, even from a photo of many colours', () => {
    const runs = Array.from({ length: 12 }, (_, i) => [(i * 20) % 256, (i * 97) % 256, 255 - i * 20, 12 - i] as const);
    expect(dominantColors(pixels(runs))).toHaveLength(5);
  });

  it('averages the shades of one colour instead of offering each', () => {
    const rgba = pixels([
      [200, 10, 10, 10],
      [204, 14, 14, 10],
      [10, 10, 200, 5],
    ]);
    expect(dominantColors(rgba)).toEqual(['#CA0C0C', '#0A0AC8']);
  });

  it('skips a colour too close to a more common one', () => {
    const rgba = pixels([
      [100, 100, 100, 50],
      [120, 110, 100, 40],
      [250, 250, 250, 10],
    ]);
    expect(dominantColors(rgba)).toEqual(['#646464', '#FAFAFA']);
  });

  it('ignores transparent pixels and gives nothing for an empty or fully transparent picture', () => {
    expect(dominantColors([])).toEqual([]);
    expect(dominantColors(pixels([[255, 0, 0, 10]], 0))).toEqual([]);
    expect(dominantColors([...pixels([[255, 0, 0, 10]], 0), ...pixels([[0, 0, 255, 1]])])).toEqual(['#0000FF']);
  });

  it('takes the count asked for', () => {
    const rgba = pixels([
      [255, 0, 0, 3],
      [0, 255, 0, 2],
      [0, 0, 255, 1],
    ]);
    expect(dominantColors(rgba, 2)).toEqual(['#FF0000', '#00FF00']);
  });
});
