import { expect, type Page } from '@playwright/test';
import type { Picture } from './render-pdf';

/** The picture of a canvas or image element on `selector`, over white, scaled to width × height. */
export async function pixelsOf(page: Page, selector: string, width: number, height: number): Promise<number[]> {
  return page.evaluate(
    ({ css, w, h }) => {
      const source = document.querySelector(css);
      if (!(source instanceof HTMLCanvasElement || source instanceof HTMLImageElement)) throw new Error(`no picture at ${css}`);
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      // JPEG has no transparency: the proof is white where the preview shows the page through.
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, w, h);
      context.drawImage(source, 0, 0, w, h);
      return Array.from(context.getImageData(0, 0, w, h).data);
    },
    { css: selector, w: width, h: height },
  );
}

/** The preview's design layer, its one canvas (the stitching and the guides are lines drawn over it). */
export const PREVIEW_DESIGN_CANVAS = '[data-testid="design-preview"] canvas';

/**
 * Two samplings of the same picture agree: only resampling at colour edges may differ, while a
 * wrong flip, turn, position or zoom changes whole areas.
 */
export function expectSamePicture(expected: readonly number[], actual: readonly number[]): void {
  let total = 0;
  let far = 0;
  for (let i = 0; i < expected.length; i += 4) {
    const diff = Math.max(...[0, 1, 2].map((c) => Math.abs((expected[i + c] ?? 0) - (actual[i + c] ?? 0))));
    total += diff;
    if (diff > 64) far += 1;
  }
  const pixels = expected.length / 4;
  expect(total / pixels).toBeLessThan(6);
  expect(far / pixels).toBeLessThan(0.03);
}

/** A JPEG's pixels drawn at width × height in Chromium, as RGB (a proof the inbox stored, read back). */
export async function jpegPicture(page: Page, jpeg: Buffer, width: number, height: number): Promise<Picture> {
  const base64 = await page.evaluate(
    async ({ data, w, h }) => {
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], { type: 'image/jpeg' }));
      const context = new OffscreenCanvas(w, h).getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(bitmap, 0, 0, w, h);
      const rgba = context.getImageData(0, 0, w, h).data;
      let binary = '';
      for (let i = 0; i < rgba.length; i += 4) binary += String.fromCharCode(rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0);
      return btoa(binary);
    },
    { data: jpeg.toString('base64'), w: width, h: height },
  );
  return { width, height, rgb: new Uint8Array(Buffer.from(base64, 'base64')) };
}
