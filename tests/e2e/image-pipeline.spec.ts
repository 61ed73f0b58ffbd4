/**
 * The image pipeline in real Chromium with the real worker, on the lab page (tests/e2e/harness):
 * the upload file is the photo itself whatever the design's rotation (the print file turns it),
 * lossless, upright as the phone shows it, with no location data leaving the browser; EXIF
 * orientation applied once, the 25 MB limit, and Spanish messages for everything that is not a PNG
 * or JPEG.
 */
import { deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { readJpegHeader, walkJpeg } from '../../src/domain/image-bytes-jpeg';
import { labURL } from './harness/lab-url';
import { quadrantJpeg, quadrantPhoto, SRGB_PROFILE, uploadPhoto } from './support/photos';
import { drawsMarkedPhoto, expectNoPhoto, expectPhotoRotation, markPhoto } from './support/stage';
import { exifBlocks, scanToEndOfImage } from './support/upload-bytes';
import { concatBytes, pngChunk } from '../unit/image-fixtures';

async function openLab(page: Page): Promise<void> {
  await page.goto(labURL);
  await expect(page.locator('body')).toHaveAttribute('data-ready', 'true');
}

/** Pixel (x, y) of a w-wide RGBA array. */
function at(data: readonly number[], w: number, x: number, y: number): number[] {
  return data.slice((y * w + x) * 4, (y * w + x) * 4 + 4);
}

/** Where the stored pixel (x, y) of a w × h image shows once turned a quarter clockwise (EXIF orientation 6). */
function turnedQuarter(x: number, y: number, h: number): [number, number] {
  return [h - 1 - y, x];
}

/** Corners red, green, blue, yellow; a transparent pixel top-middle, so transparency must survive. */
const CORNERS_3X2 = [255, 0, 0, 255, 0, 0, 0, 0, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 0, 255];

for (const engine of ['worker', 'main-thread fallback'] as const) {
  test(`a 3×2 PNG with four corner colours is uploaded as the same PNG pixels whatever the rotation (${engine})`, async ({ page }) => {
    // Browsers without Worker (or OffscreenCanvas) get the same pipeline on the main thread.
    if (engine !== 'worker') await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
    await openLab(page);
    expect(await page.evaluate(() => typeof Worker)).toBe(engine === 'worker' ? 'function' : 'undefined');
    const results = await page.evaluate(async (rgba) => {
      const lab = window.imageLab;
      await lab.loadImage(await lab.encodePixels(3, 2, rgba, 'image/png'), 'esquinas.png');
      const out = [];
      // The shopper turns the design a full turn; the upload file is asked for at every quarter.
      for (let turn = 0; turn < 4; turn += 1) {
        const file = await lab.getUploadFile();
        out.push({ rotation: lab.rotation(), name: file.name, type: file.type, bytes: await lab.base64Of(file), ...(await lab.pixelsOf(file)) });
        lab.rotate();
      }
      return out;
    }, CORNERS_3X2);
    expect(results.map((result) => result.rotation)).toEqual([0, 90, 180, 270]);
    for (const { rotation, name, type, bytes, width, height, data } of results) {
      expect([name, type], `rotation ${rotation}`).toEqual(['diseno.png', 'image/png']);
      expect(bytes, `rotation ${rotation}: the same file`).toBe(results[0]?.bytes);
      expect([width, height], `rotation ${rotation}`).toEqual([3, 2]);
      expect(data, `rotation ${rotation}: the photo's own pixels, the transparent one too`).toEqual(CORNERS_3X2);
    }
  });
}

test('an orientation-6 JPEG uploads as itself: the same scan data, orientation 6 alone in its EXIF, upright in the browser', async ({ page }) => {
  await openLab(page);
  const result = await page.evaluate(async () => {
    const lab = window.imageLab;
    const { exifSegment, spliceAfterSoi } = lab.fixtures;
    // Stored sideways as a phone does: 40 wide, 80 tall, top half red, bottom half blue.
    const rgba: number[] = [];
    for (let y = 0; y < 80; y += 1) for (let x = 0; x < 40; x += 1) rgba.push(...(y < 40 ? [255, 0, 0, 255] : [0, 0, 255, 255]));
    const stored = new Uint8Array(await (await lab.encodePixels(40, 80, rgba, 'image/jpeg', 1)).arrayBuffer());
    const original = new Blob([spliceAfterSoi(stored, exifSegment({ orientation: 6, gps: true }))], { type: 'image/jpeg' });
    await lab.loadImage(original, 'IMG_0001.jpg');
    const { width, height } = lab.state().image ?? { width: 0, height: 0 };
    const upload = await lab.getUploadFile();
    lab.rotate();
    const afterTurn = await lab.getUploadFile();
    return {
      size: [width, height],
      preview: lab.previewPixels(),
      upload: await lab.pixelsOf(upload),
      uploadReport: await lab.describeFile(upload),
      originalBytes: await lab.base64Of(original),
      uploadBytes: await lab.base64Of(upload),
      afterTurnBytes: await lab.base64Of(afterTurn),
    };
  });
  const isRed = (p: number[]) => (p[0] ?? 0) > 200 && (p[2] ?? 0) < 60;
  const isBlue = (p: number[]) => (p[2] ?? 0) > 200 && (p[0] ?? 0) < 60;
  // Upright: the stored top (red) is on the right, as the phone's gallery shows it.
  expect(result.size).toEqual([80, 40]);
  for (const image of [result.preview, result.upload]) {
    if (!image) throw new Error('no preview');
    expect([image.width, image.height]).toEqual([80, 40]);
    expect(isBlue(at(image.data, 80, 10, 20))).toBe(true);
    expect(isRed(at(image.data, 80, 70, 20))).toBe(true);
  }
  expect(result.uploadReport).toMatchObject({ hasExif: true, hasGps: false, hasXmp: false, name: 'diseno.jpg', type: 'image/jpeg' });
  const original = Buffer.from(result.originalBytes, 'base64');
  const upload = Buffer.from(result.uploadBytes, 'base64');
  // The coded pixels travel byte for byte; the design's rotation changes nothing in the file.
  expect(scanToEndOfImage(upload).equals(scanToEndOfImage(original))).toBe(true);
  expect(result.afterTurnBytes).toBe(result.uploadBytes);
  // One EXIF block right after SOI, IFD0 holding the orientation alone: no GPS link, no other IFD, no stored values.
  expect(exifBlocks(original)[0]?.tags.map((entry) => entry.tag)).toEqual([0x0112, 0x8825]);
  expect(exifBlocks(upload)).toEqual([{ segmentIndex: 1, tags: [{ tag: 0x0112, value: 6 }], nextIfd: 0, bytesAfterIfd0: 0 }]);
  expect(readJpegHeader(walkJpeg(upload), upload)).toEqual({ width: 40, height: 80, orientation: 6 });
});

test('a PNG standing on an eXIf orientation 6 is uploaded upright, pixel for pixel, without eXIf', async ({ page }) => {
  await openLab(page);
  const result = await page.evaluate(async (rgba) => {
    const lab = window.imageLab;
    const { exifTiff, pngChunk, spliceAfterIhdr } = lab.fixtures;
    const stored = new Uint8Array(await (await lab.encodePixels(3, 2, rgba, 'image/png')).arrayBuffer());
    const original = new Blob([spliceAfterIhdr(stored, pngChunk('eXIf', exifTiff({ orientation: 6, gps: true })))], { type: 'image/png' });
    await lab.loadImage(original, 'captura.png');
    const { width, height } = lab.state().image ?? { width: 0, height: 0 };
    const upload = await lab.getUploadFile();
    return { size: [width, height], report: await lab.describeFile(upload), ...(await lab.pixelsOf(upload)) };
  }, CORNERS_3X2);
  // Stored 3 × 2, shown turned a quarter clockwise: 2 × 3.
  expect(result.size).toEqual([2, 3]);
  expect(result.report).toMatchObject({ name: 'diseno.png', type: 'image/png', hasExif: false, hasGps: false, hasXmp: false });
  expect(result.report.structure).not.toContain('eXIf');
  expect([result.width, result.height]).toEqual([2, 3]);
  for (let y = 0; y < 2; y += 1) {
    for (let x = 0; x < 3; x += 1) {
      const [tx, ty] = turnedQuarter(x, y, 2);
      expect(at(result.data, 2, tx, ty), `stored pixel ${x},${y}`).toEqual(at(CORNERS_3X2, 3, x, y));
    }
  }
});

test('a photo larger than the preview is decoded shrunk and upright in all eight EXIF orientations', async ({ page }) => {
  await openLab(page);
  const results = await page.evaluate(async () => {
    const lab = window.imageLab;
    const { exifSegment, spliceAfterSoi } = lab.fixtures;
    // Stored 2400 × 1600: four quadrants red, green, blue, yellow, so every turn and mirror shows.
    const canvas = new OffscreenCanvas(2400, 1600);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D context');
    for (const [x, y, colour] of [[0, 0, '#f00'], [1200, 0, '#0f0'], [0, 800, '#00f'], [1200, 800, '#ff0']] as const) {
      context.fillStyle = colour;
      context.fillRect(x, y, 1200, 800);
    }
    const stored = new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    const out = [];
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
      const file = new Blob([spliceAfterSoi(stored, exifSegment({ orientation, gps: false }))], { type: 'image/jpeg' });
      await lab.loadImage(file, `foto-${orientation}.jpg`);
      const preview = lab.previewPixels();
      if (!preview) throw new Error(`no preview for orientation ${orientation}`);
      // What the browser itself shows for the file, shrunk to the preview's size.
      const shown = await createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: preview.width, resizeHeight: preview.height });
      const sample = new OffscreenCanvas(preview.width, preview.height).getContext('2d');
      if (!sample) throw new Error('no 2D context');
      sample.drawImage(shown, 0, 0);
      shown.close();
      const fractions = [0.25, 0.75].flatMap((fy) => [0.25, 0.75].map((fx) => [fx, fy] as const));
      const point = ([fx, fy]: readonly [number, number]) => [Math.round(preview.width * fx), Math.round(preview.height * fy)] as const;
      const previewPixel = ([x, y]: readonly [number, number]) => preview.data.slice((y * preview.width + x) * 4, (y * preview.width + x) * 4 + 3);
      const shownPixel = ([x, y]: readonly [number, number]) => Array.from(sample.getImageData(x, y, 1, 1).data.slice(0, 3));
      out.push({ orientation, size: [preview.width, preview.height], got: fractions.map((f) => previewPixel(point(f))), want: fractions.map((f) => shownPixel(point(f))) });
    }
    return out;
  });
  for (const { orientation, size, got, want } of results) {
    expect(size, `orientation ${orientation}`).toEqual(orientation >= 5 ? [1365, 2048] : [2048, 1365]);
    got.forEach((pixel, i) => {
      const expected = want[i] ?? [];
      pixel.forEach((channel, c) => expect(Math.abs(channel - (expected[c] ?? 0)), `orientation ${orientation}, point ${i}`).toBeLessThan(24));
    });
  }
});

test('the EXIF thumbnail is shown upright, in the photo\'s proportions, in all eight orientations', async ({ page }) => {
  await openLab(page);
  const results = await page.evaluate(async () => {
    const lab = window.imageLab;
    const { phoneExifSegment, spliceAfterSoi } = lab.fixtures;
    // Stored 2400 × 1600 and its 240 × 160 thumbnail: four quadrants red, green, blue, yellow.
    const quadrants = async (width: number, height: number) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D context');
      for (const [x, y, colour] of [[0, 0, '#f00'], [0.5, 0, '#0f0'], [0, 0.5, '#00f'], [0.5, 0.5, '#ff0']] as const) {
        context.fillStyle = colour;
        context.fillRect(x * width, y * height, width / 2, height / 2);
      }
      return new Uint8Array(await (await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
    };
    const stored = await quadrants(2400, 1600);
    const thumbnail = await quadrants(240, 160);
    const out = [];
    for (const orientation of [1, 2, 3, 4, 5, 6, 7, 8] as const) {
      const file = new Blob([spliceAfterSoi(stored, phoneExifSegment(orientation, thumbnail))], { type: 'image/jpeg' });
      const shown = await lab.placeholder(file);
      if (!shown) throw new Error(`no placeholder for orientation ${orientation}`);
      const { pixels } = shown;
      // What the browser itself shows for the file, at the placeholder's size.
      const full = await createImageBitmap(file, { imageOrientation: 'from-image', resizeWidth: pixels.width, resizeHeight: pixels.height });
      const sample = new OffscreenCanvas(pixels.width, pixels.height).getContext('2d');
      if (!sample) throw new Error('no 2D context');
      sample.drawImage(full, 0, 0);
      full.close();
      const points = [0.25, 0.75].flatMap((fy) => [0.25, 0.75].map((fx) => [Math.round(pixels.width * fx), Math.round(pixels.height * fy)] as const));
      const got = points.map(([x, y]) => pixels.data.slice((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3));
      const want = points.map(([x, y]) => Array.from(sample.getImageData(x, y, 1, 1).data.slice(0, 3)));
      out.push({ orientation, size: [shown.width, shown.height], thumbnail: [pixels.width, pixels.height], got, want });
    }
    return out;
  });
  for (const { orientation, size, thumbnail, got, want } of results) {
    // Drawn at the preview bitmap's size, so the sharp preview later lands on the same pixels.
    expect(size, `orientation ${orientation}`).toEqual(orientation >= 5 ? [1365, 2048] : [2048, 1365]);
    expect(thumbnail, `orientation ${orientation}`).toEqual(orientation >= 5 ? [160, 240] : [240, 160]);
    got.forEach((pixel, i) => {
      const expected = want[i] ?? [];
      pixel.forEach((channel, c) => expect(Math.abs(channel - (expected[c] ?? 0)), `orientation ${orientation}, point ${i}`).toBeLessThan(24));
    });
  }
});

test('a JPEG with GPS, XMP, a comment and a trailer leaves without any, keeping its colour segments and its scan data byte for byte', async ({ page }) => {
  await openLab(page);
  const result = await page.evaluate(async (profile) => {
    const lab = window.imageLab;
    const { fixtures } = lab;
    const rgba: number[] = [];
    for (let y = 0; y < 48; y += 1) for (let x = 0; x < 64; x += 1) rgba.push(x * 4, y * 5, (x * y) % 256, 255);
    const clean = new Uint8Array(await (await lab.encodePixels(64, 48, rgba, 'image/jpeg', 0.9)).arrayBuffer());
    const tagged = fixtures.spliceAfterSoi(
      clean,
      fixtures.exifSegment({ orientation: 1, gps: true }),
      fixtures.xmpSegment(),
      fixtures.iccSegment(profile),
      fixtures.adobeSegment(),
      fixtures.commentSegment('Casa de Ana, San Juan'),
    );
    // What some phones append after EOI (a second picture, their own records): never part of the photo.
    const trailer = new TextEncoder().encode('SEFH GPS Casa de Ana');
    const original = new File([tagged, trailer], 'casa.jpg', { type: 'image/jpeg' });
    await lab.loadImage(original);
    const upload = await lab.getUploadFile();
    return {
      original: await lab.describeFile(original),
      upload: await lab.describeFile(upload),
      originalBytes: await lab.base64Of(original),
      uploadBytes: await lab.base64Of(upload),
      samePixels: JSON.stringify((await lab.pixelsOf(original)).data) === JSON.stringify((await lab.pixelsOf(upload)).data),
    };
  }, [...SRGB_PROFILE]);
  expect(result.original).toMatchObject({ hasExif: true, hasGps: true, hasXmp: true });
  expect(result.upload).toMatchObject({ type: 'image/jpeg', hasExif: false, hasGps: false, hasXmp: false });
  expect(result.upload.structure).not.toContain('e1');
  expect(result.upload.structure).not.toContain('fe');
  // The ICC profile, Adobe's colour transform and JFIF say how the pixels look: they stay, in their order.
  expect(result.original.structure.slice(0, 7)).toEqual(['d8', 'e1', 'e1', 'e2', 'ee', 'fe', 'e0']);
  expect(result.upload.structure.slice(0, 4)).toEqual(['d8', 'e2', 'ee', 'e0']);
  const original = Buffer.from(result.originalBytes, 'base64');
  const upload = Buffer.from(result.uploadBytes, 'base64');
  expect(scanToEndOfImage(upload).equals(scanToEndOfImage(original))).toBe(true);
  expect(walkJpeg(upload).endOfImage).toBe(upload.length);
  expect(result.samePixels).toBe(true);
});

test('a 48 MP, 30 MB JPEG comes out under 25 MB', async ({ page }) => {
  test.setTimeout(120_000);
  await openLab(page);
  const result = await page.evaluate(async () => {
    const lab = window.imageLab;
    const photo = await lab.makePhoto(8000, 6000, 'noise', 0.8);
    await lab.loadImage(photo, 'grande.jpg');
    const file = await lab.getUploadFile();
    const pixels = await lab.sizeOf(file).then((p) => p.width * p.height);
    return { input: photo.size, output: file.size, type: file.type, pixels, notice: lab.state().notice };
  });
  expect(result.input).toBeGreaterThan(29_000_000);
  expect(result.output).toBeLessThanOrEqual(25_000_000);
  expect(result.type).toBe('image/jpeg');
  expect(result.pixels).toBeGreaterThan(20_000_000);
  // Pure noise does not fit even at quality 0.8, so it was scaled down, and the shopper is told.
  expect(result.pixels).toBeLessThan(48_000_000);
  expect(result.notice).toMatch(/^Achicamos la foto a \d+ × \d+ px para poder enviarla/);
});

/** A PNG whose header claims width × height, with a few bytes of data. */
function claimedPng(width: number, height: number, idat: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6], 8);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return Buffer.from(concatBytes(signature, pngChunk('IHDR', header), pngChunk('IDAT', idat), pngChunk('IEND', [])));
}

const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const CORRUPT = 'No pudimos leer la imagen; puede estar dañada. Probá exportarla de nuevo como JPG o PNG.';

test('each file that is not a usable PNG or JPEG gets its Spanish message and the page keeps working', async ({ page }) => {
  test.setTimeout(90_000);
  await openLab(page);
  const jpeg = Buffer.from(
    await page.evaluate(async () => {
      const lab = window.imageLab;
      const blob = await lab.makePhoto(320, 240, 'photo', 0.9);
      return [...new Uint8Array(await blob.arrayBuffer())];
    }),
  );
  const webp = Buffer.from(
    await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(8, 8);
      canvas.getContext('2d')?.fillRect(0, 0, 8, 8);
      // Cut after its header: a WebP this browser cannot decode (a whole one is converted).
      return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/webp' })).arrayBuffer()).subarray(0, 34)];
    }),
  );
  const input = page.getByLabel('Subí tu foto');
  const status = page.getByRole('status', { name: 'Estado de la imagen' });
  await input.setInputFiles({ name: 'buena.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(status).toHaveText('Imagen lista: 320 × 240');

  const cases: { name: string; mimeType: string; buffer: Buffer; message: string | RegExp }[] = [
    { name: 'foto.jpg', mimeType: 'image/jpeg', buffer: GIF, message: 'Ese archivo es un GIF. Subí una foto en formato JPG o PNG.' },
    { name: 'foto.png', mimeType: 'image/png', buffer: webp, message: /^Ese archivo es una imagen WebP que este navegador no puede leer\. Guardala como JPG o PNG/ },
    { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), message: /^Ese archivo es un dibujo SVG/ },
    { name: 'notas.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Hola, esto no es una foto.'), message: /^Ese archivo es texto, no una imagen/ },
    { name: 'vacia.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0), message: /^El archivo está vacío/ },
    { name: 'cortada.jpg', mimeType: 'image/jpeg', buffer: jpeg.subarray(0, jpeg.length >> 1), message: CORRUPT },
    { name: 'rota.png', mimeType: 'image/png', buffer: claimedPng(64, 64, Uint8Array.from([1, 2, 3, 4, 5, 6])), message: CORRUPT },
    {
      name: 'bomba.png',
      mimeType: 'image/png',
      buffer: claimedPng(20000, 20000, deflateSync(Buffer.alloc(1024))),
      message: 'La imagen es demasiado grande (400 megapíxeles). Usá una foto de hasta 100 megapíxeles.',
    },
  ];
  for (const [index, bad] of cases.entries()) {
    await input.setInputFiles(bad);
    await expect(page.getByRole('alert'), bad.name).toHaveText(bad.message);
    // The previous photo stays and the page still answers.
    await expect(status).toHaveText('Imagen lista: 320 × 240');
    await page.getByRole('button', { name: 'Contar' }).click();
    await expect(page.getByLabel('Cuenta')).toHaveText(String(index + 1));
  }
  await page.getByRole('button', { name: 'Rotar' }).click();
  await input.setInputFiles({ name: 'otra.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  await expect(page.getByRole('alert')).toHaveText('');
  await expect(status).toHaveText('Imagen lista: 320 × 240');
});

test('a replaced or removed preview bitmap is closed once the page has repainted, not before', async ({ page }) => {
  await openLab(page);
  const widths = await page.evaluate(async () => {
    const lab = window.imageLab;
    const frames = async (count: number) => {
      for (let i = 0; i < count; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    };
    const photo = () => lab.encodePixels(4, 2, new Array<number>(32).fill(200), 'image/png');
    await lab.loadImage(await photo(), 'primera.png');
    const first = lab.state().image?.preview;
    await lab.loadImage(await photo(), 'segunda.png');
    const second = lab.state().image?.preview;
    // A closed ImageBitmap reports a width of 0.
    const replacedAtOnce = first?.width;
    await frames(3);
    const replaced = [first?.width, second?.width];
    lab.removeImage();
    const removedAtOnce = second?.width;
    await frames(3);
    return { replacedAtOnce, replaced, removedAtOnce, removed: second?.width };
  });
  expect(widths).toEqual({ replacedAtOnce: 4, replaced: [0, 4], removedAtOnce: 4, removed: 0 });
});

test('the editor never draws a closed preview: change the photo, turn it, remove it', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await uploadPhoto(page, await quadrantJpeg(page), 'primera.jpg');
  await markPhoto(page);
  const second = await quadrantPhoto(page, 600, 900, 'image/png');
  await page.getByLabel('Cambiar foto').setInputFiles({ name: 'segunda.png', mimeType: 'image/png', buffer: second });
  await expect(page.getByText('segunda.png')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => drawsMarkedPhoto(page)).toBe(false);
  for (let turn = 0; turn < 3; turn += 1) await page.getByRole('button', { name: 'Rotar 90°' }).click();
  await expectPhotoRotation(page, 270);
  await page.getByRole('button', { name: 'Quitar foto' }).click();
  await expect(page.getByLabel('Subir foto')).toBeAttached();
  await expectNoPhoto(page);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(errors).toEqual([]);
});
