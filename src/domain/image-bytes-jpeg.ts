/**
 * JPEG structure over raw bytes: segment walk, header facts and lossless metadata removal.
 * Pure TypeScript, no DOM: shared by the worker, its main-thread fallback and the server.
 */
import { joinParts, type ByteRange, type FilePart } from './byte-ranges';
import { orientationTiff, readTiffOrientation, readTiffThumbnail, type ExifOrientation } from './image-bytes-exif';

export interface JpegSegment {
  readonly marker: number;
  /**
   * Offset of the 0xFF right before the marker byte. Fill bytes (extra 0xFF) that may precede it are
   * not part of any segment, so `start + 4` is always the first payload byte and stripping drops them.
   */
  readonly start: number;
  /** Offset just past the segment; for SOS it includes the entropy-coded data that follows. */
  readonly end: number;
}

export interface JpegWalk {
  readonly segments: readonly JpegSegment[];
  /** Offset just past EOI, or null when the file stops before it (truncated or corrupt). */
  readonly endOfImage: number | null;
}

const SOS = 0xda;
const EOI = 0xd9;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
const COM = 0xfe;

function isStandalone(marker: number): boolean {
  return marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8);
}

export function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/** Offset of the next marker after entropy-coded data starting at `from`, or -1. */
function nextMarkerAfterScan(bytes: Uint8Array, from: number): number {
  let p = bytes.indexOf(0xff, from);
  while (p !== -1 && p + 1 < bytes.length) {
    const next = bytes[p + 1] ?? 0;
    if (next === 0xff) p += 1;
    else if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) p = bytes.indexOf(0xff, p + 2);
    else return p;
  }
  return -1;
}

/** Walks the segments from SOI to EOI; stops early (endOfImage null) on anything malformed. */
export function walkJpeg(bytes: Uint8Array): JpegWalk {
  const segments: JpegSegment[] = [];
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return { segments, endOfImage: null };
  segments.push({ marker: 0xd8, start: 0, end: 2 });
  let p = 2;
  while (p + 1 < bytes.length) {
    if (bytes[p] !== 0xff) return { segments, endOfImage: null };
    let q = p + 1;
    while (bytes[q] === 0xff) q += 1;
    const marker = bytes[q] ?? 0;
    const start = q - 1;
    if (marker === EOI) {
      segments.push({ marker, start, end: q + 1 });
      return { segments, endOfImage: q + 1 };
    }
    if (isStandalone(marker)) {
      segments.push({ marker, start, end: q + 1 });
      p = q + 1;
      continue;
    }
    if (q + 2 >= bytes.length) break;
    const length = ((bytes[q + 1] ?? 0) << 8) | (bytes[q + 2] ?? 0);
    let end = q + 1 + length;
    if (length < 2 || end > bytes.length) break;
    if (marker === SOS) {
      const after = nextMarkerAfterScan(bytes, end);
      if (after === -1) break;
      end = after;
    }
    segments.push({ marker, start, end });
    p = end;
  }
  return { segments, endOfImage: null };
}

export function startsWith(bytes: Uint8Array, at: number, ascii: string): boolean {
  for (let i = 0; i < ascii.length; i += 1) {
    if (bytes[at + i] !== ascii.charCodeAt(i)) return false;
  }
  return true;
}

interface JpegHeader {
  readonly width: number;
  readonly height: number;
  readonly orientation: ExifOrientation;
}

/** Frame size and EXIF orientation, read from the segments before the first scan. */
export function readJpegHeader(walk: JpegWalk, bytes: Uint8Array): JpegHeader | null {
  let orientation: ExifOrientation = 1;
  let exifSeen = false;
  for (const { marker, start, end } of walk.segments) {
    if (marker === APP1 && !exifSeen && startsWith(bytes, start + 4, 'Exif\0\0')) {
      exifSeen = true;
      orientation = readTiffOrientation(bytes.subarray(start + 10, end));
    }
    if (isStartOfFrame(marker) && end - start >= 9) {
      const height = ((bytes[start + 5] ?? 0) << 8) | (bytes[start + 6] ?? 0);
      const width = ((bytes[start + 7] ?? 0) << 8) | (bytes[start + 8] ?? 0);
      return { width, height, orientation };
    }
    if (marker === SOS) return null;
  }
  return null;
}

/**
 * Frame size, orientation and EXIF thumbnail from the first bytes of a JPEG (the segments before its
 * first scan), without reading the rest; null when the frame header is not among them.
 */
export function readJpegHead(head: Uint8Array): (JpegHeader & { readonly thumbnail: Uint8Array | null }) | null {
  const walk = walkJpeg(head);
  const header = readJpegHeader(walk, head);
  if (!header) return null;
  const exif = walk.segments.find(({ marker, start }) => marker === APP1 && startsWith(head, start + 4, 'Exif\0\0'));
  return { ...header, thumbnail: exif ? readTiffThumbnail(head.subarray(exif.start + 10, exif.end)) : null };
}

/**
 * The ICC colour profile the JPEG carries before its first scan (APP2 "ICC_PROFILE" segments, joined
 * in their sequence order when a large one is split), or null when it carries none.
 */
export function jpegIccProfile(bytes: Uint8Array, walk: JpegWalk = walkJpeg(bytes)): Uint8Array<ArrayBuffer> | null {
  const chunks: { readonly order: number; readonly range: ByteRange }[] = [];
  for (const { marker, start, end } of walk.segments) {
    if (marker === SOS) break;
    // After the name: the chunk's number (from 1) and the count, then the profile's bytes.
    if (marker === APP2 && startsWith(bytes, start + 4, 'ICC_PROFILE\0')) chunks.push({ order: bytes[start + 16] ?? 0, range: { start: start + 18, end } });
  }
  if (chunks.length === 0) return null;
  return joinParts(bytes, chunks.sort((a, b) => a.order - b.order).map((chunk) => chunk.range));
}

/**
 * Which segments survive stripping: JFIF, the ICC profile and Adobe's colour-transform flag carry
 * how pixels look; every other APPn (EXIF, XMP, MPF, Photoshop/IPTC…) and comments are dropped.
 */
function keepSegment(bytes: Uint8Array, { marker, start }: JpegSegment): boolean {
  if (marker === COM) return false;
  if (marker < APP0 || marker > 0xef) return true;
  if (marker === APP0) return startsWith(bytes, start + 4, 'JFIF\0');
  if (marker === APP2) return startsWith(bytes, start + 4, 'ICC_PROFILE\0');
  return marker === APP14 && startsWith(bytes, start + 4, 'Adobe');
}

/** An APP1 "Exif" segment that holds the orientation and nothing else. */
export function orientationSegment(orientation: ExifOrientation): Uint8Array<ArrayBuffer> {
  const tiff = orientationTiff(orientation);
  const length = 2 + 6 + tiff.length;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, APP1, length >> 8, length & 0xff, ...Array.from('Exif\0\0', (c) => c.charCodeAt(0))]);
  segment.set(tiff, 10);
  return segment;
}

/**
 * The same JPEG without metadata, as parts of the original: the coded pixels byte for byte, anything
 * after EOI gone. An orientation other than 1 is kept as an EXIF segment of its own right after SOI,
 * so the photo still stands as the phone shows it.
 */
export function strippedJpegParts(bytes: Uint8Array, walk: JpegWalk, orientation: ExifOrientation = 1): FilePart[] {
  const [soi, ...rest] = walk.segments.filter((segment) => keepSegment(bytes, segment));
  if (!soi) return [];
  return orientation === 1 ? [soi, ...rest] : [soi, orientationSegment(orientation), ...rest];
}

/** The same JPEG without any metadata, in a buffer of its own. */
export function stripJpegMetadata(bytes: Uint8Array, walk: JpegWalk = walkJpeg(bytes)): Uint8Array<ArrayBuffer> {
  return joinParts(bytes, strippedJpegParts(bytes, walk));
}

/**
 * Whether the scans are long enough to hold the frame the header claims. Every 8×8 block of the
 * full-resolution component is coded at least once, and Huffman coding spends at least one bit on
 * it (a DC code), so the scans (SOS segments with their entropy-coded data) hold at least one byte
 * per eight blocks. Arithmetic coding (SOF9–SOF15) can go lower; it gets one byte per 1024 blocks.
 * So a 29-byte file claiming 65535×1525 pixels is no photo, whatever its header says.
 */
export function jpegScansHoldFrame(walk: JpegWalk, width: number, height: number): boolean {
  const frame = walk.segments.find((segment) => isStartOfFrame(segment.marker));
  if (!frame) return false;
  const blocks = Math.ceil(width / 8) * Math.ceil(height / 8);
  const blocksPerByte = frame.marker >= 0xc9 ? 1024 : 8;
  const scanBytes = walk.segments.filter((segment) => segment.marker === SOS).reduce((sum, { start, end }) => sum + end - start, 0);
  return scanBytes >= Math.ceil(blocks / blocksPerByte);
}
