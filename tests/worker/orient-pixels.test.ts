import type { ExifOrientation } from '@/domain/image-bytes-exif';
import { orientationMatrix } from '@/print-file/photo-matrix';
import { orientPixels } from '../../workers/orient-pixels';

/** Where each stored pixel's centre lands under the orientation matrix, one pixel at a time. */
function reference(pixels: Uint32Array, width: number, height: number, orientation: ExifOrientation): { width: number; pixels: number[] } {
  const [a, b, c, d, e, f] = orientationMatrix({ width, height, orientation });
  const uprightWidth = Math.abs(a) === 1 ? width : height;
  const out: number[] = new Array<number>(pixels.length).fill(-1);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const ux = a * (x + 0.5) + c * (y + 0.5) + e - 0.5;
      const uy = b * (x + 0.5) + d * (y + 0.5) + f - 0.5;
      out[uy * uprightWidth + ux] = pixels[y * width + x] ?? 0;
    }
  }
  return { width: uprightWidth, pixels: out };
}

describe('turning decoded pixels upright', () => {
  // A 3 × 2 picture, each pixel its own number: row 0 is 1 2 3, row 1 is 4 5 6.
  const stored = Uint32Array.from([1, 2, 3, 4, 5, 6]);

  it('turns a photo stored with Orientation 6 a quarter clockwise', () => {
    // Upright it is 2 wide and 3 tall: the stored left column, read bottom up, becomes the top row.
    expect([...orientPixels(stored, 3, 2, 6, new Uint32Array(6))]).toEqual([4, 1, 5, 2, 6, 3]);
  });

  it('gives Orientation 1 back untouched', () => {
    expect(orientPixels(stored, 3, 2, 1, new Uint32Array(6))).toBe(stored);
  });

  it.each([2, 3, 4, 5, 6, 7, 8] as const)('puts every pixel where the print file’s orientation matrix puts it (Orientation %i)', (orientation) => {
    const big = Uint32Array.from({ length: 5 * 3 }, (_, i) => i + 1);
    const expected = reference(big, 5, 3, orientation);
    expect([...orientPixels(big, 5, 3, orientation, new Uint32Array(15))]).toEqual(expected.pixels);
  });

  it.each([2, 3, 4, 5, 6, 7, 8] as const)('puts every pixel in place across its square tiles and their ragged edges (Orientation %i)', (orientation) => {
    // 150 × 70: two whole 64-pixel tiles and a part one across, one and a part down.
    const big = Uint32Array.from({ length: 150 * 70 }, (_, i) => i + 1);
    const expected = reference(big, 150, 70, orientation);
    expect([...orientPixels(big, 150, 70, orientation, new Uint32Array(150 * 70))]).toEqual(expected.pixels);
  });
});
