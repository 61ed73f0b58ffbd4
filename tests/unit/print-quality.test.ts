import { describe, expect, it } from 'vitest';
import { initialDesign } from '@/domain/design';
import {
  designPrintQuality,
  effectiveDpi,
  LOW_QUALITY_ADVICE,
  printQuality,
  qualityForDpi,
  type PrintQualityInput,
} from '@/domain/print-quality';
import { cm, px } from '@/domain/units';

type Sized = 'widthCm' | 'heightCm' | 'imageWidth' | 'imageHeight';
type PlainInput = Omit<PrintQualityInput, Sized> & Record<Sized, number>;

const plain: PlainInput = {
  widthCm: 25.4,
  heightCm: 25.4,
  imageWidth: 1500,
  imageHeight: 1500,
  fit: 'cover',
  zoom: 1,
  rotation: 0,
  circular: false,
};

/** The test's sizes in their units: cm on the piece, photo pixels. */
function make(change: Partial<PlainInput> = {}): PrintQualityInput {
  const m = { ...plain, ...change };
  return { ...m, widthCm: cm(m.widthCm), heightCm: cm(m.heightCm), imageWidth: px(m.imageWidth), imageHeight: px(m.imageHeight) };
}
const input = make();

describe('effectiveDpi', () => {
  it('is photo pixels per printed inch', () => {
    expect(effectiveDpi(input)).toBeCloseTo(150);
  });
  it('cover prints only part of the photo across the whole frame', () => {
    // 3000x1500 photo on a 10x10 inch square: the visible 1500x1500 part spans 10 inches.
    expect(effectiveDpi(make({ imageWidth: 3000 }))).toBeCloseTo(150);
  });
  it('contain spreads the whole photo over part of the frame', () => {
    // 3000 px across 10 inches.
    expect(effectiveDpi(make({ imageWidth: 3000, fit: 'contain' }))).toBeCloseTo(300);
  });
  it('fill takes the poorer axis', () => {
    expect(effectiveDpi(make({ imageWidth: 3000, fit: 'fill' }))).toBeCloseTo(150);
    expect(effectiveDpi(make({ widthCm: 50.8, imageWidth: 3000, imageHeight: 1000, fit: 'fill' }))).toBeCloseTo(100);
  });
  it('rotation swaps which photo side spans which frame side', () => {
    const wide = { widthCm: 50.8, imageWidth: 3000, imageHeight: 1500, fit: 'contain' as const };
    expect(effectiveDpi(make(wide))).toBeCloseTo(150);
    // Turned, the 3000 px side runs along the 10 inch height.
    expect(effectiveDpi(make({ ...wide, rotation: 90 }))).toBeCloseTo(300);
  });
  it('a circular rug prints the photo across the circle, not the whole frame', () => {
    expect(effectiveDpi(make({ widthCm: 50.8, circular: true }))).toBeCloseTo(150);
    expect(effectiveDpi(make({ widthCm: 50.8 }))).toBeCloseTo(75);
  });
  it('zooming in spreads fewer photo pixels over the piece, for every fit', () => {
    expect(effectiveDpi(make({ zoom: 2 }))).toBeCloseTo(75);
    expect(effectiveDpi(make({ imageWidth: 3000, fit: 'contain', zoom: 1.5 }))).toBeCloseTo(200);
    expect(effectiveDpi(make({ fit: 'fill', zoom: 4 }))).toBeCloseTo(37.5);
  });
  it('a design reads its own size, fit, zoom and rotation', () => {
    const design = { ...initialDesign('Clasic'), widthCm: 100, heightCm: 50, fit: 'contain' as const, zoom: 2, rotation: 90 as const };
    // Turned 3000x6000 → 6000x3000 across 100x50 cm (39.37 in): 152.4 ppp, halved by the zoom.
    expect(designPrintQuality(design, { width: 3000, height: 6000 })).toMatchObject({ dpi: 76, level: 'aceptable' });
  });
  it('is zero for an empty photo', () => {
    expect(effectiveDpi(make({ imageWidth: 0 }))).toBe(0);
  });
});

describe('quality levels', () => {
  it.each([
    [150, 'excelente', 'Excelente'],
    [149.9, 'buena', 'Buena'],
    [100, 'buena', 'Buena'],
    [99, 'aceptable', 'Aceptable'],
    [75, 'aceptable', 'Aceptable'],
    [74.99, 'baja', 'Baja'],
    [0, 'baja', 'Baja'],
  ] as const)('%s dpi is %s', (dpi, level, label) => {
    const q = qualityForDpi(dpi);
    expect(q.level).toBe(level);
    expect(q.label).toBe(label);
    expect(q.advice).toBe(level === 'baja' ? LOW_QUALITY_ADVICE : null);
  });
  it('an exact 150 computed through floating point stays Excelente', () => {
    expect(printQuality(make({ widthCm: 50, heightCm: 50, imageWidth: 2953, imageHeight: 2953 })).level).toBe('excelente');
    expect(printQuality(input)).toMatchObject({ dpi: 150, level: 'excelente' });
  });
  it('advises a larger photo or a smaller size when low', () => {
    expect(printQuality(make({ imageWidth: 500, imageHeight: 500 })).advice).toMatch(/foto más grande.*medida más chica/);
  });
});
