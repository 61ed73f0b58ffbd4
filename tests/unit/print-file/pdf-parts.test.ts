/**
 * The PDF written as parts: byte for byte what pdf-lib's own writer makes of the same document once
 * the ranges are joined in, with the ranged stream's contents never held by the document.
 */
import { PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib';
import { joinParts, partsSize } from '@/domain/byte-ranges';
import { PartsStream, savePdfParts } from '@/print-file/pdf-parts';

const source = Uint8Array.from({ length: 5000 }, (_, i) => (i * 37) & 0xff);

async function documentWithRangedStream() {
  const doc = await PDFDocument.create();
  const page = doc.addPage([200, 100]);
  page.drawText('parts', { font: await doc.embedFont(StandardFonts.Helvetica) });
  const dict = doc.context.obj({ Type: 'XObject', Subtype: 'Image', Width: 10, Height: 10, BitsPerComponent: 8, Filter: 'DCTDecode' });
  const ranges = [
    { start: 10, end: 1200 },
    { start: 1500, end: 4990 },
  ];
  const ref = doc.context.register(new PartsStream(dict, ranges));
  return { doc, ref, dict, ranges };
}

describe('savePdfParts', () => {
  it("writes the same bytes as pdf-lib's save, the stream's contents left as the ranges it names", async () => {
    const { doc, ref, dict, ranges } = await documentWithRangedStream();
    const { parts, size } = await savePdfParts(doc);
    expect(parts.filter((part) => !(part instanceof Uint8Array))).toEqual(ranges);
    expect(partsSize(parts)).toBe(size);
    const joined = joinParts(source, parts);

    // The same document with the contents held as bytes, written by pdf-lib itself.
    doc.context.assign(ref, PDFRawStream.of(dict, joinParts(source, ranges)));
    const own = await doc.save({ useObjectStreams: false });
    expect(Buffer.from(joined).equals(Buffer.from(own))).toBe(true);
    const back = await PDFDocument.load(joined);
    const stream = back.context.lookup(ref);
    expect(stream instanceof PDFRawStream ? stream.contents : null).toEqual(joinParts(source, ranges));
  });
});
