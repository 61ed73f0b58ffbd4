/**
 * Text layers in the print file, in Node as the server will make it: the fonts read from the
 * @fontsource packages on disk (the server's font source), embedded, subset and drawn as text above
 * the photo and under the cut line; poppler (pdffonts, pdftotext) reads them back.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { initialDesign, type DesignConfig } from '@/domain/design';
import { newTextLayer, TEXT_BLACK } from '@/domain/text-layers';
import { textPrintLayer } from '@/print-file/text-layers';
import { contentText } from '../../../server/inbox/print-check';
import { PDFDocument } from 'pdf-lib';
import { diskFonts } from '../../../server/inbox/disk-fonts';
import { jpegWith, printed } from './photo-fixtures';


const design: DesignConfig = {
  ...initialDesign('Clasic'),
  sizeCode: 'XL',
  widthCm: 100,
  heightCm: 60,
  texts: [
    { ...newTextLayer('SANTI', 'orbitron'), outline: true, shadow: true },
    { ...newTextLayer('Ñandú', 'permanent-marker'), color: TEXT_BLACK, align: 'left', xPct: 10, yPct: 80 },
  ],
};

const photo = jpegWith({ components: 3, segments: [] });

function poppler(bytes: Uint8Array, tool: 'pdffonts' | 'pdftotext'): string {
  const folder = mkdtempSync(join(tmpdir(), 'texto-'));
  const file = join(folder, 'print.pdf');
  writeFileSync(file, bytes);
  return execFileSync(tool, tool === 'pdftotext' ? [file, '-'] : [file], { encoding: 'utf8' });
}

describe('text layers in the print file', () => {
  it('embeds each font once, as text poppler can read', async () => {
    const made = await printed(photo, design, { layers: [textPrintLayer(design, diskFonts)] });
    const fonts = poppler(made.bytes, 'pdffonts');
    expect(fonts).toMatch(/Orbitron-Bold\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(fonts).toMatch(/PermanentMarker\S*\s+CID TrueType\s+Identity-H\s+yes/);
    const text = poppler(made.bytes, 'pdftotext');
    expect(text).toContain('SANTI');
    expect(text).toContain('Ñandú');
  });

  it('subsets the fonts to the letters used', async () => {
    const one = { ...design, texts: [{ ...newTextLayer('A', 'permanent-marker') }] };
    const made = await printed(photo, one, { layers: [textPrintLayer(one, diskFonts)] });
    const whole = (await diskFonts('permanent-marker')).byteLength;
    const plain = await printed(photo, { ...one, texts: [] });
    expect(made.bytes.byteLength - plain.bytes.byteLength).toBeLessThan(whole);
  });

  it('draws the text after the photo and before the cut line, at the placement the preview uses', async () => {
    const made = await printed(photo, design, { layers: [textPrintLayer(design, diskFonts)] });
    const doc = await PDFDocument.load(made.bytes);
    const ops = contentText(doc, doc.getPage(0));
    const photoAt = ops.indexOf('/Photo');
    const textAt = ops.indexOf(' Tj');
    const cutAt = ops.indexOf('/CutContour');
    expect(photoAt).toBeGreaterThan(-1);
    expect(textAt).toBeGreaterThan(photoAt);
    expect(cutAt).toBeGreaterThan(textAt);
    // Ñandú, left-aligned at 10 % of 100 cm plus the 1 cm bleed: 11 cm = 311.81 pt from the left.
    expect(ops).toMatch(/1 0 0 1 311\.81\d* [\d.]+ Tm/);
    // Outlined text is stroked (3 Tr would hide it; 1 Tr strokes) and the shadow is translucent.
    expect(ops).toContain('1 Tr');
  });

  it('leaves a design without text as it was', async () => {
    const plain = { ...design, texts: [] };
    const made = await printed(photo, plain, { layers: [textPrintLayer(plain, diskFonts)] });
    expect(poppler(made.bytes, 'pdffonts').trim().split('\n')).toHaveLength(2);
  });
});
