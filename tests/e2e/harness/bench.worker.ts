/**
 * Benchmark worker (tests only). Makes the benchmark's photos off the main thread, so their
 * garbage never shows up as main-thread work, and times the floor of a re-encoded upload file: one
 * decode, one draw, one JPEG encode at 0.92, nothing else; and one decode alone, the yardstick of the
 * print file.
 */
import { makePhoto } from './lab-tools';

export type BenchRequest =
  | { readonly kind: 'photo'; readonly width: number; readonly height: number }
  | { readonly kind: 'phone'; readonly width: number; readonly height: number; readonly quality: number; readonly noiseShift: number }
  | { readonly kind: 'floor'; readonly photo: Blob }
  | { readonly kind: 'decode'; readonly photo: Blob };

export type BenchReply =
  | { readonly kind: 'photo'; readonly photo: Blob }
  | { readonly kind: 'phone'; readonly photo: Blob; readonly thumbnail: Blob }
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

/** The least a re-encoded upload file costs: the photo decoded upright, drawn once, encoded once at 0.92. */
async function floor(photo: Blob): Promise<number> {
  const start = performance.now();
  const bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.imageSmoothingEnabled = false;
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 });
  return performance.now() - start;
}

/** A photo as a phone stores it, with the 160x120 JPEG of the same pixels a phone puts in its EXIF (IFD1). */
async function phonePhoto(request: Extract<BenchRequest, { kind: 'phone' }>): Promise<{ photo: Blob; thumbnail: Blob }> {
  const photo = await makePhoto(request.width, request.height, 'photo', request.quality, request.noiseShift);
  const small = await createImageBitmap(photo, { resizeWidth: 160, resizeHeight: 120, resizeQuality: 'medium' });
  const canvas = new OffscreenCanvas(160, 120);
  canvas.getContext('2d')?.drawImage(small, 0, 0);
  small.close();
  return { photo, thumbnail: await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 }) };
}

self.addEventListener('message', (event: MessageEvent<BenchRequest>) => {
  const request = event.data;
  let reply: Promise<BenchReply>;
  if (request.kind === 'photo') reply = makePhoto(request.width, request.height, 'photo', 0.92).then((photo) => ({ kind: 'photo', photo }));
  else if (request.kind === 'phone') reply = phonePhoto(request).then((made) => ({ kind: 'phone', ...made }));
  else if (request.kind === 'floor') reply = floor(request.photo).then((ms) => ({ kind: 'floor', ms }));
  else reply = decode(request.photo).then((ms) => ({ kind: 'decode', ms }));
  void reply.then((message) => self.postMessage(message));
});
