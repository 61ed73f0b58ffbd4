/**
 * The print PDF made by the real worker in Chromium (lab page), read back in Node: the photo's own
 * JPEG bytes as the one image (scan data identical, ICC profile as ICCBased), its native pixel size
 * and density, the page and trim boxes, the CutContour line; then rendered by poppler (pdftoppm) and
 * Ghostscript, whose trim box must look like the proof the shopper approved (rotated, mirrored,
 * contain over a background, a round rug, a circular or straight-edged pad, an opaque PNG passed
 * through, a phone photo stored sideways, a PNG with alpha), and whose bleed must carry the mirrored
 * photo; a photo too big for 25 MB is encoded once to fit.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CUSTOM_COLOR } from '../../src/domain/background-color';
import { exifSegment, spliceAfterSoi } from '../unit/image-fixtures';
import { initialDesign, type DesignConfig } from '../../src/domain/design';
import { labURL } from './harness/lab-url';
import { readPrintPdf } from './support/pdf';
import { scanToEndOfImage } from './support/upload-bytes';
import { gradientPhoto, opaqueQuadrantPng, quadrantPhoto, SRGB_PROFILE, withIccProfile } from './support/photos';
import { crop, meanDifference, pixel, renderPdf, type Picture, type Renderer } from './support/render-pdf';

const POINTS_PER_CM = 72 / 2.54;
/** Low resolution keeps the renders quick; the comparison is about placement, not detail. */
const DPI = 20;
const PX_PER_CM = DPI / 2.54;

async function printOf(page: Page, photo: Buffer, design: DesignConfig) {
  await page.goto(labURL);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const made = await page.evaluate(
    async ({ base64, config }) => {
      const lab = window.imageLab;
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      await lab.loadImage(new Blob([bytes], { type: 'image/jpeg' }), 'foto.jpg');
      return lab.makePrint(config);
    },
    { base64: photo.toString('base64'), config: design },
  );
  const bytes = Buffer.from(made.base64, 'base64');
  return { made, bytes, pdf: await readPrintPdf(bytes) };
}

/** The proof of the loaded photo, scaled to `size`, as RGB. */
async function proofPicture(page: Page, design: DesignConfig, size: { width: number; height: number }): Promise<Picture> {
  const base64 = await page.evaluate(({ config, w, h }) => window.imageLab.proofPixels(config, w, h), { config: design, w: size.width, h: size.height });
  return { ...size, rgb: new Uint8Array(Buffer.from(base64, 'base64')) };
}

/** The trim box of a render: the page less 1 cm of bleed on every side. */
function trimOf(render: Picture): Picture {
  const bleed = Math.round(PX_PER_CM);
  return crop(render, bleed, bleed, render.width - 2 * bleed, render.height - 2 * bleed);
}

const pad: DesignConfig = { ...initialDesign('Pro'), sizeCode: 'SP', widthCm: 25, heightCm: 25 };

test('the photo\'s own JPEG bytes at native size, its ICC profile, the boxes and the cut line', async ({ page }) => {
  await page.goto(labURL);
  const photo = withIccProfile(await quadrantPhoto(page, 1200, 800), SRGB_PROFILE, 3);
  const { made, pdf } = await printOf(page, photo, pad);
  expect(made.type).toBe('application/pdf');
  expect([pdf.pointsWide, pdf.pointsHigh].map((v) => v.toFixed(2))).toEqual([27, 27].map((v) => (v * POINTS_PER_CM).toFixed(2)));
  expect(pdf.trimBox.map((v) => v.toFixed(2))).toEqual([1, 1, 25, 25].map((v) => (v * POINTS_PER_CM).toFixed(2)));
  // The photo itself, once, at its own pixel size: cover puts its 800 px height on the 25 cm piece.
  expect(pdf.imageCount).toBe(1);
  expect([pdf.image.width, pdf.image.height, pdf.image.filter]).toEqual([1200, 800, '/DCTDecode']);
  expect(made.ppi).toBeCloseTo((800 * 2.54) / 25, 6);
  expect(scanToEndOfImage(pdf.image.contents).equals(scanToEndOfImage(photo))).toBe(true);
  expect(pdf.image.colourSpace).toMatch(/ICCBased/);
  expect(pdf.cutColourSpace).toMatch(/^\[ ?\/Separation \/CutContour \/DeviceCMYK/);
  expect(pdf.operators).toMatch(/\/CutContour CS\s+1 SCN\s+0\.25 w/);
  expect(made.progress.at(-1)).toBe(1);
  expect(made.progress).toEqual([...made.progress].sort((a, b) => a - b));
});

type PhotoMaker = (page: Page) => Promise<Buffer>;
const jpegPhoto: PhotoMaker = (page) => quadrantPhoto(page, 1200, 800);

interface RenderCase {
  readonly name: string;
  readonly design: DesignConfig;
  readonly circle?: boolean;
  readonly photo?: PhotoMaker;
  readonly filter?: string;
  /** What the image object must hold byte for byte, from the photo's bytes. */
  readonly stored?: (photo: Buffer) => Buffer;
}

/** The one IDAT chunk's data of a PNG made by opaqueQuadrantPng (signature 8 bytes, IHDR 25, then IDAT). */
const idatData = (png: Buffer) => png.subarray(41, 41 + png.readUInt32BE(33));

const RENDERED: readonly RenderCase[] = [
  { name: 'turned a quarter on a wide pad', design: { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40, rotation: 90 } },
  { name: 'mirrored, zoomed and moved', design: { ...pad, mirrored: true, zoom: 1.6, posX: 20, posY: 70 } },
  { name: 'contain over a white background', design: { ...initialDesign('Alfombra'), sizeCode: 'MA', widthCm: 70, heightCm: 50, fit: 'contain', background: 'white', rotation: 270 } },
  {
    name: 'mirrored top-to-bottom and turned, contained over a picked colour (issue 22)',
    design: { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40, fit: 'contain', background: 'custom', customColor: DEFAULT_CUSTOM_COLOR, mirroredVertical: true, rotation: 90 },
  },
  {
    name: 'a mirrored, turned round rug',
    design: { ...initialDesign('Alfombra'), sizeCode: 'SA', widthCm: 50, heightCm: 40, circular: true, mirrored: true, rotation: 90 },
    circle: true,
  },
  {
    name: 'a circular Classic pad, the circle of its smaller side (issue 31)',
    design: { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40, circular: true, posX: 30 },
    circle: true,
  },
  { name: 'a straight-edged pad, turned (issue 31)', design: { ...pad, straightEdges: true, rotation: 90 } },
  { name: 'an opaque PNG passed through (zlib data and predictors)', design: { ...pad, rotation: 180 }, photo: async () => opaqueQuadrantPng(600, 400), filter: '/FlateDecode', stored: idatData },
  {
    name: 'a phone photo stored sideways (EXIF orientation 6), turned and mirrored',
    design: { ...initialDesign('Clasic'), sizeCode: 'L', widthCm: 90, heightCm: 40, mirrored: true, rotation: 270 },
    photo: async (page) => Buffer.from(spliceAfterSoi(await quadrantPhoto(page, 800, 1200), exifSegment({ orientation: 6, gps: true }))),
  },
  {
    name: 'a PNG with alpha, decoded, over a black background',
    design: { ...pad, fit: 'contain', background: 'black' },
    photo: (page) => quadrantPhoto(page, 600, 400, 'image/png'),
    filter: '/FlateDecode',
  },
];

for (const { name, design, circle, photo = jpegPhoto, filter = '/DCTDecode', stored } of RENDERED) {
  test(`pdftoppm and Ghostscript render the trim box like the proof: ${name}`, async ({ page }) => {
    await page.goto(labURL);
    const photoBytes = await photo(page);
    const { bytes, pdf } = await printOf(page, photoBytes, design);
    expect(pdf.image.filter).toBe(filter);
    if (stored) expect(pdf.image.contents.equals(stored(photoBytes))).toBe(true);
    // A JPEG goes in as itself, however the design turns it or the photo stands.
    if (filter === '/DCTDecode') expect(scanToEndOfImage(pdf.image.contents).equals(scanToEndOfImage(photoBytes))).toBe(true);
    for (const renderer of ['pdftoppm', 'ghostscript'] as Renderer[]) {
      const trim = trimOf(await renderPdf(bytes, renderer, DPI));
      // A round rug's proof is its whole frame, the circle in the middle; its trim box is the circle's square.
      const frameWidth = circle ? Math.round((trim.width * design.widthCm) / design.heightCm) : trim.width;
      const frame = await proofPicture(page, design, { width: frameWidth, height: trim.height });
      const proof = crop(frame, Math.round((frameWidth - trim.width) / 2), 0, trim.width, trim.height);
      // Beyond the circle the proof is white and the print has its bleed ring: only the circle counts.
      const radius = trim.width / 2;
      const inside = circle ? (x: number, y: number) => Math.hypot(x + 0.5 - radius, y + 0.5 - radius) < radius * 0.95 : undefined;
      const difference = meanDifference(trim, proof, inside);
      expect(difference, `${renderer}: mean difference ${(difference * 100).toFixed(2)} %`).toBeLessThan(0.04);
    }
  });
}

test('the bleed carries the photo mirrored about the cut line where the photo stops there', async ({ page }) => {
  await page.goto(labURL);
  // A 3:2 photo covering a square pad stops at the top and bottom cut lines and overflows left and right.
  const { bytes } = await printOf(page, await gradientPhoto(page, 1200, 800), pad);
  const dpi = 50;
  const perCm = dpi / 2.54;
  for (const renderer of ['pdftoppm', 'ghostscript'] as Renderer[]) {
    const render = await renderPdf(bytes, renderer, dpi);
    const edge = Math.round(perCm);
    const x = Math.round(render.width / 2);
    // Rows d pixels above the top cut line match the rows d pixels below it, and they are not one flat colour.
    const bleedRows = [1, 8, 17].map((d) => pixel(render, x, edge - 1 - d));
    const pieceRows = [1, 8, 17].map((d) => pixel(render, x, edge + d));
    bleedRows.forEach((colour, i) => expect(Math.abs(colour[0] - (pieceRows[i]?.[0] ?? 0)), `${renderer} row ${i}`).toBeLessThan(12));
    expect((bleedRows[2]?.[0] ?? 0) - (bleedRows[0]?.[0] ?? 0), `${renderer}: the bleed is not flat`).toBeGreaterThan(4);
    const bottom = render.height - edge;
    expect(Math.abs(pixel(render, x, bottom + 6)[0] - pixel(render, x, bottom - 7)[0]), `${renderer} bottom`).toBeLessThan(12);
  }
});

test('browsers without Worker get the same print file from the main-thread fallback', async ({ page }) => {
  await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
  await page.goto(labURL);
  const photo = await quadrantPhoto(page, 1200, 800);
  const { made, pdf } = await printOf(page, photo, pad);
  expect(await page.evaluate(() => typeof Worker)).toBe('undefined');
  expect(made.ppi).toBeCloseTo(81.28, 1);
  expect(pdf.cutColourSpace).toContain('/CutContour');
  expect(scanToEndOfImage(pdf.image.contents).equals(scanToEndOfImage(photo))).toBe(true);
});

test('a photo whose PDF would pass 25 MB is encoded once to fit, and the print file still goes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto(labURL);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
  const made = await page.evaluate(async (config) => {
    const lab = window.imageLab;
    const photo = await lab.makePhoto(8000, 6000, 'noise', 0.8);
    await lab.loadImage(photo, 'grande.jpg');
    return { photoSize: photo.size, ...(await lab.makePrint(config)) };
  }, pad);
  const bytes = Buffer.from(made.base64, 'base64');
  expect(made.photoSize).toBeGreaterThan(25_000_000);
  expect(bytes.length).toBeLessThanOrEqual(25_000_000);
  const pdf = await readPrintPdf(bytes);
  expect(pdf.image.filter).toBe('/DCTDecode');
  // Pure noise does not fit even at quality 0.8, so the photo was made smaller, keeping its proportions.
  expect(pdf.image.width / pdf.image.height).toBeCloseTo(8000 / 6000, 2);
  expect(made.ppi).toBeCloseTo((pdf.image.height * 2.54) / 25, 6);
});
