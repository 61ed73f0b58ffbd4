import { eighthsSize, jpegPreview, previewSize } from '@/domain/image-limits';

describe('the n/8 decode a JPEG preview comes from', () => {
  it('rounds the decoded size up, as libjpeg does', () => {
    expect(eighthsSize({ width: 4031, height: 3023 }, 3)).toEqual({ width: 1512, height: 1134 });
    expect(eighthsSize({ width: 8000, height: 6000 }, 8)).toEqual({ width: 8000, height: 6000 });
  });

  it('takes an n/8 decode as it is when it lands just under the preview size, so nothing is resized', () => {
    // 12 MP: 4/8 gives 2000 × 1500 (previewSize: 2048 × 1536).
    expect(jpegPreview({ width: 4000, height: 3000 }, false)).toEqual({ eighths: 4, preview: { width: 2000, height: 1500 } });
    // 48 MP: 2/8 gives 2000 × 1500, where covering 2048 would take 3/8 (2.25 times the pixels).
    expect(jpegPreview({ width: 8000, height: 6000 }, false)).toEqual({ eighths: 2, preview: { width: 2000, height: 1500 } });
    expect(jpegPreview({ width: 8064, height: 6048 }, false)).toEqual({ eighths: 2, preview: { width: 2016, height: 1512 } });
    // Exactly a quarter.
    expect(jpegPreview({ width: 8192, height: 6144 }, false)).toEqual({ eighths: 2, preview: { width: 2048, height: 1536 } });
  });

  it('gives the preview upright: a photo stored turned has its sides swapped', () => {
    expect(jpegPreview({ width: 4032, height: 3024 }, true)).toEqual({ eighths: 4, preview: { width: 1512, height: 2016 } });
  });

  it('decodes at the smallest n/8 covering the preview size when no n/8 lands close under it, and resizes', () => {
    // 24 MP: 2/8 gives 1428 px (30 % short), 3/8 gives 2142, more than 2048.
    expect(jpegPreview({ width: 5712, height: 4284 }, false)).toEqual({ eighths: 3, preview: previewSize(5712, 4284) });
    expect(jpegPreview({ width: 16384, height: 1000 }, false)).toEqual({ eighths: 1, preview: { width: 2048, height: 125 } });
    // A little over the preview size: only the whole decode covers it.
    expect(jpegPreview({ width: 2100, height: 1000 }, false)).toEqual({ eighths: 8, preview: { width: 2048, height: 975 } });
  });

  it('keeps a photo no larger than the preview at its own size', () => {
    expect(jpegPreview({ width: 1600, height: 1200 }, true)).toEqual({ eighths: 8, preview: { width: 1200, height: 1600 } });
  });
});
