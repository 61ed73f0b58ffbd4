import { describe, expect, it } from 'vitest';
import { alignOf, clampPosition, clampZoom, justifyOf } from '@/domain/position';

describe('nearest stop', () => {
  it.each([
    [0, 'left'],
    [24, 'left'],
    [26, 'center'],
    [50, 'center'],
    [74, 'center'],
    [76, 'right'],
    [100, 'right'],
    [-5, 'left'],
    [Number.NaN, 'center'],
  ] as const)('posX %d reads as %s', (posX, align) => {
    expect(alignOf(posX)).toBe(align);
  });
  it('posY reads as top, center or bottom', () => {
    expect([justifyOf(3), justifyOf(50), justifyOf(97)]).toEqual(['top', 'center', 'bottom']);
  });
});

describe('clamps', () => {
  it('zoom is 1–4 with two decimals', () => {
    expect([clampZoom(1.234), clampZoom(0.2), clampZoom(7), clampZoom(Number.NaN)]).toEqual([1.23, 1, 4, 1]);
  });
  it('position is 0–100 with two decimals', () => {
    expect([clampPosition(33.3333), clampPosition(-1), clampPosition(101), clampPosition(Number.POSITIVE_INFINITY)]).toEqual([33.33, 0, 100, 50]);
  });
});
