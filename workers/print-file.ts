/**
 * The print file (issue 11), built in the worker from the full-resolution photo: decode, draw the
 * page, encode its JPEG within the 25 MB limit, assemble the PDF. Progress is reported as each step
 * ends, weighted by its usual share of the time.
 */
import type { DesignConfig } from '@/domain/design';
import { JPEG_QUALITIES, MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import { printLayout, printResolution } from '@/domain/print-layout';
import { designDpi } from '@/domain/print-quality';
import { CM_PER_INCH } from '@/domain/units';
import { encodeWithin, type PipelineSteps } from './encode-within';
import { drawPrintPage } from './print-page';
import { assemblePrintPdf } from './print-pdf';

export interface PrintResult {
  readonly blob: Blob;
  /** The page raster's size and real density. */
  readonly width: number;
  readonly height: number;
  readonly ppi: number;
}

/** Fraction of the work done once each step ends. */
const PRINT_PROGRESS = { started: 0.05, decoded: 0.35, drawn: 0.5, encoded: 0.85, assembled: 1 } as const;

/** Room left in the 25 MB for the PDF's own objects around the JPEG (a few kilobytes in practice). */
const PDF_OVERHEAD_BYTES = 64 * 1024;

export async function makePrintFile(
  file: Blob,
  design: DesignConfig,
  steps: PipelineSteps,
  onProgress: (fraction: number) => void,
): Promise<PrintResult> {
  onProgress(PRINT_PROGRESS.started);
  const photo = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    steps.checkpoint();
    onProgress(PRINT_PROGRESS.decoded);
    const layout = printLayout(design);
    const size = printResolution(layout, designDpi(design, photo));
    const budget = {
      type: 'image/jpeg',
      qualities: JPEG_QUALITIES,
      maxBytes: MAX_UPLOAD_BYTES - PDF_OVERHEAD_BYTES,
      onDrawn: () => onProgress(PRINT_PROGRESS.drawn),
    };
    const page = await encodeWithin(size, (surface) => drawPrintPage(surface, photo, design, layout), budget, steps);
    onProgress(PRINT_PROGRESS.encoded);
    const pdf = await assemblePrintPdf(await page.blob.arrayBuffer(), layout);
    steps.checkpoint();
    if (pdf.byteLength > MAX_UPLOAD_BYTES) throw new Error('The print file is over the upload limit');
    onProgress(PRINT_PROGRESS.assembled);
    const ppi = (page.width * CM_PER_INCH) / layout.pageWidth;
    // pdf-lib writes into a plain ArrayBuffer, never a shared one.
    const bytes = pdf as Uint8Array<ArrayBuffer>;
    return { blob: new Blob([bytes], { type: 'application/pdf' }), width: page.width, height: page.height, ppi };
  } finally {
    photo.close();
  }
}
