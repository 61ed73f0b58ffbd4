/**
 * Pixel size of the photo types the worker converts to PNG or JPEG (WebP, AVIF, HEIC/HEIF), read
 * from their headers so that a file claiming too many pixels is refused before it is decoded.
 * Hand-written because only the size is needed: a few fixed offsets in WebP, and the `ispe`
 * (image spatial extent) property inside the `meta` box of AVIF and HEIF (ISO/IEC 23008-12).
 * Pure TypeScript, no DOM: shared by the worker and its main-thread fallback.
 */

export type ConvertibleType = 'webp' | 'avif' | 'heic';

interface PixelSize {
  readonly width: number;
  readonly height: number;
}

const byteAt = (bytes: Uint8Array, at: number): number => bytes[at] ?? 0;
const uint16le = (bytes: Uint8Array, at: number): number => byteAt(bytes, at) | (byteAt(bytes, at + 1) << 8);
const uint24le = (bytes: Uint8Array, at: number): number => uint16le(bytes, at) | (byteAt(bytes, at + 2) << 16);
const uint32be = (bytes: Uint8Array, at: number): number =>
  ((byteAt(bytes, at) << 24) | (byteAt(bytes, at + 1) << 16) | (byteAt(bytes, at + 2) << 8) | byteAt(bytes, at + 3)) >>> 0;
const fourcc = (bytes: Uint8Array, at: number): string =>
  String.fromCharCode(byteAt(bytes, at), byteAt(bytes, at + 1), byteAt(bytes, at + 2), byteAt(bytes, at + 3));

/** WebP's first chunk after `RIFF....WEBP` holds the size: lossy (VP8), lossless (VP8L) or extended (VP8X). */
function readWebpSize(bytes: Uint8Array): PixelSize | null {
  const chunk = fourcc(bytes, 12);
  if (chunk === 'VP8X' && bytes.length >= 30) return { width: uint24le(bytes, 24) + 1, height: uint24le(bytes, 27) + 1 };
  if (chunk === 'VP8L' && bytes.length >= 25 && byteAt(bytes, 20) === 0x2f) {
    const bits = (uint16le(bytes, 21) | (uint16le(bytes, 23) << 16)) >>> 0;
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8 ' && bytes.length >= 30 && byteAt(bytes, 23) === 0x9d && byteAt(bytes, 24) === 0x01 && byteAt(bytes, 25) === 0x2a) {
    return { width: uint16le(bytes, 26) & 0x3fff, height: uint16le(bytes, 28) & 0x3fff };
  }
  return null;
}

/** The `meta` box among the top-level boxes, as [start of its content, end]. */
function findMetaBox(bytes: Uint8Array): readonly [number, number] | null {
  let at = 0;
  while (at + 8 <= bytes.length) {
    let size = uint32be(bytes, at);
    let header = 8;
    if (size === 1) {
      // A 64-bit size: anything beyond 2^32 is past any file the pipeline reads whole.
      if (uint32be(bytes, at + 8) !== 0) return null;
      size = uint32be(bytes, at + 12);
      header = 16;
    } else if (size === 0) size = bytes.length - at;
    if (size < header) return null;
    // `meta` is a full box: 4 bytes of version and flags before its children.
    if (fourcc(bytes, at + 4) === 'meta') return [at + header + 4, Math.min(bytes.length, at + size)];
    at += size;
  }
  return null;
}

/**
 * The largest `ispe` in the meta box, an upper bound of the picture's size that is enough for the
 * pixel limit: a grid photo (what phones write) declares one per tile and one for the whole
 * picture, and a small picture may sit in a single tile larger than itself (64×64 for 64×48).
 */
function readIsobmffSize(bytes: Uint8Array): PixelSize | null {
  const meta = findMetaBox(bytes);
  if (!meta) return null;
  let best: PixelSize | null = null;
  for (let at = meta[0]; at + 16 <= meta[1]; at += 1) {
    if (byteAt(bytes, at) !== 0x69 || fourcc(bytes, at) !== 'ispe') continue;
    const size = { width: uint32be(bytes, at + 8), height: uint32be(bytes, at + 12) };
    if (!best || size.width * size.height > best.width * best.height) best = size;
  }
  return best;
}

/** At most the picture's size (see above); null when the header says none (the file is then refused as unreadable). */
export function readConvertibleSize(type: ConvertibleType, bytes: Uint8Array): PixelSize | null {
  const size = type === 'webp' ? readWebpSize(bytes) : readIsobmffSize(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
