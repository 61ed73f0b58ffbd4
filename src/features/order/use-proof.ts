import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignConfig } from '@/domain/design';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import type { ShopperImage } from '@/image/types';

export interface ProofView {
  /** Object URL of the proof JPEG while it is shown; revoked when the page leaves or the design changes. */
  readonly url: string | null;
  readonly failed: boolean;
}

interface ProofResult extends ProofView {
  readonly image: ShopperImage;
  readonly design: DesignConfig;
}

const NO_PROOF: ProofView = { url: null, failed: false };

/**
 * Composes the proof of `design` with `image` once per pair; `waitForProof` hands the sending
 * code the same JPEG the page shows (null without an image or when composing failed).
 */
export function useProof(image: ShopperImage | null, design: DesignConfig) {
  const [result, setResult] = useState<ProofResult | null>(null);
  const pending = useRef<Promise<Blob | null>>(Promise.resolve(null));

  useEffect(() => {
    if (!image) {
      pending.current = Promise.resolve(null);
      return undefined;
    }
    let live = true;
    let url: string | null = null;
    // The proof's code is not needed to paint the page, so it arrives afterwards.
    const composing = loadChunk('la vista previa', () => import('@/image/compose-proof'));
    pending.current = composing.then(({ composeProof }) => composeProof(image.preview, design)).then(
      (blob) => {
        if (live) {
          url = URL.createObjectURL(blob);
          setResult({ image, design, url, failed: false });
        }
        return blob;
      },
      () => {
        if (live) setResult({ image, design, url: null, failed: true });
        return null;
      },
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, design]);

  const waitForProof = useCallback(() => pending.current, []);
  const current = result && result.image === image && result.design === design;
  const view: ProofView = current ? { url: result.url, failed: result.failed } : NO_PROOF;
  return { view, waitForProof };
}
