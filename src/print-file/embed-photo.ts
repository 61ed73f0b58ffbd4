/**
 * The photo as one image XObject, from its own bytes: a JPEG's DCT data untouched (only EXIF, GPS,
 * XMP and comments are stripped, losslessly), a PNG's zlib data as it is where the PNG allows it, and
 * otherwise pdf-lib's PNG decoder (lossless Flate, alpha as an SMask over whatever is drawn below).
 * An embedded ICC profile becomes the image's ICCBased colour space.
 */
import { decodePDFRawStream, PDFHexString, PDFName, PDFRawStream, type PDFArray, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { AcceptedImageType } from '../domain/image-bytes';
import { stripJpegMetadata, walkJpeg } from '../domain/image-bytes-jpeg';
import { stripPngMetadata, walkPng } from '../domain/image-bytes-png';
import { iccComponents } from './icc-profile';
import { readJpegColour } from './jpeg-colour';
import { pngPassthrough, type PngPassthrough } from './png-passthrough';

const DEVICE_SPACE: Readonly<Record<1 | 3 | 4, string>> = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' };

/** [/ICCBased profile] for an image of `components`, or the device space when the profile does not fit. */
function iccColourSpace(doc: PDFDocument, profile: Uint8Array | null, components: 1 | 3 | 4): PDFArray | PDFName {
  if (!profile || iccComponents(profile) !== components) return PDFName.of(DEVICE_SPACE[components]);
  const stream = doc.context.flateStream(profile, { N: components, Alternate: DEVICE_SPACE[components] });
  return doc.context.obj([PDFName.of('ICCBased'), doc.context.register(stream)]);
}

async function embedJpeg(doc: PDFDocument, bytes: Uint8Array): Promise<PDFRef> {
  const walk = walkJpeg(bytes);
  const colour = readJpegColour(walk, bytes);
  // pdf-lib reads the frame through `bytes.buffer` from offset 0, so it needs a buffer of its own:
  // stripping makes exactly that copy.
  const image = await doc.embedJpg(stripJpegMetadata(bytes, walk));
  await image.embed();
  const stream = doc.context.lookup(image.ref);
  if (!(stream instanceof PDFRawStream)) throw new Error('pdf-lib did not embed the JPEG as a stream');
  const { dict } = stream;
  // pdf-lib inverts every 4-component JPEG; only Adobe's (APP14) are stored inverted.
  if (colour.components === 4 && !colour.adobe) dict.delete(PDFName.of('Decode'));
  if (colour.icc && (colour.components === 1 || colour.components === 3 || colour.components === 4)) {
    dict.set(PDFName.of('ColorSpace'), iccColourSpace(doc, colour.icc, colour.components));
  }
  return image.ref;
}

function inflated(doc: PDFDocument, deflated: Uint8Array): Uint8Array | null {
  try {
    return decodePDFRawStream(PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode' }), deflated)).decode();
  } catch {
    // A damaged profile only costs the profile: the image keeps its device colour space.
    return null;
  }
}

function pngColourSpace(doc: PDFDocument, png: PngPassthrough): PDFArray | PDFName {
  const profile = png.iccDeflated ? inflated(doc, png.iccDeflated) : null;
  if (!png.palette) return iccColourSpace(doc, profile, png.colours);
  const hex = Array.from(png.palette, (byte) => byte.toString(16).padStart(2, '0')).join('');
  const base = iccColourSpace(doc, profile, 3);
  return doc.context.obj([PDFName.of('Indexed'), base, png.palette.length / 3 - 1, PDFHexString.of(hex)]);
}

function embedPngAsIs(doc: PDFDocument, png: PngPassthrough): PDFRef {
  const stream = doc.context.stream(png.data, {
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: png.bitDepth,
    ColorSpace: pngColourSpace(doc, png),
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: png.colours, BitsPerComponent: png.bitDepth, Columns: png.width },
  });
  return doc.context.register(stream);
}

async function embedPng(doc: PDFDocument, bytes: Uint8Array): Promise<PDFRef> {
  const walk = walkPng(bytes);
  const passthrough = pngPassthrough(bytes, walk);
  if (passthrough) return embedPngAsIs(doc, passthrough);
  const image = await doc.embedPng(stripPngMetadata(bytes, walk));
  return image.ref;
}

export function embedPhoto(doc: PDFDocument, bytes: Uint8Array, type: AcceptedImageType): Promise<PDFRef> {
  return type === 'image/jpeg' ? embedJpeg(doc, bytes) : embedPng(doc, bytes);
}
