/**
 * Whether a PNG's compressed pixels can go into the PDF as they are, the way img2pdf does it: a PNG's
 * IDAT data is a zlib stream of filtered rows, which is exactly what a PDF FlateDecode stream with PNG
 * predictors (Predictor 15, one filter byte per row) holds. That needs no interlacing (Adam7 rows are
 * not plain rows) and no transparency (alpha must become a separate SMask, and a tRNS colour key a
 * Mask), so grey, RGB and palette images without tRNS qualify; the others are decoded and stored anew.
 */
import type { ByteRange } from '../domain/byte-ranges';
import { readUint32, type PngWalk } from '../domain/image-bytes-png';

export interface PngPassthrough {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  /** Samples per pixel in the data: 1 for grey and palette indices, 3 for RGB. */
  readonly colours: 1 | 3;
  /** PLTE's RGB triplets for a palette image, else null. */
  readonly palette: Uint8Array | null;
  /** iCCP's zlib-compressed profile, else null. */
  readonly iccDeflated: Uint8Array | null;
  /** Where the IDAT chunks' data lie in the PNG: one after the other, they are one zlib stream. */
  readonly data: readonly ByteRange[];
}

const GREY = 0;
const RGB = 2;
const PALETTE = 3;
/** Bit depths the PNG specification allows per colour type, all of which PDF images allow too. */
const DEPTHS: Readonly<Record<number, readonly number[]>> = { [GREY]: [1, 2, 4, 8, 16], [RGB]: [8, 16], [PALETTE]: [1, 2, 4, 8] };

/** A chunk's data: after its length and type, before its CRC. */
function dataRange(chunk: ByteRange): ByteRange {
  return { start: chunk.start + 8, end: chunk.end - 4 };
}

function chunkData(bytes: Uint8Array, chunk: ByteRange): Uint8Array {
  const { start, end } = dataRange(chunk);
  return bytes.subarray(start, end);
}

/** iCCP holds a profile name (1–79 bytes), a zero, the compression method (0), then the zlib stream. */
function iccDeflated(bytes: Uint8Array, walk: PngWalk): Uint8Array | null {
  const chunk = walk.chunks.find((c) => c.type === 'iCCP');
  if (!chunk) return null;
  const data = chunkData(bytes, chunk);
  const nameEnd = data.indexOf(0);
  if (nameEnd < 1 || nameEnd > 79 || data[nameEnd + 1] !== 0) return null;
  return data.subarray(nameEnd + 2);
}

export function pngPassthrough(bytes: Uint8Array, walk: PngWalk): PngPassthrough | null {
  const header = walk.chunks[0];
  if (!walk.complete || header?.type !== 'IHDR' || header.end - header.start < 25) return null;
  const at = header.start + 8;
  const [bitDepth = 0, colourType = -1, compression, filter, interlace] = bytes.subarray(at + 8, at + 13);
  if (!DEPTHS[colourType]?.includes(bitDepth) || compression !== 0 || filter !== 0 || interlace !== 0) return null;
  if (walk.chunks.some((chunk) => chunk.type === 'tRNS')) return null;
  const plte = walk.chunks.find((chunk) => chunk.type === 'PLTE');
  if (colourType === PALETTE && !plte) return null;
  const data = walk.chunks.filter((chunk) => chunk.type === 'IDAT' && chunk.end - chunk.start > 12).map(dataRange);
  if (data.length === 0) return null;
  return {
    width: readUint32(bytes, at),
    height: readUint32(bytes, at + 4),
    bitDepth,
    colours: colourType === RGB ? 3 : 1,
    palette: colourType === PALETTE && plte ? chunkData(bytes, plte) : null,
    iccDeflated: iccDeflated(bytes, walk),
    data,
  };
}
