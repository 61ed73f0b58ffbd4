import { formConfig } from '@/config/runtime';
import type { DesignConfig } from '@/domain/design';
import { makePrint, type PrintResult } from '@/image/image-client';
import type { ShopperImage } from '@/image/types';
import { useDesignJob, type DesignJob } from './use-design-job';

const printJob: DesignJob<PrintResult> = (image, design, signal, onProgress) => makePrint(image.original, design, onProgress, signal);
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
