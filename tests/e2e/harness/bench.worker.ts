/**
 * Benchmark worker (tests only). Makes the benchmark's photos off the main thread, so their
 * garbage never shows up as main-thread work, and times the floor: one decode, one rotated draw,
 * one JPEG encode at 0.92, nothing else.
 */
import type { Rotation } from '@/domain/design';
import { makePhoto } from './lab-tools';

export type BenchRequest =
  | { readonly kind: 'photo'; readonly width: number; readonly height: number }
  | { readonly kind: 'floor'; readonly photo: Blob; readonly rotation: Rotation };

export type BenchReply = { readonly kind: 'photo'; readonly photo: Blob } | { readonly kind: 'floor'; readonly ms: number };

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
  const reply: Promise<BenchReply> =
    request.kind === 'photo'
      ? makePhoto(request.width, request.height, 'photo', 0.92).then((photo) => ({ kind: 'photo', photo }))
      : floor(request.photo, request.rotation).then((ms) => ({ kind: 'floor', ms }));
  void reply.then((message) => self.postMessage(message));
});
