/** Reads a print PDF back in Node with pdf-lib: page size, the photo's image object, the cut colour and the drawing operators. */
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import { contentText } from '../../../server/inbox/print-check';

export interface PrintPdf {
  readonly pointsWide: number;
  readonly pointsHigh: number;
  /** The one image object: its pixel size, filter, colour space (as text) and stored bytes. */
  readonly image: { readonly width: number; readonly height: number; readonly filter: string; readonly colourSpace: string; readonly contents: Buffer };
  /** How many image objects the page's resources hold. */
  readonly imageCount: number;
  /** The Separation colour space registered as /CutContour, as text: "[/Separation /CutContour /DeviceCMYK …]". */
  readonly cutColourSpace: string | null;
  /** The page's content streams, decoded. */
  readonly operators: string;
  readonly trimBox: readonly number[];
}

export async function readPrintPdf(bytes: Uint8Array): Promise<PrintPdf> {
  const doc = await PDFDocument.load(bytes);
  if (doc.getPageCount() !== 1) throw new Error(`expected one page, got ${doc.getPageCount()}`);
  const page = doc.getPage(0);
  const resources = page.node.Resources();
  if (!resources) throw new Error('page without resources');
  const xObjects = resources.lookup(PDFName.of('XObject'), PDFDict).entries();
  const [, imageRef] = xObjects[0] ?? [];
  const image = doc.context.lookup(imageRef);
  if (!(image instanceof PDFRawStream)) throw new Error('the page image is not a stream');
  const number = (key: string) => image.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
  const cut = resources.lookupMaybe(PDFName.of('ColorSpace'), PDFDict)?.lookupMaybe(PDFName.of('CutContour'), PDFArray);
  const { width, height } = page.getSize();
  const trim = page.getTrimBox();
  return {
    pointsWide: width,
    pointsHigh: height,
    image: {
      width: number('Width'),
      height: number('Height'),
      filter: String(image.dict.get(PDFName.of('Filter'))),
      colourSpace: String(image.dict.get(PDFName.of('ColorSpace'))),
      contents: Buffer.from(image.contents),
    },
    imageCount: xObjects.length,
    cutColourSpace: cut ? cut.toString() : null,
    operators: contentText(doc, page),
    trimBox: [trim.x, trim.y, trim.width, trim.height],
  };
}
