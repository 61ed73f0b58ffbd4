/**
 * WebP, AVIF and HEIC photos in real Chromium with the real worker (lab page): each is converted once
 * to the JPEG (or, with transparency, PNG) the order sends, upright, and that one file goes whatever
 * the design's rotation (the print file turns it). The AVIF
 * fixture is stored sideways with an `irot` rotation, so "upright" means the decoder applied it.
 * Fixtures (tests/e2e/fixtures) are a 64×48 picture of four quadrants, red and green on top, blue and
 * yellow below, made with Debian's tools: `heif-enc -q 90` (libheif-examples) and
 * `avifenc --irot 1` on the picture turned 90° clockwise (libavif-bin).
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { labURL } from './harness/lab-url';
import { quadrantPhoto } from './support/photos';

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

async function openLab(page: Page): Promise<void> {
  await page.goto(labURL);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** Loads `bytes` in the lab and reports the photo's size, its upload file's quadrant colours, and that file's bytes at every quarter turn. */
function convertInLab(page: Page, bytes: Buffer, name: string) {
  return page.evaluate(
    async ([data, fileName]) => {
      const lab = window.imageLab;
      const loaded = await lab.loadImage(new Blob([Uint8Array.from(data)]), fileName);
      const { width, height } = lab.state().image ?? { width: 0, height: 0 };
      const sample = async (file: File) => {
        const { width: w, height: h, data: rgba } = await lab.pixelsOf(file);
        const at = (x: number, y: number) => rgba.slice((Math.floor(y) * w + Math.floor(x)) * 4, (Math.floor(y) * w + Math.floor(x)) * 4 + 4);
        return { name: file.name, type: file.type, size: [w, h], corners: [at(w / 4, h / 4), at((3 * w) / 4, h / 4), at(w / 4, (3 * h) / 4), at((3 * w) / 4, (3 * h) / 4)] };
      };
      const upload = await lab.getUploadFile();
      const everyTurn = [];
      for (let turn = 0; turn < 4; turn += 1) {
        everyTurn.push({ rotation: lab.rotation(), bytes: await lab.base64Of(await lab.getUploadFile()) });
        lab.rotate();
      }
      return { loaded, error: lab.state().error, size: [width, height], upright: await sample(upload), report: await lab.describeFile(upload), bytes: await lab.base64Of(upload), everyTurn };
    },
    [[...bytes], name] as const,
  );
}

const RED = [255, 0, 0];
const GREEN = [0, 255, 0];
const BLUE = [0, 0, 255];
const YELLOW = [255, 255, 0];

function expectColours(found: number[][], wanted: number[][]): void {
  for (const [index, colour] of wanted.entries()) {
    const pixel = found[index] ?? [];
    for (const [channel, value] of colour.entries()) expect(Math.abs((pixel[channel] ?? -1) - value), `quadrant ${index}: ${pixel.join(',')}`).toBeLessThan(40);
  }
}

const cases: [string, string, (page: Page) => Promise<Buffer>][] = [
  ['a WebP made by Chromium', 'captura.webp', (page) => quadrantPhoto(page, 64, 48, 'image/webp')],
  ['an AVIF stored sideways with irot', 'fondo.avif', () => fixture('quadrants-irot.avif')],
  ['a HEIC from libheif', 'IMG_0420.heic', () => fixture('quadrants.heic')],
];

for (const [title, name, make] of cases) {
  test(`${title} reaches the upload file upright, as a JPEG, the same file whatever the rotation`, async ({ page }) => {
    await openLab(page);
    const bytes = await make(page);
    const result = await convertInLab(page, bytes, name);
    expect(result).toMatchObject({ loaded: true, error: null, size: [64, 48] });
    expect(result.upright).toMatchObject({ name: 'diseno.jpg', type: 'image/jpeg', size: [64, 48] });
    expectColours(result.upright.corners, [RED, GREEN, BLUE, YELLOW]);
    // Upright in its pixels: no orientation left for anyone to apply again.
    expect(result.report).toMatchObject({ hasExif: false, hasGps: false, hasXmp: false });
    expect(result.everyTurn.map((turn) => turn.rotation)).toEqual([0, 90, 180, 270]);
    for (const { rotation, bytes } of result.everyTurn) expect(bytes, `rotation ${rotation}`).toBe(result.bytes);
  });
}

test('a WebP with transparent parts becomes a PNG that keeps them', async ({ page }) => {
  await openLab(page);
  const result = await page.evaluate(async () => {
    const lab = window.imageLab;
    const rgba: number[] = [];
    for (let y = 0; y < 32; y += 1) for (let x = 0; x < 32; x += 1) rgba.push(255, 0, 0, x < 16 ? 255 : 0);
    await lab.loadImage(await lab.encodePixels(32, 32, rgba, 'image/webp', 1), 'sticker.webp');
    const file = await lab.getUploadFile();
    const { data } = await lab.pixelsOf(file);
    return { name: file.name, type: file.type, left: data.slice(0, 4), right: data.slice(31 * 4, 32 * 4) };
  });
  expect(result).toEqual({ name: 'diseno.png', type: 'image/png', left: [255, 0, 0, 255], right: [0, 0, 0, 0] });
});

test('a WebP the browser cannot read keeps its Spanish message, and libheif loads only for a HEIC', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js') || request.url().includes('.ts')) scripts.push(request.url());
  });
  await openLab(page);
  const broken = await page.evaluate(async () => {
    const lab = window.imageLab;
    const webp = new Uint8Array(await (await lab.encodePixels(8, 8, new Array<number>(256).fill(200), 'image/webp', 1)).arrayBuffer());
    // The header (and its size) stays, the picture data is cut off.
    await lab.loadImage(new Blob([webp.subarray(0, 34)]), 'cortada.webp');
    return lab.state().error;
  });
  expect(broken).toMatch(/^Ese archivo es una imagen WebP que este navegador no puede leer\. Guardala como JPG o PNG/);
  expect(scripts.filter((url) => /libheif|heic-decode/.test(url))).toEqual([]);
  const heic = await fixture('quadrants.heic');
  expect((await convertInLab(page, heic, 'IMG_0420.heic')).loaded).toBe(true);
  expect(scripts.filter((url) => /libheif|heic-decode/.test(url)).length).toBeGreaterThan(0);
});
