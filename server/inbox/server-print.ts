import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { joinParts } from '../../src/domain/byte-ranges';
import { buildPrintFile } from '../../src/print-file/build-print-file';
import { textPrintLayer } from '../../src/print-file/text-layers';
import { diskFonts } from './disk-fonts';
import { extensions } from './upload-check';
import { checkPrintPdf } from './print-check';
import type { StoredFile } from './receive-file';
import { inspection } from './receive-file';
import { writeDurably } from './submission-store';
import type { ValidSubmission } from './validate-submission';

/**
 * The print file built by the inbox from the order's own photo and its decoded design, with the same
 * assembly the browser's worker uses (src/print-file), so the photo travels once. The photo the
 * browser uploads is the photo itself, its metadata stripped but its EXIF orientation kept, so the
 * design is placed on it as on the original: orientation, rotation and mirrors by the one matrix.
 * Its text layers are drawn as vector text with the fonts read from their packages on disk. The PDF
 * passes the print file's own checks before it is kept, and its facts are read from it as from a
 * sent one. Null when the order has no design or no photo, or sent a print file itself (an older
 * client).
 */
export async function buildServerPrint(dir: string, submission: ValidSubmission): Promise<StoredFile | null> {
  const photo = submission.files.find((file) => file.field === 'file');
  if (!submission.design || !photo || submission.files.some((file) => file.field === 'print')) return null;
  const design = submission.design;
  // One at a time with the other whole-file checks: a 48 MP photo and its PDF are held in memory.
  return inspection(async () => {
    const layers = [textPrintLayer(design, diskFonts)];
    const bytes = new Uint8Array(await readFile(join(dir, photo.storedName)));
    // Joined in memory: the PDF is checked by parsing it back before it is kept.
    const pdf = joinParts(bytes, (await buildPrintFile(bytes, design, { layers })).parts);
    const facts = await checkPrintPdf(pdf);
    if (!facts) throw new Error('El archivo de impresión armado en el servidor no pasó su propia revisión');
    const storedName = `print.${extensions['application/pdf']}`;
    await writeDurably(join(dir, storedName), pdf);
    const sha256 = createHash('sha256').update(pdf).digest('hex');
    return { field: 'print', storedName, size: pdf.length, sha256, type: 'application/pdf', print: facts };
  });
}
