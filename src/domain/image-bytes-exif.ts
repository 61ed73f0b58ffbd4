/** EXIF orientation from a TIFF structure (the body of a JPEG APP1 "Exif" segment or a PNG eXIf chunk). */

export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

function isOrientation(value: number): value is ExifOrientation {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

interface TiffIfd {
  readonly view: DataView;
  readonly little: boolean;
  /** Offset of the IFD's entry count. */
  readonly at: number;
  readonly count: number;
}

/** IFD0 of a TIFF structure, or null when its header is malformed. */
function firstIfd(tiff: Uint8Array): TiffIfd | null {
  if (tiff.length < 8) return null;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return null;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return null;
  return ifdAt(view, little, view.getUint32(4, little));
}

function ifdAt(view: DataView, little: boolean, at: number): TiffIfd | null {
  if (at < 8 || at + 2 > view.byteLength) return null;
  const count = view.getUint16(at, little);
  return at + 2 + count * 12 <= view.byteLength ? { view, little, at, count } : null;
}

/** The entry of `tag` in the IFD: its type and where its value (or offset) sits. */
function findEntry({ view, little, at, count }: TiffIfd, tag: number): { readonly type: number; readonly value: number } | null {
  for (let i = 0; i < count; i += 1) {
    const entry = at + 2 + i * 12;
    if (view.getUint16(entry, little) === tag) return { type: view.getUint16(entry + 2, little), value: entry + 8 };
  }
  return null;
}

/** Reads tag 0x0112 of IFD0; anything missing or malformed counts as upright (1), as browsers do. */
export function readTiffOrientation(tiff: Uint8Array): ExifOrientation {
  const ifd = firstIfd(tiff);
  const entry = ifd && findEntry(ifd, ORIENTATION_TAG);
  if (!ifd || entry?.type !== SHORT) return 1;
  const value = ifd.view.getUint16(entry.value, ifd.little);
  return isOrientation(value) ? value : 1;
}

const THUMBNAIL_OFFSET_TAG = 0x0201;
const THUMBNAIL_LENGTH_TAG = 0x0202;
const LONG = 4;

function longValue(ifd: TiffIfd, tag: number): number | null {
  const entry = findEntry(ifd, tag);
  return entry?.type === LONG ? ifd.view.getUint32(entry.value, ifd.little) : null;
}

/**
 * The JPEG thumbnail phones keep in IFD1 (about 160x120, stored as the photo is stored), as a view
 * into `tiff`; null when there is none or it does not start as a JPEG.
 */
export function readTiffThumbnail(tiff: Uint8Array): Uint8Array | null {
  const ifd0 = firstIfd(tiff);
  const next = ifd0 ? ifd0.at + 2 + ifd0.count * 12 : tiff.length;
  if (!ifd0 || next + 4 > tiff.length) return null;
  const ifd1 = ifdAt(ifd0.view, ifd0.little, ifd0.view.getUint32(next, ifd0.little));
  const start = ifd1 && longValue(ifd1, THUMBNAIL_OFFSET_TAG);
  const length = ifd1 && longValue(ifd1, THUMBNAIL_LENGTH_TAG);
  if (!start || !length || length < 4 || start + length > tiff.length) return null;
  return tiff[start] === 0xff && tiff[start + 1] === 0xd8 ? tiff.subarray(start, start + length) : null;
}

/**
 * The smallest TIFF structure that carries an orientation: a big-endian header and IFD0 with tag
 * 0x0112 alone, so a photo can keep how it stands without a single other EXIF field.
 */
export function orientationTiff(orientation: ExifOrientation): Uint8Array<ArrayBuffer> {
  const tiff = new Uint8Array(26);
  const view = new DataView(tiff.buffer);
  view.setUint16(0, 0x4d4d);
  view.setUint16(2, 42);
  view.setUint32(4, 8);
  view.setUint16(8, 1);
  view.setUint16(10, ORIENTATION_TAG);
  view.setUint16(12, SHORT);
  view.setUint32(14, 1);
  view.setUint16(18, orientation);
  // Bytes 20–21 pad the value; 22–25 say no further IFD follows.
  return tiff;
}

/** Orientations 5 to 8 turn the photo a quarter, so its upright width and height swap. */
export function swapsSides(orientation: ExifOrientation): boolean {
  return orientation >= 5;
}
