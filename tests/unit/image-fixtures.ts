/**
 * Byte builders for image fixtures: EXIF/XMP/ICC/comment segments to splice into JPEGs and
 * text/eXIf chunks for PNGs. Used by the node unit tests and by the e2e lab page.
 */

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}

function u16(value: number): number[] {
  return [(value >> 8) & 0xff, value & 0xff];
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

export function concatBytes(...parts: readonly (Uint8Array | readonly number[])[]): Uint8Array<ArrayBuffer> {
  const size = parts.reduce((sum, part) => sum + part.length, 0);
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A JPEG marker segment: FF, marker, 16-bit length, payload. */
export function jpegSegment(marker: number, payload: Uint8Array | readonly number[]): Uint8Array<ArrayBuffer> {
  return concatBytes([0xff, marker, ...u16(payload.length + 2)], payload);
}

interface TiffEntry {
  readonly tag: number;
  readonly type: number;
  readonly count: number;
  /** Four bytes in place, or more bytes stored after the directory. */
  readonly value: readonly number[];
}

/** One TIFF directory starting at `start`; values longer than four bytes follow it; `next` links the next IFD. */
function directory(entries: readonly TiffEntry[], start: number, next = 0): number[] {
  const out = [...u16(entries.length)];
  const data: number[] = [];
  const dataStart = start + 2 + entries.length * 12 + 4;
  for (const entry of entries) {
    out.push(...u16(entry.tag), ...u16(entry.type), ...u32(entry.count));
    if (entry.value.length <= 4) out.push(...entry.value, ...new Array<number>(4 - entry.value.length).fill(0));
    else {
      out.push(...u32(dataStart + data.length));
      data.push(...entry.value);
    }
  }
  return [...out, ...u32(next), ...data];
}

const RATIONAL = 5;
const degrees = (d: number, m: number, s: number) => [...u32(d), ...u32(1), ...u32(m), ...u32(1), ...u32(s), ...u32(1)];

/** San Juan, Argentina: the kind of location a phone writes into a photo. */
const GPS_ENTRIES: readonly TiffEntry[] = [
  { tag: 0x0001, type: 2, count: 2, value: ascii('S\0') },
  { tag: 0x0002, type: RATIONAL, count: 3, value: degrees(31, 32, 14) },
  { tag: 0x0003, type: 2, count: 2, value: ascii('W\0') },
  { tag: 0x0004, type: RATIONAL, count: 3, value: degrees(68, 31, 22) },
];

interface ExifOptions {
  readonly orientation?: number;
  readonly gps?: boolean;
}

/** TIFF body of an EXIF block (what a PNG eXIf chunk holds): big-endian, IFD0 at 8, GPS IFD after it. */
export function exifTiff({ orientation, gps }: ExifOptions): Uint8Array<ArrayBuffer> {
  const entries: TiffEntry[] = [];
  if (orientation !== undefined) entries.push({ tag: 0x0112, type: 3, count: 1, value: u16(orientation) });
  const ifd0Size = 2 + (entries.length + (gps ? 1 : 0)) * 12 + 4;
  const gpsStart = 8 + ifd0Size;
  if (gps) entries.push({ tag: 0x8825, type: 4, count: 1, value: u32(gpsStart) });
  const head = [...ascii('MM'), ...u16(42), ...u32(8), ...directory(entries, 8)];
  return Uint8Array.from(gps ? [...head, ...directory(GPS_ENTRIES, gpsStart)] : head);
}

export function exifSegment(options: ExifOptions): Uint8Array<ArrayBuffer> {
  return jpegSegment(0xe1, concatBytes(ascii('Exif\0\0'), exifTiff(options)));
}

/**
 * An EXIF block as phones write it: the orientation in IFD0, and in IFD1 a JPEG thumbnail
 * (Compression 6, JPEGInterchangeFormat and its length) stored after the directories.
 */
export function phoneExifSegment(orientation: number, thumbnail: Uint8Array): Uint8Array<ArrayBuffer> {
  const ifd1At = 8 + 2 + 12 + 4;
  const thumbnailAt = ifd1At + 2 + 3 * 12 + 4;
  const ifd1: TiffEntry[] = [
    { tag: 0x0103, type: 3, count: 1, value: u16(6) },
    { tag: 0x0201, type: 4, count: 1, value: u32(thumbnailAt) },
    { tag: 0x0202, type: 4, count: 1, value: u32(thumbnail.length) },
  ];
  const ifd0 = directory([{ tag: 0x0112, type: 3, count: 1, value: u16(orientation) }], 8, ifd1At);
  const tiff = concatBytes([...ascii('MM'), ...u16(42), ...u32(8), ...ifd0, ...directory(ifd1, ifd1At)], thumbnail);
  return jpegSegment(0xe1, concatBytes(ascii('Exif\0\0'), tiff));
}

export function xmpSegment(): Uint8Array<ArrayBuffer> {
  const xml = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><exif:GPSLatitude>31,32.2S</exif:GPSLatitude></x:xmpmeta>';
  return jpegSegment(0xe1, ascii(`http://ns.adobe.com/xap/1.0/\0${xml}`));
}

export function iccSegment(profile: readonly number[], chunk = 1, chunks = 1): Uint8Array<ArrayBuffer> {
  return jpegSegment(0xe2, [...ascii('ICC_PROFILE\0'), chunk, chunks, ...profile]);
}

export type Colorants = Record<'rXYZ' | 'gXYZ' | 'bXYZ', readonly [number, number, number]>;

/** sRGB's colorants as sRGB IEC61966-2.1 and Chromium's canvas encoder store them (D50-adapted), and Display P3's. */
export const SRGB: Colorants = { rXYZ: [0.4361, 0.2225, 0.0139], gXYZ: [0.3851, 0.7169, 0.0971], bXYZ: [0.1431, 0.0606, 0.7141] };
export const DISPLAY_P3: Colorants = { rXYZ: [0.5151, 0.2412, -0.0011], gXYZ: [0.292, 0.6922, 0.0419], bXYZ: [0.1571, 0.0666, 0.7841] };

/** An ICC profile of `space` with a header, a tag table and one XYZType tag per colorant, as ICC.1 lays them out. */
export function iccProfile(space: string, colorants: Partial<Colorants>): Uint8Array<ArrayBuffer> {
  const entries = Object.entries(colorants);
  const tableEnd = 128 + 4 + entries.length * 12;
  const bytes = new Uint8Array(tableEnd + entries.length * 20);
  const view = new DataView(bytes.buffer);
  const put = (at: number, text: string) => bytes.set(ascii(text), at);
  view.setUint32(0, bytes.length);
  put(12, 'mntr');
  put(16, space);
  put(36, 'acsp');
  view.setUint32(128, entries.length);
  entries.forEach(([signature, xyz], i) => {
    const data = tableEnd + i * 20;
    put(132 + i * 12, signature);
    view.setUint32(136 + i * 12, data);
    view.setUint32(140 + i * 12, 20);
    put(data, 'XYZ ');
    xyz.forEach((value, k) => view.setInt32(data + 8 + k * 4, Math.round(value * 65536)));
  });
  return bytes;
}

/** Adobe's APP14: version 100, no flags, colour transform 1 (YCbCr). */
export function adobeSegment(): Uint8Array<ArrayBuffer> {
  return jpegSegment(0xee, [...ascii('Adobe'), 0, 100, 0, 0, 0, 0, 1]);
}

export function commentSegment(text: string): Uint8Array<ArrayBuffer> {
  return jpegSegment(0xfe, ascii(text));
}

/** Inserts segments right after SOI, where cameras put their metadata. */
export function spliceAfterSoi(jpeg: Uint8Array, ...segments: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  return concatBytes(jpeg.subarray(0, 2), ...segments, jpeg.subarray(2));
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: readonly number[]): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = (CRC_TABLE[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: Uint8Array | readonly number[]): Uint8Array<ArrayBuffer> {
  const body = [...ascii(type), ...data];
  return concatBytes(u32(data.length), body, u32(crc32(body)));
}

export function textChunk(keyword: string, text: string): Uint8Array<ArrayBuffer> {
  return pngChunk('tEXt', ascii(`${keyword}\0${text}`));
}

/** Inserts chunks right after IHDR (signature 8 bytes + IHDR 25 bytes). */
export function spliceAfterIhdr(png: Uint8Array, ...chunks: readonly Uint8Array[]): Uint8Array<ArrayBuffer> {
  return concatBytes(png.subarray(0, 33), ...chunks, png.subarray(33));
}

/** True when the bytes contain the ASCII text anywhere. */
export function containsText(bytes: Uint8Array, text: string): boolean {
  const needle = ascii(text);
  let at = bytes.indexOf(needle[0] ?? 0);
  while (at !== -1) {
    if (needle.every((code, i) => bytes[at + i] === code)) return true;
    at = bytes.indexOf(needle[0] ?? 0, at + 1);
  }
  return false;
}
