/**
 * The print PDF made by the real worker in Chromium (lab page), read back with pdf-lib: page size in
 * points with the bleed, the page image's pixels and density, the CutContour separation and its
 * 0.25 pt stroke, and the colours of a generated four-colour photo where the geometry puts them,
 * bleed included.
 */
import { expect, test, type Page } from '@playwright/test';
import { initialDesign, type DesignConfig } from '../../src/domain/design';
import { labURL } from './harness/lab-url';
import { readPrintPdf } from './support/pdf';
import { quadrantPhoto } from './support/photos';

const POINTS_PER_CM = 72 / 2.54;
const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const YELLOW = [255, 255, 0];
const WHITE = [255, 255, 255];

async function printOf(page: Page, photo: Buffer, design: DesignConfig) {
  await page.goto(labURL);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const made = await page.evaluate(
    async ({ base64, config }) => {
      const lab = window.imageLab;
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      await lab.loadImage(new Blob([bytes], { type: 'image/jpeg' }), 'cuadrantes.jpg');
      return lab.makePrint(config);
    },
    { base64: photo.toString('base64'), config: design },
  );
  return { made, pdf: await readPrintPdf(Buffer.from(made.base64, 'base64')) };
}

/** RGB of the decoded page image at page positions given in cm. */
async function coloursAt(page: Page, jpeg: Buffer, pageCm: { width: number; height: number }, spots: [number, number][]) {
  return page.evaluate(
    async ({ base64, size, points }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))]));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0);
      return points.map(([x, y]) => {
        const data = context.getImageData(Math.floor((x / size.width) * bitmap.width), Math.floor((y / size.height) * bitmap.height), 1, 1).data;
        return [data[0] ?? 0, data[1] ?? 0, data[2] ?? 0];
      });
    },
    { base64: jpeg.toString('base64'), size: pageCm, points: spots },
  );
}

function expectColours(actual: number[][], expected: number[][]): void {
  actual.forEach((colour, index) => {
    const want = expected[index] ?? [];
    const close = colour.every((value, channel) => Math.abs(value - (want[channel] ?? 0)) < 40);
    expect(close, `spot ${index}: ${colour.join(',')} should be ${want.join(',')}`).toBe(true);
  });
}

test('a 25x25 pad from a 1200×800 photo: page with bleed, native ppi, cut contour and pixels in place', async ({ page }) => {
  const design: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'SP', widthCm: 25, heightCm: 25 };
  const { made, pdf } = await printOf(page, await quadrantPhoto(page, 1200, 800), design);
  expect(made.type).toBe('application/pdf');
  expect(pdf.pointsWide).toBeCloseTo(27 * POINTS_PER_CM, 2);
  expect(pdf.pointsHigh).toBeCloseTo(27 * POINTS_PER_CM, 2);
  expect(pdf.trimBox.map((v) => Number(v.toFixed(2)))).toEqual([1, 1, 25, 25].map((cm) => Number((cm * POINTS_PER_CM).toFixed(2))));
  // Cover: the photo's 800 px height spans the 25 cm piece, 81.28 ppi; never upsampled.
  expect(made.ppi).toBeCloseTo(81.28, 0);
  expect([pdf.image.width, pdf.image.height]).toEqual([Math.floor((27 / 2.54) * 81.28), Math.floor((27 / 2.54) * 81.28)]);
  expect(pdf.image.filter).toBe('/DCTDecode');
  expect(pdf.cutColourSpace).toMatch(/^\[ ?\/Separation \/CutContour \/DeviceCMYK/);
  expect(pdf.operators).toMatch(/\/CutContour CS\s+1 SCN\s+0\.25 w/);
  expect(made.progress.at(-1)).toBe(1);
  expect(made.progress).toEqual([...made.progress].sort((a, b) => a - b));
  // Quadrant centres, then the bleed: top and bottom are stretched (cover stops at the cut line
  // there), left and right show the photo that overflows the piece.
  const spots: [number, number][] = [[7, 7], [20, 7], [7, 20], [20, 20], [7, 0.3], [20, 26.7], [0.3, 7], [26.7, 20]];
  expectColours(await coloursAt(page, pdf.image.jpeg, { width: 27, height: 27 }, spots), [RED, GREEN, BLUE, YELLOW, RED, YELLOW, RED, YELLOW]);
});

test('a mirrored, turned round rug: circle page, white beyond the bleed ring, placement as in the preview', async ({ page }) => {
  const design: DesignConfig = { ...initialDesign('Alfombra'), sizeCode: 'SA', widthCm: 50, heightCm: 40, circular: true, mirrored: true, rotation: 90 };
  const { pdf } = await printOf(page, await quadrantPhoto(page, 1200, 800), design);
  expect(pdf.pointsWide).toBeCloseTo(42 * POINTS_PER_CM, 2);
  expect(pdf.pointsHigh).toBeCloseTo(42 * POINTS_PER_CM, 2);
  expect(pdf.cutColourSpace).toContain('/CutContour');
  // Turned 90° clockwise the photo's left column (red over blue) becomes its top row (blue, red) and
  // its right column the bottom row (yellow, green); mirrored, each row swaps. Corners lie beyond the ring.
  const spots: [number, number][] = [[14, 8], [28, 8], [14, 34], [28, 34], [0.5, 0.5], [41.5, 41.5]];
  expectColours(await coloursAt(page, pdf.image.jpeg, { width: 42, height: 42 }, spots), [RED, BLUE, GREEN, YELLOW, WHITE, WHITE]);
});

test('zoom and position flow into the print file: twice the zoom at the top-left corner, half the density', async ({ page }) => {
  const design: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'SP', widthCm: 25, heightCm: 25, zoom: 2, posX: 0, posY: 0 };
  const { made, pdf } = await printOf(page, await quadrantPhoto(page, 1200, 800), design);
  // The photo's 800 px height now spans 50 cm: 40.64 ppi. The piece shows only its red corner, which
  // is stretched over the top and left bleed (it stops at the cut line there); below the bottom cut
  // line the photo itself continues, blue.
  expect(made.ppi).toBeCloseTo(40.64, 0);
  expect(pdf.image.width).toBe(Math.floor((27 / 2.54) * 40.64));
  const spots: [number, number][] = [[0.3, 0.3], [13.5, 13.5], [24, 24], [26.7, 13.5], [13.5, 26.7]];
  expectColours(await coloursAt(page, pdf.image.jpeg, { width: 27, height: 27 }, spots), [RED, RED, RED, RED, BLUE]);
});

test('browsers without Worker get the same print file from the main-thread fallback', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  const design: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'SP', widthCm: 25, heightCm: 25 };
  const { made, pdf } = await printOf(page, await quadrantPhoto(page, 1200, 800), design);
  expect(await page.evaluate(() => typeof Worker)).toBe('undefined');
  expect(made.ppi).toBeCloseTo(81.28, 0);
  expect(pdf.pointsWide).toBeCloseTo(27 * POINTS_PER_CM, 2);
  expect(pdf.cutColourSpace).toContain('/CutContour');
  expectColours(await coloursAt(page, pdf.image.jpeg, { width: 27, height: 27 }, [[7, 7], [20, 20]]), [RED, YELLOW]);
});
