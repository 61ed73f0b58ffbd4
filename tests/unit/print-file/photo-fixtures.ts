/** Small photos for the print file's unit tests: structurally complete JPEGs and real PNGs, and the PDF built from one. */
import { deflateSync } from 'node:zlib';
import { joinParts } from '@/domain/byte-ranges';
import type { DesignConfig } from '@/domain/design';
import { buildPrintFile, type PrintFileOptions } from '@/print-file/build-print-file';
import { concatBytes, jpegSegment, pngChunk } from '../image-fixtures';

/** The print file of `photo`, with its parts joined into the PDF's bytes as the inbox writes them. */
export async function printed(photo: Uint8Array, design: DesignConfig, options?: PrintFileOptions) {
  const made = await buildPrintFile(photo, design, options);
  return { ...made, bytes: joinParts(photo, made.parts) };
}

/** An ICC profile header of `size` bytes whose data colour space is `space` ('RGB ', 'GRAY', 'CMYK'). */
export function iccProfile(space: string, size: number): Uint8Array {
  const profile = new Uint8Array(size);
  new DataView(profile.buffer).setUint32(0, size);
  profile.set(Buffer.from('mntr'), 12);
  profile.set(Buffer.from(space), 16);
  for (let i = 128; i < size; i += 1) profile[i] = i & 0xff;
  return profile;
}

const SCAN = Uint8Array.from([0x12, 0xff, 0x00, 0x34, 0x56, 0x78]);

/** A JPEG that pdf-lib can embed (it reads only the frame) with `segments` before its frame; 600×400 unless told. */
export function jpegWith(options: { components: 1 | 3 | 4; segments: readonly Uint8Array[]; width?: number; height?: number }): Uint8Array {
  const { components, width = 600, height = 400 } = options;
  const channels = Array.from({ length: components }, (_, i) => [i + 1, 0x11, 0]).flat();
  const sof = jpegSegment(0xc0, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, components, ...channels]);
  const dqt = jpegSegment(0xdb, [0, ...Array.from({ length: 64 }, (_, i) => i + 1)]);
  const sos = jpegSegment(0xda, [components, ...Array.from({ length: components }, (_, i) => [i + 1, 0]).flat(), 0, 63, 0]);
  return concatBytes([0xff, 0xd8], ...options.segments, dqt, sof, sos, SCAN, [0xff, 0xd9]);
}

const SAMPLES: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** A 4×3 PNG of colour type `colourType` at 8 bits, its rows filtered with filter 0, split over `idat` chunks. */
export function pngWith(options: { colourType: number; idat?: number; interlaced?: boolean; extra?: readonly Uint8Array[] }): Uint8Array {
  const { colourType, idat = 1, interlaced = false, extra = [] } = options;
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, 4);
  view.setUint32(4, 3);
  header.set([8, colourType, 0, 0, interlaced ? 1 : 0], 8);
  const data = deflateSync(Buffer.alloc(3 * (1 + 4 * (SAMPLES[colourType] ?? 1))));
  const cut = Math.ceil(data.length / idat);
  const parts = Array.from({ length: idat }, (_, i) => pngChunk('IDAT', data.subarray(i * cut, (i + 1) * cut)));
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  return concatBytes(signature, pngChunk('IHDR', header), ...extra, ...parts, pngChunk('IEND', []));
}
