/**
 * Reads JPEGs in Node (upload files, the print file's image), byte by byte: the coded pixels (SOS
 * to EOI) and what the EXIF holds, parsed here on its own so the checks do not lean on the code they
 * check.
 */
import { walkJpeg } from '../../../src/domain/image-bytes-jpeg';

const SOS = 0xda;
const APP1 = 0xe1;

/** The coded pixels of a JPEG: from its first SOS marker to the end of its EOI, nothing after. */
export function scanToEndOfImage(jpeg: Uint8Array): Buffer {
  const walk = walkJpeg(jpeg);
  const sos = walk.segments.find((segment) => segment.marker === SOS);
  if (!sos || walk.endOfImage === null) throw new Error('no scan or no EOI');
  return Buffer.from(jpeg.subarray(sos.start, walk.endOfImage));
}

export interface ExifBlock {
  /** Index of its APP1 segment among the JPEG's segments (SOI is 0). */
  readonly segmentIndex: number;
  /** IFD0's tags and their first 16-bit value, in order. */
  readonly tags: readonly { readonly tag: number; readonly value: number }[];
  /** IFD0's link to a next IFD (0: none). */
  readonly nextIfd: number;
  /** Bytes of the TIFF structure past IFD0's directory: values stored out of line, other IFDs. */
  readonly bytesAfterIfd0: number;
}

/** Every APP1 "Exif" segment of a JPEG, with IFD0 read from its TIFF structure. */
export function exifBlocks(jpeg: Uint8Array): ExifBlock[] {
  const bytes = Buffer.from(jpeg.buffer, jpeg.byteOffset, jpeg.byteLength);
  return walkJpeg(jpeg).segments.flatMap(({ marker, start, end }, segmentIndex) => {
    if (marker !== APP1 || bytes.toString('latin1', start + 4, start + 10) !== 'Exif\0\0') return [];
    const tiff = bytes.subarray(start + 10, end);
    const little = tiff.toString('latin1', 0, 2) === 'II';
    const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
    const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
    const ifd0 = u32(4);
    const count = u16(ifd0);
    const tags = Array.from({ length: count }, (_, i) => ({ tag: u16(ifd0 + 2 + i * 12), value: u16(ifd0 + 2 + i * 12 + 8) }));
    const ifdEnd = ifd0 + 2 + count * 12 + 4;
    return [{ segmentIndex, tags, nextIfd: u32(ifdEnd - 4), bytesAfterIfd0: tiff.length - ifdEnd }];
  });
}
