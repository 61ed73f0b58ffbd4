/**
 * The print file in the worker: the photo's own bytes placed on the page by src/print-file (the same
 * assembly the server uses), with pdf-lib and the assembly loaded only when a print file is made.
 * Only a photo whose PDF would pass the 25 MB a form service takes per file is decoded and encoded
 * once, as the upload file is, within that limit less the PDF's own few kilobytes. Progress is
 * reported as each step ends.
 */
import type { DesignConfig } from '@/domain/design';
import { inspectImageBytes } from '@/domain/image-bytes';
import { MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import type { PipelineSteps } from './encode-within';
import { fetchedFonts, type FontUrls } from './text-fonts';
import { makeUploadFile } from './upload-file';

export interface PrintResult {
  readonly blob: Blob;
  /** The photo's stored pixel size, as embedded, and its real density on the piece. */
  readonly width: number;
  readonly height: number;
  readonly ppi: number;
}

/** Fraction of the work done once each step ends. */
const PRINT_PROGRESS = { started: 0.05, read: 0.3, loaded: 0.5, built: 1 } as const;

/** Room for the PDF's own objects around the photo (about 3 KB in practice, more with an IA checkerboard). */
const PDF_OVERHEAD_BYTES = 64 * 1024;

/** The photo made to fit the upload limit with the PDF around it: decoded upright (no EXIF left), encoded once. */
async function photoWithinLimit(file: Blob, photo: Uint8Array<ArrayBuffer>, steps: PipelineSteps): Promise<Uint8Array> {
  const facts = inspectImageBytes(photo);
  if (!facts.ok) throw new Error('The photo cannot be printed');
  // From the file itself: a Blob of the bytes already read would be one more copy of a photo over 25 MB.
  const smaller = await makeUploadFile(file, facts, steps, MAX_UPLOAD_BYTES - PDF_OVERHEAD_BYTES);
  steps.checkpoint();
  return new Uint8Array(await smaller.blob.arrayBuffer());
}

export async function makePrintFile(
  file: Blob,
  design: DesignConfig,
  steps: PipelineSteps,
  onProgress: (fraction: number) => void,
  fonts: FontUrls,
): Promise<PrintResult> {
  onProgress(PRINT_PROGRESS.started);
  const photo = new Uint8Array(await file.arrayBuffer());
  steps.checkpoint();
  onProgress(PRINT_PROGRESS.read);
  const { buildPrintFile } = await import('@/print-file/build-print-file');
  // The text drawing brings fontkit: loaded only for a design with words on it.
  const hasText = design.texts.some((layer) => layer.text !== '');
  const layers = hasText ? [(await import('@/print-file/text-layers')).textPrintLayer(design, fetchedFonts(fonts))] : [];
  steps.checkpoint();
  onProgress(PRINT_PROGRESS.loaded);
  let made = await buildPrintFile(photo, design, { layers });
  steps.checkpoint();
  if (made.bytes.byteLength > MAX_UPLOAD_BYTES) made = await buildPrintFile(await photoWithinLimit(file, photo, steps), design, { layers });
  if (made.bytes.byteLength > MAX_UPLOAD_BYTES) throw new Error('The print file is over the upload limit');
  onProgress(PRINT_PROGRESS.built);
  const { widthPx, heightPx, ppi } = made.image;
  return { blob: new Blob([made.bytes], { type: 'application/pdf' }), width: widthPx, height: heightPx, ppi };
}
