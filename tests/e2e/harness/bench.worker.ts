/**
 * Benchmark worker (tests only). Makes the benchmark's photos off the main thread, so their
 * garbage never shows up as main-thread work, and times the floor: one decode, one rotated draw,
 * one JPEG encode at 0.92, nothing else; and one decode alone, the yardstick of the print file.
 */
import type { Rotation } from '@/domain/design';
import { makePhoto } from './lab-tools';

export type BenchRequest =
  | { readonly kind: 'photo'; readonly width: number; readonly height: number }
  | { readonly kind: 'floor'; readonly photo: Blob; readonly rotation: Rotation }
  | { readonly kind: 'decode'; readonly photo: Blob };

export type BenchReply =
  | { readonly kind: 'photo'; readonly photo: Blob }
  | { readonly kind: 'floor'; readonly ms: number }
  | { readonly kind: 'decode'; readonly ms: number };

/** One full decode of the photo, upright, as every canvas path had to start with. */
async function decode(photo: Blob): Promise<number> {
  const start = performance.now();
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const ms = performance.now() - start;
  bitmap.close();
  return ms;
}

async function floor(photo: Blob, rotation: Rotation): Promise<number> {
  const start = performance.now();
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const quarter = rotation === 90 || rotation === 270;
  const canvas = new OffscreenCanvas(quarter ? bitmap.height : bitmap.width, quarter ? bitmap.width : bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  // Exact quarter-turn matrices: rotate() leaves float residue that pushes Skia off its fast path.
  const { width, height } = canvas;
  const matrices: Record<Rotation, [number, number, number, number, number, number]> = {
    0: [1, 0, 0, 1, 0, 0],
    90: [0, 1, -1, 0, width, 0],
    180: [-1, 0, 0, -1, width, height],
    270: [0, -1, 1, 0, 0, height],
  };
  context.setTransform(...matrices[rotation]);
  context.imageSmoothingEnabled = false;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return performance.now() - start;
}

self.addEventListener('message', (event: MessageEvent<BenchRequest>) => {
  const request = event.data;
  let reply: Promise<BenchReply>;
  if (request.kind === 'photo') reply = makePhoto(request.width, request.height, 'photo', 0.92).then((photo) => ({ kind: 'photo', photo }));
  else if (request.kind === 'floor') reply = floor(request.photo, request.rotation).then((ms) => ({ kind: 'floor', ms }));
  else reply = decode(request.photo).then((ms) => ({ kind: 'decode', ms }));
  void reply.then((message) => self.postMessage(message));
});
