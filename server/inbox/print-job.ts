import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { joinParts } from '../../src/domain/byte-ranges';
import type { DesignConfig } from '../../src/domain/design';
import { sniffImageType } from '../../src/domain/image-bytes';
import { readUint32, walkPng } from '../../src/domain/image-bytes-png';
import { buildPrintFile } from '../../src/print-file/build-print-file';
import { pngPassthrough } from '../../src/print-file/png-passthrough';
import { textPrintLayer } from '../../src/print-file/text-layers';
import { diskFonts } from './disk-fonts';
import { checkPrintPdf } from './print-check';
import { writeDurably } from '../files/durable-write';
import type { PrintFacts } from '../orders/submission-record';
import type { PanelJob } from '../production/panel-file';

/** One print file to build, as posted to a print worker. */
export interface PrintJob {
  /** The order's photo, already checked when it arrived (upload-check.ts). */
  readonly photoPath: string;
  /** Where the PDF goes: a new file, written and flushed before the answer. */
  readonly outPath: string;
  readonly design: DesignConfig;
  readonly decodeMaxPixels: number;
}

/** What the pool posts to a print worker: a print file to build, or a production plan's panel. */
export type PrintWorkerMessage =
  | { readonly kind: 'print'; readonly job: PrintJob }
  /** `part`: where the worker writes the panel before linking it in (the pool removes it if the worker is ended). */
  | { readonly kind: 'panel'; readonly job: PanelJob; readonly part: string };

export type PrintJobResult =
  | { readonly ok: true; readonly size: number; readonly sha256: string; readonly facts: PrintFacts }
  /** `reason` is for the store, in Spanish; `detail`, for the server's log. */
  | { readonly ok: false; readonly reason: string; readonly detail?: string };

const megapixels = (pixels: number): string => `${Math.round(pixels / 1e5) / 10} MP`;

/** Why a PNG is not decoded: it would have to be decoded whole (transparency, interlacing) and has too many pixels. */
function decodeRefusal(bytes: Uint8Array, maxPixels: number): string | null {
  if (sniffImageType(bytes) !== 'image/png') return null;
  const walk = walkPng(bytes);
  const header = walk.chunks[0];
  if (!header || pngPassthrough(bytes, walk)) return null;
  const pixels = readUint32(bytes, header.start + 8) * readUint32(bytes, header.start + 12);
  if (pixels <= maxPixels) return null;
  return `la foto es un PNG con transparencia de ${megapixels(pixels)}, y el servidor arma esas fotos hasta ${megapixels(maxPixels)}: armá el archivo de impresión con la foto original.`;
}

/**
 * Builds one print file, in a print worker: the photo's own bytes and the design through the same
 * assembly the browser uses (src/print-file), its text layers as vector text with the fonts read
 * from disk. The PDF passes the print file's own checks before it is kept.
 */
export async function buildPrintInto(job: PrintJob): Promise<PrintJobResult> {
  const bytes = new Uint8Array(await readFile(job.photoPath));
  const refusal = decodeRefusal(bytes, job.decodeMaxPixels);
  if (refusal) return { ok: false, reason: refusal };
  const built = await buildPrintFile(bytes, job.design, { layers: [textPrintLayer(job.design, diskFonts)] });
  const pdf = joinParts(bytes, built.parts);
  const facts = await checkPrintPdf(pdf);
  if (!facts) return { ok: false, reason: 'el archivo armado no pasó su propia revisión.' };
  await writeDurably(job.outPath, pdf);
  return { ok: true, size: pdf.length, sha256: createHash('sha256').update(pdf).digest('hex'), facts };
}
