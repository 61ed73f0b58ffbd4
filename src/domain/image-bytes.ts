/**
 * What a file really is, from its bytes (never its name or MIME type), and whether the pipeline
 * accepts it. Pure TypeScript, no DOM: the worker, its main-thread fallback and the server share it.
 */
import { swapsSides, type ExifOrientation } from './image-bytes-exif';
import { readJpegHead, readJpegHeader, walkJpeg } from './image-bytes-jpeg';
import { PNG_SIGNATURE, readPngHeader, walkPng } from './image-bytes-png';
import { MAX_IMAGE_PIXELS } from './image-limits';

export type AcceptedImageType = 'image/png' | 'image/jpeg';
type SniffedType =
  | AcceptedImageType
  | 'gif' | 'webp' | 'svg' | 'heic' | 'avif' | 'bmp' | 'tiff' | 'pdf' | 'text' | 'empty' | 'unknown';

function matches(bytes: Uint8Array, at: number, signature: readonly number[] | string): boolean {
  const codes = typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return codes.every((code, i) => bytes[at + i] === code);
}

/** An ISO media file's brands: AVIF, or HEIC/HEIF (a generic `mif1` file is AVIF when it lists `avif`). */
function sniffFtyp(bytes: Uint8Array): SniffedType | null {
  const brandAt = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  const major = brandAt(8);
  if (major === 'avif' || major === 'avis') return 'avif';
  if (!['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(major)) return null;
  const end = Math.min(bytes.length, ((bytes[0] ?? 0) << 24) | ((bytes[1] ?? 0) << 16) | ((bytes[2] ?? 0) << 8) | (bytes[3] ?? 0));
  for (let at = 16; at + 4 <= end; at += 4) if (major.startsWith('m') && brandAt(at) === 'avif') return 'avif';
  return 'heic';
}

function sniffContainer(bytes: Uint8Array): SniffedType | null {
  if (matches(bytes, 0, 'GIF8')) return 'gif';
  if (matches(bytes, 0, 'RIFF') && matches(bytes, 8, 'WEBP')) return 'webp';
  if (matches(bytes, 4, 'ftyp')) return sniffFtyp(bytes);
  if (matches(bytes, 0, 'BM')) return 'bmp';
  if (matches(bytes, 0, [0x49, 0x49, 0x2a, 0x00]) || matches(bytes, 0, [0x4d, 0x4d, 0x00, 0x2a])) return 'tiff';
  if (matches(bytes, 0, '%PDF')) return 'pdf';
  return null;
}

function sniffText(bytes: Uint8Array): SniffedType {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024));
  if (/^\uFEFF?\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'svg';
  // eslint-disable-next-line no-control-regex -- control bytes are exactly what tells text from binary
  return /[\u0000-\u0008\u000E-\u001F\uFFFD]/.test(head) ? 'unknown' : 'text';
}

/** Decides the type from magic numbers; PNG and JPEG are accepted as they are, WebP, AVIF and HEIC converted. */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (bytes.length === 0) return 'empty';
  if (matches(bytes, 0, PNG_SIGNATURE)) return 'image/png';
  if (matches(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return sniffContainer(bytes) ?? sniffText(bytes);
}

export type ImageRefusal =
  | { readonly reason: 'type'; readonly type: Exclude<SniffedType, AcceptedImageType> }
  | { readonly reason: 'corrupt' }
  | { readonly reason: 'too-many-pixels'; readonly megapixels: number };

export interface ImageFacts {
  readonly type: AcceptedImageType;
  /** Stored pixel size, before EXIF orientation. */
  readonly width: number;
  readonly height: number;
  readonly orientation: ExifOrientation;
  /** Size as the phone's gallery shows it (orientation applied). */
  readonly uprightWidth: number;
  readonly uprightHeight: number;
}

type ImageInspection = ({ readonly ok: true } & ImageFacts) | ({ readonly ok: false } & ImageRefusal);

/** The refusal of a picture over MAX_IMAGE_PIXELS, or null when its size is fine. */
export function pixelRefusal(width: number, height: number): Extract<ImageRefusal, { reason: 'too-many-pixels' }> | null {
  const pixels = width * height;
  return pixels > MAX_IMAGE_PIXELS ? { reason: 'too-many-pixels', megapixels: Math.round(pixels / 1e6) } : null;
}

function readHeader(type: AcceptedImageType, bytes: Uint8Array) {
  if (type === 'image/png') {
    const walk = walkPng(bytes);
    return walk.complete ? readPngHeader(walk, bytes) : null;
  }
  const walk = walkJpeg(bytes);
  return walk.endOfImage === null ? null : readJpegHeader(walk, bytes);
}

/**
 * Type, header size and orientation of a whole file, without decoding a pixel. Refuses other types,
 * truncated or malformed structure, zero sizes and more than MAX_IMAGE_PIXELS.
 */
export function inspectImageBytes(bytes: Uint8Array): ImageInspection {
  const type = sniffImageType(bytes);
  if (type !== 'image/png' && type !== 'image/jpeg') return { ok: false, reason: 'type', type };
  const header = readHeader(type, bytes);
  if (!header || header.width === 0 || header.height === 0) return { ok: false, reason: 'corrupt' };
  const tooMany = pixelRefusal(header.width, header.height);
  if (tooMany) return { ok: false, ...tooMany };
  return { ok: true, ...factsOf(type, header) };
}

function factsOf(type: AcceptedImageType, { width, height, orientation }: Pick<ImageFacts, 'width' | 'height' | 'orientation'>): ImageFacts {
  const swap = swapsSides(orientation);
  return { type, width, height, orientation, uprightWidth: swap ? height : width, uprightHeight: swap ? width : height };
}

/**
 * A JPEG's facts from its first bytes alone (the segments before its first scan), when they hold its
 * frame header and the size is allowed; the whole file is still inspected before its preview is kept.
 */
export function jpegHeadFacts(head: Uint8Array): ImageFacts | null {
  const header = sniffImageType(head) === 'image/jpeg' ? readJpegHead(head) : null;
  if (!header || header.width === 0 || header.height === 0 || pixelRefusal(header.width, header.height)) return null;
  return factsOf('image/jpeg', header);
}
