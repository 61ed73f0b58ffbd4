/**
 * The photo as one image XObject, from its own bytes: a JPEG's DCT data untouched (only EXIF, GPS,
 * XMP and comments are stripped, losslessly), a PNG's zlib data as it is where the PNG allows it, and
 * otherwise pdf-lib's PNG decoder (lossless Flate, alpha as an SMask over whatever is drawn below).
 * An embedded ICC profile becomes the image's ICCBased colour space.
 *
 * The JPEG and the passed-through PNG are `PartsStream`s: their contents are ranges of the photo's
 * bytes, joined in only when the PDF is written out (pdf-parts.ts). So the JPEG's image dictionary is
 * written here rather than by pdf-lib's `embedJpg`, which wants the photo copied into a buffer of its
 * own, always writes a device colour space and inverts every 4-component JPEG.
 */
import { decodePDFRawStream, PDFHexString, PDFName, PDFRawStream, type PDFArray, type PDFDocument, type PDFRef } from 'pdf-lib';
import type { ImageFacts } from '../domain/image-bytes';
import { strippedJpegParts, walkJpeg } from '../domain/image-bytes-jpeg';
import { stripPngMetadata, walkPng } from '../domain/image-bytes-png';
import { iccComponents } from './icc-profile';
import { readJpegColour } from './jpeg-colour';
import { PartsStream } from './pdf-parts';
import { pngPassthrough, type PngPassthrough } from './png-passthrough';

const DEVICE_SPACE: Readonly<Record<1 | 3 | 4, string>> = { 1: 'DeviceGray', 3: 'DeviceRGB', 4: 'DeviceCMYK' };

/** [/ICCBased profile] for an image of `components`, or the device space when the profile does not fit. */
function iccColourSpace(doc: PDFDocument, profile: Uint8Array | null, components: 1 | 3 | 4): PDFArray | PDFName {
  if (!profile || iccComponents(profile) !== components) return PDFName.of(DEVICE_SPACE[components]);
  const stream = doc.context.flateStream(profile, { N: components, Alternate: DEVICE_SPACE[components] });
  return doc.context.obj([PDFName.of('ICCBased'), doc.context.register(stream)]);
}

function isComponentCount(count: number): count is 1 | 3 | 4 {
  return count === 1 || count === 3 || count === 4;
}

function embedJpeg(doc: PDFDocument, bytes: Uint8Array, { width, height }: ImageFacts): PDFRef {
  const walk = walkJpeg(bytes);
  const { components, adobe, icc, bitsPerComponent } = readJpegColour(walk, bytes);
  if (!isComponentCount(components)) throw new Error(`A JPEG of ${components} colour components cannot be printed`);
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    BitsPerComponent: bitsPerComponent,
    ColorSpace: iccColourSpace(doc, icc, components),
    Filter: 'DCTDecode',
    // Adobe's writers (APP14) store CMYK inverted; other CMYK JPEGs are stored as they are.
    ...(components === 4 && adobe ? { Decode: [1, 0, 1, 0, 1, 0, 1, 0] } : {}),
  });
  // EXIF (orientation included: the matrix applies it), GPS, XMP and comments are left out.
  return doc.context.register(new PartsStream(dict, strippedJpegParts(bytes, walk)));
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
  const dict = doc.context.obj({
    Type: 'XObject',
    Subtype: 'Image',
    Width: png.width,
    Height: png.height,
    BitsPerComponent: png.bitDepth,
    ColorSpace: pngColourSpace(doc, png),
    Filter: 'FlateDecode',
    DecodeParms: { Predictor: 15, Colors: png.colours, BitsPerComponent: png.bitDepth, Columns: png.width },
  });
  return doc.context.register(new PartsStream(dict, png.data));
}

async function embedPng(doc: PDFDocument, bytes: Uint8Array): Promise<PDFRef> {
  const walk = walkPng(bytes);
  const passthrough = pngPassthrough(bytes, walk);
  if (passthrough) return embedPngAsIs(doc, passthrough);
  const image = await doc.embedPng(stripPngMetadata(bytes, walk));
  return image.ref;
}

/** The photo's image object; its contents name ranges of `bytes`, which the caller joins in when writing the PDF out. */
export async function embedPhoto(doc: PDFDocument, bytes: Uint8Array, facts: ImageFacts): Promise<PDFRef> {
  return facts.type === 'image/jpeg' ? embedJpeg(doc, bytes, facts) : embedPng(doc, bytes);
}
