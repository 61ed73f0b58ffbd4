/**
 * The print file in the worker: the photo's own bytes placed on the page by src/print-file (the same
 * assembly the server uses), with pdf-lib and the assembly loaded only when a print file is made.
 * The PDF is a Blob of its own few kilobytes around slices of the photo file, so the photo's bytes
 * are read once, to find its segments, and never copied. Only a photo whose PDF would pass the 25 MB
 * a form service takes per file is decoded and encoded once, as the upload file is, within that limit
 * less the PDF's own few kilobytes. Progress is reported as each step ends.
 */
import type { DesignConfig } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import { MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import type { PrintFile, PrintLayer } from '@/print-file/build-print-file';
import type { PipelineSteps } from './encode-within';
import { fetchedFonts, type FontUrls } from './text-fonts';
import { blobOfParts, makeUploadFile } from './upload-file';
import { readBytes } from './read-bytes';

export interface PrintResult {
  readonly blob: Blob;
  /** The photo's stored pixel size, as embedded, and its real density on the piece. */
  readonly width: number;
  readonly height: number;
  readonly ppi: number;
}

/** Fraction of the work done once each step ends (reading the photo is part of building the PDF). */
const PRINT_PROGRESS = { started: 0.05, loaded: 0.3, built: 1 } as const;

/** Room for the PDF's own objects around the photo (about 3 KB in practice, more with an IA checkerboard). */
const PDF_OVERHEAD_BYTES = 64 * 1024;

type Build = (photo: Uint8Array, design: DesignConfig, options: { layers: PrintLayer[] }) => Promise<PrintFile>;

/** The PDF of `design` with the photo in `file`, as a Blob of its own bytes and the file's slices. */
async function printOf(file: Blob, build: Build, design: DesignConfig, layers: PrintLayer[]): Promise<{ made: PrintFile; blob: Blob }> {
  // The bytes are only read: once built, the PDF names ranges of them, which the Blob takes from the file.
  const made = await build(await readBytes(file), design, { layers });
  return { made, blob: blobOfParts(file, made.parts, 'application/pdf') };
}

/** The photo made to fit the upload limit with the PDF around it: decoded upright (no EXIF left), encoded once. */
async function photoWithinLimit(file: Blob, facts: ImageFacts, steps: PipelineSteps): Promise<Blob> {
  const smaller = await makeUploadFile(file, facts, steps, MAX_UPLOAD_BYTES - PDF_OVERHEAD_BYTES);
  steps.checkpoint();
  return smaller.blob;
}

export async function makePrintFile(
  file: Blob,
  design: DesignConfig,
  steps: PipelineSteps,
  onProgress: (fraction: number) => void,
  fonts: FontUrls,
): Promise<PrintResult> {
  onProgress(PRINT_PROGRESS.started);
  const { buildPrintFile } = await import('@/print-file/build-print-file');
  // The text drawing brings fontkit: loaded only for a design with words on it.
  const hasText = design.texts.some((layer) => layer.text !== '');
  const layers = hasText ? [(await import('@/print-file/text-layers')).textPrintLayer(design, fetchedFonts(fonts))] : [];
  steps.checkpoint();
  onProgress(PRINT_PROGRESS.loaded);
  let print = await printOf(file, buildPrintFile, design, layers);
  steps.checkpoint();
  if (print.made.size > MAX_UPLOAD_BYTES) {
    // The facts the first build read: the file is not read again to learn them.
    print = await printOf(await photoWithinLimit(file, print.made.photo, steps), buildPrintFile, design, layers);
  }
  if (print.made.size > MAX_UPLOAD_BYTES) throw new Error('The print file is over the upload limit');
  onProgress(PRINT_PROGRESS.built);
  const { widthPx, heightPx, ppi } = print.made.image;
  return { blob: print.blob, width: widthPx, height: heightPx, ppi };
}
