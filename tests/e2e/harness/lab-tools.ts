/** In-page helpers for the e2e tests and the benchmark: make photos, read pixels, describe upload files. */
import { walkJpeg } from '@/domain/image-bytes-jpeg';
import { walkPng } from '@/domain/image-bytes-png';
import { containsText } from '../../unit/image-fixtures';

type Paint = 'noise' | 'photo';

/** Fills a canvas with either pure noise (large JPEGs) or a noisy gradient that encodes like a phone photo. */
function paint(context: OffscreenCanvasRenderingContext2D, width: number, height: number, kind: Paint, noiseShift: number): void {
  const band = 256;
  const image = context.createImageData(width, band);
  const random = new Uint8Array(65536);
  for (let top = 0; top < height; top += band) {
    const data = image.data;
    for (let i = 0; i < data.length; i += random.length) {
      crypto.getRandomValues(random);
      const end = Math.min(random.length, data.length - i);
      for (let j = 0; j < end; j += 1) {
        const at = i + j;
        if ((at & 3) === 3) data[at] = 255;
        else if (kind === 'noise') data[at] = random[j] ?? 0;
        else {
          const x = (at >> 2) % width;
          const y = top + ((at >> 2) / width) | 0;
          data[at] = ((x * 255) / width + (y * 255) / height) / 2 + ((random[j] ?? 0) >> noiseShift) + (at & 3) * 20;
        }
      }
    }
    context.putImageData(image, 0, top);
  }
}

/** `noiseShift`: the photo's noise is a random byte shifted right by it (more: less noise, a smaller file). */
export async function makePhoto(width: number, height: number, kind: Paint, quality: number, noiseShift = 3): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  paint(context, width, height, kind, noiseShift);
  return canvas.convertToBlob({ type: 'image/jpeg', quality });
}

/** Encodes exact RGBA pixels (row by row) as PNG or JPEG. */
export async function encodePixels(width: number, height: number, rgba: readonly number[], type: string, quality = 1): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.putImageData(new ImageData(Uint8ClampedArray.from(rgba), width, height), 0, 0);
  return canvas.convertToBlob({ type, quality });
}

export interface Pixels {
  readonly width: number;
  readonly height: number;
  readonly data: number[];
}

/** Decodes as a browser shows a file (EXIF orientation applied) and returns its RGBA pixels. */
export async function pixelsOf(blob: Blob): Promise<Pixels> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image', premultiplyAlpha: 'none' });
  return bitmapPixels(bitmap);
}

/** Decoded size only, for photos too big to hand back as pixels. */
export async function sizeOf(blob: Blob): Promise<{ width: number; height: number }> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
  const size = { width: bitmap.width, height: bitmap.height };
  bitmap.close();
  return size;
}

export function bitmapPixels(bitmap: ImageBitmap): Pixels {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d context');
  context.drawImage(bitmap, 0, 0);
  return { width: bitmap.width, height: bitmap.height, data: [...context.getImageData(0, 0, bitmap.width, bitmap.height).data] };
}

interface FileReport {
  readonly name: string;
  readonly type: string;
  readonly size: number;
  /** JPEG markers (hex) or PNG chunk types, in order. */
  readonly structure: string[];
  readonly hasExif: boolean;
  readonly hasXmp: boolean;
  readonly hasGps: boolean;
}

export async function describeFile(file: File): Promise<FileReport> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const structure =
    file.type === 'image/png'
      ? walkPng(bytes).chunks.map((chunk) => chunk.type)
      : walkJpeg(bytes).segments.map((segment) => segment.marker.toString(16));
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    structure,
    hasExif: containsText(bytes, 'Exif') || structure.includes('eXIf'),
    hasXmp: containsText(bytes, 'http://ns.adobe.com/xap'),
    hasGps: containsText(bytes, 'GPS'),
  };
}
