import type { DesignConfig } from '@/domain/design';
import { makeProof } from '@/image/image-client';
import type { ShopperImage } from '@/image/types';
import { useDesignJob, type DesignJob } from './use-design-job';

const proofJob: DesignJob<Blob> = (image, design, signal) => makeProof(image.preview, design, signal);
const itself = (blob: Blob) => blob;

/** The proof JPEG of `design` with `image`, composed in the worker once per pair. */
export function useProof(image: ShopperImage | null, design: DesignConfig) {
  const { view, waitFor } = useDesignJob(image, design, proofJob, itself);
  return { view, waitForProof: waitFor };
}
