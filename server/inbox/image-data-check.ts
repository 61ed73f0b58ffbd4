import { createInflate } from 'node:zlib';
// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import type { AcceptedImageType } from '../../src/domain/image-bytes';
import { jpegScansHoldFrame, walkJpeg } from '../../src/domain/image-bytes-jpeg';
import { pngInflatedSize, walkPng } from '../../src/domain/image-bytes-png';

/** Inflated bytes are counted and dropped in chunks of this size: memory stays flat whatever the PNG claims. */
const inflateChunkBytes = 1024 * 1024;

/**
 * Inflates the PNG's IDAT data as one stream (node:zlib, off the event loop) and counts what comes
 * out, stopping as soon as it passes `expected`: a 118-byte PNG that claims 10000×10000 pixels ends
 * at once, and a zlib bomb is cut at the header's own size, never inflated whole.
 */
function inflatesTo(bytes: Uint8Array, ranges: readonly { start: number; end: number }[], expected: number): Promise<boolean> {
  return new Promise((resolve) => {
    const inflate = createInflate({ chunkSize: inflateChunkBytes });
    let inflated = 0;
    inflate.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated <= expected) return;
      inflate.destroy();
      resolve(false);
    });
    inflate.on('error', () => resolve(false));
    inflate.on('end', () => resolve(inflated === expected));
    for (const { start, end } of ranges) inflate.write(bytes.subarray(start, end));
    inflate.end();
  });
}

/**
 * Whether an image's data really holds the pixels its header claims, checked before the image is
 * used: a PNG's zlib data inflates to exactly the size IHDR declares; a JPEG's scans are long enough
 * for its frame (jpegScansHoldFrame). Nothing is decoded into pixels.
 */
export async function imageHoldsPixels(type: AcceptedImageType, bytes: Uint8Array, width: number, height: number): Promise<boolean> {
  if (type === 'image/jpeg') return jpegScansHoldFrame(walkJpeg(bytes), width, height);
  const walk = walkPng(bytes);
  const expected = pngInflatedSize(walk, bytes);
  const data = walk.chunks.filter((chunk) => chunk.type === 'IDAT').map(({ start, end }) => ({ start: start + 8, end: end - 4 }));
  return expected !== null && data.length > 0 && inflatesTo(bytes, data, expected);
}
