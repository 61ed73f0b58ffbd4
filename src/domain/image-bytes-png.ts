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
