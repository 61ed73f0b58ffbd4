import { degrees, PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPrintPdf } from '../../server/inbox/print-check';
import { jpegBytes } from './multipart-fixtures';

const points = (cm: number): number => (cm * 72) / 2.54;

describe('reading a print PDF when it arrives', () => {
  it('measures the largest picture at the size it is drawn, through q, Q, rotation and scale', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([points(52), points(42)]);
    const logo = await doc.embedJpg(jpegBytes(2000, 100, 100));
    const photo = await doc.embedJpg(jpegBytes(4000, 3000, 2000));
    page.drawImage(logo, { x: 10, y: 10, width: 20, height: 20 });
    // 3000 px across 25.4 cm (10 in) and 2000 px across 20.32 cm (8 in), turned a quarter: the lower density, 250 ppi, is the one that counts.
    page.drawImage(photo, { x: points(40), y: points(5), width: points(25.4), height: points(20.32), rotate: degrees(90) });
    const facts = await checkPrintPdf(await doc.save());
    expect(facts).toEqual({ pageWidthCm: 52, pageHeightCm: 42, image: { widthPx: 3000, heightPx: 2000, ppi: 250 } });
  });

  it('reports a page without pictures', async () => {
    const doc = await PDFDocument.create();
    doc.addPage([points(10), points(10)]).drawRectangle({ x: 0, y: 0, width: 10, height: 10 });
    expect(await checkPrintPdf(await doc.save())).toEqual({ pageWidthCm: 10, pageHeightCm: 10, image: null });
  });
});
