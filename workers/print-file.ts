/**
 * The print file in the worker: the photo's own bytes placed on the page by src/print-file (the same
 * assembly the server uses), with pdf-lib and the assembly loaded only when a print file is made.
 * Progress is reported as each step ends.
 */
import type { DesignConfig } from '@/domain/design';
import { MAX_UPLOAD_BYTES } from '@/domain/image-limits';
import type { PipelineSteps } from './encode-within';

export interface PrintResult {
  readonly blob: Blob;
  /** The photo's stored pixel size, as embedded, and its real density on the piece. */
  readonly width: number;
  readonly height: number;
  readonly ppi: number;
}

/** Fraction of the work done once each step ends. */
const PRINT_PROGRESS = { started: 0.05, read: 0.3, loaded: 0.5, built: 1 } as const;

export async function makePrintFile(
  file: Blob,
  design: DesignConfig,
  steps: Pick<PipelineSteps, 'checkpoint'>,
  onProgress: (fraction: number) => void,
): Promise<PrintResult> {
  onProgress(PRINT_PROGRESS.started);
  const photo = new Uint8Array(await file.arrayBuffer());
  steps.checkpoint();
  onProgress(PRINT_PROGRESS.read);
  const { buildPrintFile } = await import('@/print-file/build-print-file');
  steps.checkpoint();
  onProgress(PRINT_PROGRESS.loaded);
  const made = await buildPrintFile(photo, design);
  steps.checkpoint();
  if (made.bytes.byteLength > MAX_UPLOAD_BYTES) throw new Error('The print file is over the upload limit');
  onProgress(PRINT_PROGRESS.built);
  const { widthPx, heightPx, ppi } = made.image;
  return { blob: new Blob([made.bytes], { type: 'application/pdf' }), width: widthPx, height: heightPx, ppi };
}
