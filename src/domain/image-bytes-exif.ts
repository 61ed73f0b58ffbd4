/** EXIF orientation from a TIFF structure (the body of a JPEG APP1 "Exif" segment or a PNG eXIf chunk). */

export type ExifOrientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

function isOrientation(value: number): value is ExifOrientation {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

/** Reads tag 0x0112 of IFD0; anything missing or malformed counts as upright (1), as browsers do. */
export function readTiffOrientation(tiff: Uint8Array): ExifOrientation {
  if (tiff.length < 8) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const order = view.getUint16(0);
  if (order !== 0x4949 && order !== 0x4d4d) return 1;
  const little = order === 0x4949;
  if (view.getUint16(2, little) !== 42) return 1;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let i = 0; i < count; i += 1) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (view.getUint16(entry, little) !== ORIENTATION_TAG) continue;
    if (view.getUint16(entry + 2, little) !== SHORT) return 1;
    const value = view.getUint16(entry + 8, little);
    return isOrientation(value) ? value : 1;
  }
  return 1;
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
