import type { DesignConfig } from '@/domain/design';
import type { ShopperImage } from '@/image/types';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { useDesignJob, type DesignJob } from './use-design-job';

// The image pipeline's client (comlink) is not needed to paint the page, so it arrives afterwards.
const proofJob: DesignJob<Blob> = (image, design, signal) =>
  loadChunk('la vista previa', () => import('@/image/image-client')).then(({ makeProof }) => makeProof(image.preview, design, signal));
const itself = (blob: Blob) => blob;

/** The proof JPEG of `design` with `image`, composed in the worker once per pair. */
export function useProof(image: ShopperImage | null, design: DesignConfig) {
  const { view, waitFor } = useDesignJob(image, design, proofJob, itself);
  return { view, waitForProof: waitFor };
}
