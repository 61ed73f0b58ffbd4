/**
 * A phone photo larger than the preview, as phones store it (turned, Orientation 6), chosen in the
 * editor, and what the preview then holds: which decode made it, its size and the colour of each
 * quadrant. The scaled decode differs by engine (ImageDecoder in Firefox, libjpeg-turbo in
 * WebAssembly in WebKit), so each engine must show it upright itself.
 */
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DISPLAY_P3, exifSegment, iccProfile, iccSegment, spliceAfterSoi } from '../unit/image-fixtures';
import { button, waitFor, waitForElement, type EnginePage } from './engine';

/**
 * A 4000 × 3000 JPEG in red, green / blue, yellow quadrants, encoded by the engine, stored with
 * Orientation 6; with `profile` 'display-p3', it also carries an ICC profile with Display P3's
 * colorants (as an iPhone's photo does), which sends Firefox's preview to the decoder that applies it.
 */
export async function turnedPhonePhoto(page: EnginePage, engine: string, profile: 'none' | 'display-p3' = 'none'): Promise<string> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    ['#e00', '#0c0', '#00e', '#ee0'].forEach((colour, i) => {
      context.fillStyle = colour;
      context.fillRect((i % 2) * 2000, Math.floor(i / 2) * 1500, 2000, 1500);
    });
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  const path = join(tmpdir(), `mgm-motores-girada-${profile}-${engine}-${process.pid}.jpg`);
  const segments = [exifSegment({ orientation: 6 }), ...(profile === 'display-p3' ? [iccSegment([...iccProfile('RGB ', DISPLAY_P3)])] : [])];
  await writeFile(path, spliceAfterSoi(Buffer.from(base64, 'base64'), ...segments));
  return path;
}

export interface PreviewFacts {
  /** The photo's `mgm:photo …` steps on the page's timeline. */
  readonly steps: string[];
  readonly size: [number, number];
  /** The dominant colour at the centre of each quadrant, left to right, top to bottom. */
  readonly quadrants: string[];
}

/** Waits for the photo to be ready and reads its preview bitmap back from the Konva stage. */
export async function uprightPreview(page: EnginePage): Promise<PreviewFacts> {
  await waitForElement(page, button('Quitar foto'), 60_000);
  await waitFor(page, 'la vista previa nítida', () => {
    const konva = (window as unknown as { Konva?: { stages: { findOne(selector: string): { getAttr(name: string): unknown } | undefined }[] } }).Konva;
    const image = konva?.stages[0]?.findOne('.photo')?.getAttr('image');
    return image instanceof ImageBitmap && image.width > 400;
  });
  return page.evaluate(() => {
    const konva = (window as unknown as { Konva: { stages: { findOne(selector: string): { getAttr(name: string): unknown } | undefined }[] } }).Konva;
    const image = konva.stages[0]?.findOne('.photo')?.getAttr('image');
    if (!(image instanceof ImageBitmap)) throw new Error('no preview bitmap');
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2D canvas');
    context.drawImage(image, 0, 0);
    const name = ([r = 0, g = 0, b = 0]: Uint8ClampedArray) => {
      const [red, green, blue] = [r > 128, g > 128, b > 128];
      if (red && green && !blue) return 'yellow';
      if (red && !green && !blue) return 'red';
      if (!red && green && !blue) return 'green';
      if (!red && !green && blue) return 'blue';
      return `rgb(${r}, ${g}, ${b})`;
    };
    const quadrants = [0.25, 0.75].flatMap((fy) =>
      [0.25, 0.75].map((fx) => name(context.getImageData(Math.round(image.width * fx), Math.round(image.height * fy), 1, 1).data)),
    );
    const steps = performance.getEntriesByType('measure').map((entry) => entry.name).filter((entry) => entry.startsWith('mgm:photo'));
    return { steps, size: [image.width, image.height] as [number, number], quadrants };
  });
}
