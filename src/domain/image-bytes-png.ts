/**
 * PNG structure over raw bytes: chunk walk, header facts and lossless metadata removal.
 * Pure TypeScript, no DOM: shared by the worker, its main-thread fallback and the server.
 */
import { joinParts, type FilePart } from './byte-ranges';
import { readTiffOrientation, type ExifOrientation } from './image-bytes-exif';

export interface PngChunk {
  readonly type: string;
  /** Offset of the length field. */
  readonly start: number;
  /** Offset just past the CRC. */
  readonly end: number;
}

export interface PngWalk {
  readonly chunks: readonly PngChunk[];
  /** True when the walk reached IEND inside the file. */
  readonly complete: boolean;
}

export const PNG_SIGNATURE: readonly number[] = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * Chunks that decide what the pixels are or how they look. Text (tEXt, zTXt, iTXt), eXIf, tIME and
 * anything unknown is dropped; so are APNG's frame chunks, leaving the still default image.
 */
const KEPT_CHUNKS = new Set([
  'IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'iCCP', 'sRGB', 'gAMA', 'cHRM', 'sBIT', 'cICP', 'mDCV', 'cLLI', 'bKGD', 'pHYs',
]);

export function readUint32(bytes: Uint8Array, at: number): number {
  return (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;
}

function chunkType(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
}

export function walkPng(bytes: Uint8Array): PngWalk {
  const chunks: PngChunk[] = [];
  let p = PNG_SIGNATURE.length;
  while (p + 12 <= bytes.length) {
    const length = readUint32(bytes, p);
    const end = p + 12 + length;
    if (end > bytes.length) break;
    const type = chunkType(bytes, p + 4);
    chunks.push({ type, start: p, end });
    if (type === 'IEND') return { chunks, complete: true };
    p = end;
  }
  return { chunks, complete: false };
}

interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly orientation: ExifOrientation;
}

/** Size from IHDR (which must come first) and the orientation of an eXIf chunk, if any. */
export function readPngHeader(walk: PngWalk, bytes: Uint8Array): PngHeader | null {
  const first = walk.chunks[0];
  if (!first || first.type !== 'IHDR' || first.end - first.start < 20) return null;
  const exif = walk.chunks.find((chunk) => chunk.type === 'eXIf');
  return {
    width: readUint32(bytes, first.start + 8),
    height: readUint32(bytes, first.start + 12),
    orientation: exif ? readTiffOrientation(bytes.subarray(exif.start + 8, exif.end - 4)) : 1,
  };
}

/** The same PNG with only pixel and colour chunks, as parts of the original: kept chunks keep their CRCs. */
export function strippedPngParts(walk: PngWalk): FilePart[] {
  return [Uint8Array.from(PNG_SIGNATURE), ...walk.chunks.filter((chunk) => KEPT_CHUNKS.has(chunk.type))];
}

/** The same PNG with only pixel and colour chunks, in a buffer of its own. */
export function stripPngMetadata(bytes: Uint8Array, walk: PngWalk = walkPng(bytes)): Uint8Array<ArrayBuffer> {
  return joinParts(bytes, strippedPngParts(walk));
}

/** By IHDR colour type (grey, RGB, palette, grey + alpha, RGBA): samples per pixel and the bit depths allowed. */
const COLOUR_TYPES: Readonly<Record<number, { readonly samples: number; readonly depths: readonly number[] }>> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
/** Adam7's passes: first column and row, then column and row step. */
const ADAM7: readonly (readonly [number, number, number, number])[] = [
  [0, 0, 8, 8], [4, 0, 8, 8], [0, 4, 4, 8], [2, 0, 4, 4], [0, 2, 2, 4], [1, 0, 2, 2], [0, 1, 1, 2],
];

/** Bytes of `rows` filtered rows of `columns` pixels: one filter byte, then the packed samples. */
function rowBytes(columns: number, rows: number, bitsPerPixel: number): number {
  return columns === 0 || rows === 0 ? 0 : rows * (1 + Math.ceil((columns * bitsPerPixel) / 8));
}

/**
 * How many bytes the IDAT zlib stream must inflate to for the size, colour type, bit depth and
 * interlace IHDR declares (PNG specification §7 and §8), or null when IHDR names no valid combination.
 * A PNG whose data inflates to anything else does not hold the pixels its header claims.
 */
export function pngInflatedSize(walk: PngWalk, bytes: Uint8Array): number | null {
  const first = walk.chunks[0];
  if (!first || first.type !== 'IHDR' || first.end - first.start < 25) return null;
  const at = first.start + 8;
  const [width, height] = [readUint32(bytes, at), readUint32(bytes, at + 4)];
  const [depth = 0, colourType = -1, , , interlace] = bytes.subarray(at + 8, at + 13);
  const colour = COLOUR_TYPES[colourType];
  if (!colour?.depths.includes(depth) || (interlace !== 0 && interlace !== 1)) return null;
  const bits = colour.samples * depth;
  if (interlace === 0) return rowBytes(width, height, bits);
  return ADAM7.reduce((sum, [x0, y0, dx, dy]) => sum + rowBytes(Math.ceil((width - x0) / dx), Math.ceil((height - y0) / dy), bits), 0);
}
