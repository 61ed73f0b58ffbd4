import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { walkJpeg } from '../../../src/domain/image-bytes-jpeg';
import { concatBytes, jpegSegment, pngChunk } from '../../unit/image-fixtures';
import { photoNode } from './stage';

export type PhotoType = 'image/jpeg' | 'image/png';

/**
 * A photo made by the browser itself, in four colour quadrants: red, green on top; blue, yellow
 * below. Exact colours make every fit, turn and mirror easy to check by pixel.
 */
export async function quadrantPhoto(page: Page, width = 1200, height = 800, type: PhotoType = 'image/jpeg'): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h, mime]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const halfW = w / 2;
      const halfH = h / 2;
      const quadrants: [string, number, number][] = [
        ['#ff0000', 0, 0],
        ['#00ff00', halfW, 0],
        ['#0000ff', 0, halfH],
        ['#ffff00', halfW, halfH],
      ];
      for (const [colour, x, y] of quadrants) {
        context.fillStyle = colour;
        context.fillRect(x, y, halfW, halfH);
      }
      return canvas.toDataURL(mime, 0.95).split(',')[1] ?? '';
    },
    [width, height, type] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** A photo whose red grows down its rows and green along its columns: any mirrored or stretched edge shows. */
export async function gradientPhoto(page: Page, width: number, height: number): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const image = context.createImageData(w, h);
      for (let y = 0; y < h; y += 1) {
        for (let x = 0; x < w; x += 1) image.data.set([(y * 255) / h, (x * 255) / w, 128, 255], (y * w + x) * 4);
      }
      context.putImageData(image, 0, 0);
      return canvas.toDataURL('image/jpeg', 0.95).split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}

/** Ghostscript's sRGB profile (Debian's ghostscript package): a real ICC profile that changes no colour. */
export const SRGB_PROFILE = readFileSync('/usr/share/color/icc/ghostscript/srgb.icc');

const isIccSegment = (jpeg: Buffer, { marker, start }: { marker: number; start: number }) =>
  marker === 0xe2 && jpeg.toString('latin1', start + 4, start + 16) === 'ICC_PROFILE\0';

/**
 * The JPEG with `profile` in APP2 ICC_PROFILE segments right after SOI, split in `chunks` (ICC.1 annex
 * B.4), in place of the profile Chromium's encoder writes.
 */
export function withIccProfile(jpeg: Buffer, profile: Uint8Array, chunks: number): Buffer {
  const size = Math.ceil(profile.length / chunks);
  const segments = Array.from({ length: chunks }, (_, i) =>
    jpegSegment(0xe2, concatBytes(Buffer.from('ICC_PROFILE\0'), [i + 1, chunks], profile.subarray(i * size, (i + 1) * size))),
  );
  const kept = walkJpeg(jpeg).segments.filter((segment) => segment.marker !== 0xd8 && !isIccSegment(jpeg, segment));
  return Buffer.from(concatBytes(jpeg.subarray(0, 2), ...segments, ...kept.map(({ start, end }) => jpeg.subarray(start, end))));
}

/**
 * The quadrant photo as an opaque 8-bit RGB PNG made in Node (a browser's canvas always writes RGBA),
 * the kind whose zlib data the print file passes through; rows alternate PNG filters None and Sub.
 */
export function opaqueQuadrantPng(width: number, height: number): Buffer {
  const colour = (x: number, y: number) => (y < height / 2 ? (x < width / 2 ? [255, 0, 0] : [0, 255, 0]) : x < width / 2 ? [0, 0, 255] : [255, 255, 0]);
  const rows = Array.from({ length: height }, (_, y) => {
    const raw = Array.from({ length: width }, (_, x) => colour(x, y)).flat();
    if (y % 2 === 0) return [0, ...raw];
    return [1, ...raw.map((value, i) => (value - (i >= 3 ? (raw[i - 3] ?? 0) : 0)) & 0xff)];
  });
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return Buffer.from(concatBytes(signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.from(rows.flat()))), pngChunk('IEND', [])));
}

/** The 1200×800 JPEG most specs use. */
export const quadrantJpeg = (page: Page): Promise<Buffer> => quadrantPhoto(page);

/** Chooses a photo in the editor's file input and waits for the preview to draw it. */
export async function uploadPhoto(page: Page, buffer: Buffer, name = 'foto.jpg', mimeType: PhotoType = 'image/jpeg'): Promise<void> {
  await page.getByLabel('Subir foto').setInputFiles({ name, mimeType, buffer });
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await photoNode(page))?.bitmapWidth ?? 0).toBeGreaterThan(0);
}
