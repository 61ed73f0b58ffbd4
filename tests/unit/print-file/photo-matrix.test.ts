/**
 * The photo's matrix against placeDesign: for every fit, rotation, mirror and EXIF orientation, the
 * four corners of the stored photo land where the preview's node transform (drawn as canvas does,
 * with real cos and sin) puts the corners of the upright photo.
 */
import { FITS, ROTATIONS, initialDesign, type DesignConfig } from '@/domain/design';
import { placeDesign, type ImagePlacement } from '@/domain/geometry';
import type { ExifOrientation } from '@/domain/image-bytes-exif';
import { px } from '@/domain/units';
import { applyMatrix } from '@/print-file/matrix';
import { photoMatrix } from '@/print-file/photo-matrix';

const STORED = { width: 300, height: 200 };

/** Where each stored corner is in the upright photo, by orientation (TIFF 6.0), as [x, y] fractions. */
const UPRIGHT_CORNER: Record<ExifOrientation, Record<'tl' | 'tr' | 'bl' | 'br', [number, number]>> = {
  1: { tl: [0, 0], tr: [1, 0], bl: [0, 1], br: [1, 1] },
  2: { tl: [1, 0], tr: [0, 0], bl: [1, 1], br: [0, 1] },
  3: { tl: [1, 1], tr: [0, 1], bl: [1, 0], br: [0, 0] },
  4: { tl: [0, 1], tr: [1, 1], bl: [0, 0], br: [1, 0] },
  5: { tl: [0, 0], tr: [0, 1], bl: [1, 0], br: [1, 1] },
  6: { tl: [1, 0], tr: [1, 1], bl: [0, 0], br: [0, 1] },
  7: { tl: [1, 1], tr: [1, 0], bl: [0, 1], br: [0, 0] },
  8: { tl: [0, 1], tr: [0, 0], bl: [1, 1], br: [1, 0] },
};

/** The unit-square corner of each stored corner: PDF puts the first row at y = 1. */
const UNIT_CORNER: Record<'tl' | 'tr' | 'bl' | 'br', [number, number]> = { tl: [0, 1], tr: [1, 1], bl: [0, 0], br: [1, 0] };

/** Konva's node transform, step by step as canvas applies it. */
function nodePoint(image: ImagePlacement, uprightX: number, uprightY: number): { x: number; y: number } {
  let x = uprightX * image.width - image.offsetX;
  const y = uprightY * image.height - image.offsetY;
  x *= image.scaleX;
  const angle = (image.rotation * Math.PI) / 180;
  return { x: image.x + x * Math.cos(angle) - y * Math.sin(angle), y: image.y + x * Math.sin(angle) + y * Math.cos(angle) };
}

const base: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60, zoom: 1.5, posX: 30, posY: 80 };
const ORIENTATIONS: ExifOrientation[] = [1, 2, 3, 4, 5, 6, 7, 8];
const cases = FITS.flatMap((fit) =>
  ROTATIONS.flatMap((rotation) => [false, true].flatMap((mirrored) => ORIENTATIONS.map((orientation) => ({ fit, rotation, mirrored, orientation })))),
);

describe('photoMatrix', () => {
  it.each(cases)('$fit, turned $rotation°, mirrored $mirrored, EXIF $orientation: corners as placeDesign puts them', ({ fit, rotation, mirrored, orientation }) => {
    const design: DesignConfig = { ...base, fit, rotation, mirrored };
    const turned = orientation >= 5;
    const upright = turned ? { width: STORED.height, height: STORED.width } : STORED;
    const placement = placeDesign(design, px(100), px(60), px(upright.width), px(upright.height));
    const origin = { x: 1, y: 1 };
    const matrix = photoMatrix({ ...STORED, orientation }, placement.image, origin);
    for (const corner of ['tl', 'tr', 'bl', 'br'] as const) {
      const [ux, uy] = UNIT_CORNER[corner];
      const [fx, fy] = UPRIGHT_CORNER[orientation][corner];
      const got = applyMatrix(matrix, ux, uy);
      const want = nodePoint(placement.image, fx, fy);
      expect(got.x).toBeCloseTo(want.x + origin.x, 9);
      expect(got.y).toBeCloseTo(want.y + origin.y, 9);
    }
  });

  it('covers exactly the shown rectangle', () => {
    const design: DesignConfig = { ...base, rotation: 90, mirrored: true };
    const placement = placeDesign(design, px(100), px(60), px(200), px(300));
    const matrix = photoMatrix({ ...STORED, orientation: 6 }, placement.image, { x: 0, y: 0 });
    const corners = [[0, 0], [1, 0], [0, 1], [1, 1]].map(([x = 0, y = 0]) => applyMatrix(matrix, x, y));
    const xs = corners.map((c) => c.x);
    const ys = corners.map((c) => c.y);
    expect(Math.min(...xs)).toBeCloseTo(placement.shown.x, 9);
    expect(Math.max(...xs)).toBeCloseTo(placement.shown.x + placement.shown.width, 9);
    expect(Math.min(...ys)).toBeCloseTo(placement.shown.y, 9);
    expect(Math.max(...ys)).toBeCloseTo(placement.shown.y + placement.shown.height, 9);
  });
});
