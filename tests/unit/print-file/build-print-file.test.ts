/**
 * The print file's assembly in Node, read back with pdf-lib: the photo's own bytes as the one image
 * XObject (JPEG scan data untouched, metadata gone, ICC as ICCBased, CMYK inversion only for Adobe),
 * a PNG's zlib data passed through, the page boxes, the clip, the mirrored bleed, the background, the
 * cut line, the trailer ID, and the density the inbox reads. Rendering is checked in Chromium, with
 * poppler and Ghostscript, by tests/e2e/print-file.spec.ts.
 */
import { deflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, setFillingRgbColor } from 'pdf-lib';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { hexColor } from '../hex-color';
import { joinParts } from '@/domain/byte-ranges';
import { stripJpegMetadata, walkJpeg } from '@/domain/image-bytes-jpeg';
import type { PrintLayer } from '@/print-file/build-print-file';
import { checkPrintPdf, contentText } from '../../../server/inbox/print-check';
import { adobeSegment, concatBytes, containsText, exifSegment, iccSegment, pngChunk, xmpSegment } from '../image-fixtures';
import { iccProfile, jpegWith, pngWith, printed } from './photo-fixtures';

const pad: DesignConfig = { ...initialDesign('Clasic'), sizeCode: 'XL', widthCm: 100, heightCm: 60 };

async function readBack(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  const page = doc.getPage(0);
  const xObjects = page.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
  const images = (xObjects?.entries() ?? []).map(([, ref]) => doc.context.lookup(ref));
  const image = images[0];
  if (!(image instanceof PDFRawStream)) throw new Error('no image stream');
  const colourSpace = image.dict.get(PDFName.of('ColorSpace'));
  const iccRef = colourSpace instanceof PDFArray ? colourSpace.get(1) : null;
  const found = iccRef instanceof PDFRef ? doc.context.lookup(iccRef) : null;
  const profile = found instanceof PDFRawStream ? found : null;
  return { doc, page, images, image, colourSpace: String(colourSpace), profile, operators: contentText(doc, page) };
}

/** The entropy-coded data and the segments around it, from SOS to EOI. */
function scanData(bytes: Uint8Array): Uint8Array {
  const sos = walkJpeg(bytes).segments.find((segment) => segment.marker === 0xda);
  if (!sos) throw new Error('no scan');
  return bytes.subarray(sos.start);
}

describe('buildPrintFile from a JPEG', () => {
  const profile = iccProfile('RGB ', 400);
  const camera = jpegWith({ components: 3, segments: [exifSegment({ orientation: 1, gps: true }), xmpSegment(), iccSegment([...profile])] });

  it('embeds the DCT data untouched, without EXIF, GPS or XMP, at the photo pixel size', async () => {
    const made = await printed(camera, pad);
    const { images, image } = await readBack(made.bytes);
    expect(images).toHaveLength(1);
    expect(String(image.dict.get(PDFName.of('Filter')))).toBe('/DCTDecode');
    expect(scanData(image.contents)).toEqual(scanData(camera));
    expect(containsText(image.contents, 'Exif') || containsText(image.contents, 'http://ns.adobe.com/xap')).toBe(false);
    expect([image.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(), image.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber()]).toEqual([600, 400]);
    expect(made.image).toEqual({ widthPx: 600, heightPx: 400, ppi: (600 * 2.54) / 100 });
  });

  it('names the stripped photo as ranges of its bytes, never as a copy of them', async () => {
    const made = await printed(camera, pad);
    const ranges = made.parts.filter((part) => !(part instanceof Uint8Array));
    expect(joinParts(camera, ranges)).toEqual(stripJpegMetadata(camera));
    expect(made.size).toBe(made.bytes.length);
  });

  it('makes the embedded ICC profile the image colour space', async () => {
    const { colourSpace, profile: stream } = await readBack((await printed(camera, pad)).bytes);
    expect(colourSpace).toMatch(/^\[ ?\/ICCBased \d+ 0 R ?\]$/);
    expect(stream?.dict.get(PDFName.of('N'))?.toString()).toBe('3');
    expect(String(stream?.dict.get(PDFName.of('Alternate')))).toBe('/DeviceRGB');
  });

  it('keeps the inverting Decode array only for an Adobe CMYK JPEG', async () => {
    const adobe = await readBack((await printed(jpegWith({ components: 4, segments: [adobeSegment()] }), pad)).bytes);
    expect(String(adobe.image.dict.get(PDFName.of('Decode')))).toBe('[ 1 0 1 0 1 0 1 0 ]');
    const plain = await readBack((await printed(jpegWith({ components: 4, segments: [] }), pad)).bytes);
    expect(plain.image.dict.get(PDFName.of('Decode'))).toBeUndefined();
    expect(plain.colourSpace).toBe('/DeviceCMYK');
  });

  it('sets the TrimBox to the piece, the BleedBox to the page, and a trailer ID', async () => {
    const made = await printed(camera, pad);
    const { page } = await readBack(made.bytes);
    const k = 72 / 2.54;
    expect(page.getTrimBox()).toEqual({ x: expect.closeTo(k, 6), y: expect.closeTo(k, 6), width: expect.closeTo(100 * k, 6), height: expect.closeTo(60 * k, 6) });
    expect(page.getBleedBox()).toEqual({ x: 0, y: 0, width: expect.closeTo(102 * k, 6), height: expect.closeTo(62 * k, 6) });
    expect(Buffer.from(made.bytes).toString('latin1')).toMatch(/\/ID \[ <[0-9A-F]{32}> <[0-9A-F]{32}> \]/i);
  });

  it('tells the inbox the photo density it prints at, not a raster of the page', async () => {
    const facts = await checkPrintPdf((await printed(camera, { ...pad, zoom: 2 })).bytes);
    expect(facts?.image).toEqual({ widthPx: 600, heightPx: 400, ppi: Math.round((600 * 2.54) / 200) });
  });

  it('draws the same image again, reflected, in the bleed strips where the photo stops at the cut line', async () => {
    // A 3:2 photo covering a 100x60 piece overflows top and bottom and stops at the left and right cut lines.
    const { operators } = await readBack((await printed(camera, pad)).bytes);
    const draws = operators.match(/\/Photo-\d+ Do/g) ?? [];
    expect(draws).toHaveLength(3);
    // The strips are 1 cm wide clips at each side: `x y w h re W n`.
    expect(operators).toMatch(/0 -?[\d.]+ 28\.34\d* [\d.]+ re\s+W\s+n/);
  });

  it('clips to the cut line grown by the bleed and strokes the cut line last in CutContour', async () => {
    const { operators } = await readBack((await printed(camera, pad)).bytes);
    expect(operators.indexOf(' W')).toBeLessThan(operators.indexOf(' Do'));
    expect(operators).toMatch(/\/CutContour CS\s+1 SCN\s+0\.25 w[\s\S]*S\s+Q\s*$/);
  });

  it('fills the background under a contained photo, and none under cover', async () => {
    const white = await readBack((await printed(camera, { ...pad, fit: 'contain', background: 'white', heightCm: 100 })).bytes);
    expect(white.operators).toMatch(/1 1 1 rg\s+[\d. -]+re\s+f/);
    const cover = await readBack((await printed(camera, pad)).bytes);
    expect(cover.operators).not.toMatch(/ rg\s/);
  });

  it('fills the background with the shopper’s own colour (issue 22)', async () => {
    const blue = { ...pad, fit: 'contain', background: 'custom', customColor: hexColor('#1E90FF'), heightCm: 100 } as const;
    const { operators } = await readBack((await printed(camera, blue)).bytes);
    expect(operators).toContain(setFillingRgbColor(30 / 255, 144 / 255, 1).toString());
    expect(operators).not.toMatch(/(^|\s)0 0 0 rg\s/);
  });

  it('places the photo flipped top-to-bottom for the vertical mirror (issue 22)', async () => {
    const matrixOf = async (design: DesignConfig) => {
      const { operators } = await readBack((await printed(camera, design)).bytes);
      const found = /q\s+(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) cm\s+\/\S+ Do/.exec(operators);
      if (!found) throw new Error(`no photo matrix in ${operators}`);
      return found.slice(1, 7).map(Number);
    };
    const [a = 0, b = 0, c = 0, d = 0] = await matrixOf(pad);
    const [fa = 0, fb = 0, fc = 0, fd = 0] = await matrixOf({ ...pad, mirroredVertical: true });
    // Same width and height, upside down: the y column of the image-space matrix changes sign, x stays.
    expect([fa, fb, fc, fd].map((value) => value + 0)).toEqual([a, b, -c, -d].map((value) => value + 0));
  });

  it('runs the layers between the photo and the cut line, with the page in centimetres', async () => {
    const layer: PrintLayer = ({ page, pageToPoints }) => {
      expect(pageToPoints[0]).toBeCloseTo(72 / 2.54, 9);
      page.pushOperators(setFillingRgbColor(0.5, 0.25, 0.75));
    };
    const { operators } = await readBack((await printed(camera, pad, { layers: [layer] })).bytes);
    const drawn = operators.indexOf('0.5 0.25 0.75 rg');
    expect(drawn).toBeGreaterThan(operators.lastIndexOf(' Do'));
    expect(drawn).toBeLessThan(operators.indexOf('/CutContour CS'));
  });

  it('refuses bytes that are not a photo the pipeline accepts', async () => {
    await expect(printed(new TextEncoder().encode('%PDF-1.7'), pad)).rejects.toThrow(/cannot be printed/);
  });
});

describe('buildPrintFile from a PNG', () => {
  it('passes an opaque PNG zlib data through as FlateDecode with PNG predictors and its profile', async () => {
    const profile = iccProfile('RGB ', 300);
    const bytes = pngWith({ colourType: 2, extra: [pngChunk('iCCP', concatBytes(Buffer.from('P3\0\0'), deflateSync(profile)))] });
    const { image, colourSpace, profile: stream } = await readBack((await printed(bytes, pad)).bytes);
    expect(String(image.dict.get(PDFName.of('Filter')))).toBe('/FlateDecode');
    expect(String(image.dict.get(PDFName.of('DecodeParms')))).toMatch(/\/Predictor 15[\s\S]*\/Colors 3[\s\S]*\/Columns 4/);
    expect(Buffer.from(image.contents)).toEqual(deflateSync(Buffer.alloc(3 * 13)));
    expect(colourSpace).toMatch(/ICCBased/);
    expect(stream).not.toBeNull();
  });

  it('decodes a PNG with alpha and stores it losslessly with an SMask', async () => {
    const { image } = await readBack((await printed(pngWith({ colourType: 6 }), pad)).bytes);
    expect(String(image.dict.get(PDFName.of('Filter')))).toBe('/FlateDecode');
    expect(image.dict.get(PDFName.of('DecodeParms'))).toBeUndefined();
    expect(image.dict.get(PDFName.of('SMask'))).toBeInstanceOf(PDFRef);
  });
});
