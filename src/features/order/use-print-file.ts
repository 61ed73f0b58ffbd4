import { formConfig } from '@/config/runtime';
import type { DesignConfig } from '@/domain/design';
import type { PrintResult } from '@/image/image-client';
import type { ShopperImage } from '@/image/types';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { useDesignJob, type DesignJob } from './use-design-job';

// The image pipeline's client (comlink) arrives after the page has painted.
const printJob: DesignJob<PrintResult> = (image, design, signal, onProgress) =>
  loadChunk('el archivo de impresión', () => import('@/image/image-client')).then(({ makePrint }) =>
    makePrint(image.original, design, onProgress, signal),
  );
const pdfOf = (result: PrintResult) => result.blob;

/**
 * The print PDF, started as soon as the order page has the photo and a chosen size, so it is usually
 * ready before the shopper has typed their details. Not made when the build leaves it out.
 */
export function usePrintFile(image: ShopperImage | null, design: DesignConfig) {
  const enabled = formConfig.sendPrint && design.sizeCode !== null;
  const { view, waitFor } = useDesignJob(image, design, printJob, pdfOf, enabled);
  return { print: view, waitForPrint: waitFor };
}
