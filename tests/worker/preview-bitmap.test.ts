import { coveringEighths, eighthsSize } from '../../workers/preview-bitmap';

describe('the n/8 scale a large JPEG is decoded at for the preview', () => {
  it('rounds the decoded size up, as libjpeg does', () => {
    expect(eighthsSize({ width: 4031, height: 3023 }, 3)).toEqual({ width: 1512, height: 1134 });
    expect(eighthsSize({ width: 8000, height: 6000 }, 8)).toEqual({ width: 8000, height: 6000 });
  });

  it('takes the smallest scale that still covers the preview on both sides', () => {
    // 48 MP to a 2048 px preview: 2/8 gives 2000 px, too few; 3/8 gives 3000.
    expect(coveringEighths({ width: 8000, height: 6000 }, { width: 2048, height: 1536 })).toBe(3);
    // 12 MP: 4/8 gives 2000 × 1500, under 2048 × 1536, so 5/8.
    expect(coveringEighths({ width: 4000, height: 3000 }, { width: 2048, height: 1536 })).toBe(5);
    // Exactly a quarter.
    expect(coveringEighths({ width: 8192, height: 6144 }, { width: 2048, height: 1536 })).toBe(2);
    expect(coveringEighths({ width: 16384, height: 1000 }, { width: 2048, height: 125 })).toBe(1);
  });

  it('decodes at full size when no smaller scale covers the preview', () => {
    expect(coveringEighths({ width: 2100, height: 1000 }, { width: 2048, height: 975 })).toBe(8);
  });
});
