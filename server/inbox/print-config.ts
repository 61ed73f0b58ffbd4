/** Limits of the print files the inbox builds (print-pool.ts), from INBOX_PRINT_* variables. */
export interface PrintLimits {
  /** Print files built at once, each in a worker thread of its own (INBOX_PRINT_WORKERS). */
  readonly workers: number;
  /** Each worker's JavaScript heap cap in MB (INBOX_PRINT_HEAP_MB): past it that build ends, not the server. */
  readonly heapMb: number;
  /** How long one build may take (INBOX_PRINT_SECONDS): past it the worker is ended and the order kept without print file. */
  readonly timeoutMs: number;
  /**
   * Largest PNG, in pixels, that is decoded to be printed (INBOX_PRINT_DECODE_MP, in megapixels). A
   * PNG with transparency or interlacing cannot go into the PDF as it is: pdf-lib decodes it whole,
   * about 16 bytes per pixel outside the heap cap, so this cap is what bounds that memory. JPEGs and
   * other PNGs are never decoded and only meet the 100 MP cap of every photo.
   */
  readonly decodeMaxPixels: number;
}

export const defaultPrintLimits: PrintLimits = { workers: 1, heapMb: 256, timeoutMs: 60_000, decodeMaxPixels: 24_000_000 };

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value?.trim() || Number.NaN);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : fallback;
}

export function printLimitsFromEnv(env: NodeJS.ProcessEnv): PrintLimits {
  const d = defaultPrintLimits;
  return {
    workers: positiveInteger(env.INBOX_PRINT_WORKERS, d.workers),
    heapMb: positiveInteger(env.INBOX_PRINT_HEAP_MB, d.heapMb),
    timeoutMs: positiveInteger(env.INBOX_PRINT_SECONDS, d.timeoutMs / 1000) * 1000,
    decodeMaxPixels: positiveInteger(env.INBOX_PRINT_DECODE_MP, d.decodeMaxPixels / 1e6) * 1e6,
  };
}
