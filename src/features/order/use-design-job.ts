import { useCallback, useEffect, useRef, useState } from 'react';
import type { DesignConfig } from '@/domain/design';
import type { ShopperImage } from '@/image/types';

/** idle: nothing to make (no photo, or turned off) · working · ready · failed. */
export type JobStatus = 'idle' | 'working' | 'ready' | 'failed';

export interface JobView<T> {
  readonly status: JobStatus;
  /** Fraction done, 0 to 1, while working. */
  readonly progress: number;
  readonly value: T | null;
  /** Object URL of the made file while it is shown; revoked when the page leaves or the design changes. */
  readonly url: string | null;
}

export type DesignJob<T> = (image: ShopperImage, design: DesignConfig, signal: AbortSignal, onProgress: (fraction: number) => void) => Promise<T>;

interface Made<T> extends JobView<T> {
  readonly image: ShopperImage;
  readonly design: DesignConfig;
}

const IDLE: JobView<never> = { status: 'idle', progress: 0, value: null, url: null };

/**
 * Runs a worker job for the photo and design once per pair, from the moment the page has both, and
 * cancels it when either changes or the page leaves. `waitFor` hands the sending code the same result
 * the page shows (null without a photo, when turned off, or when the job failed).
 */
export function useDesignJob<T>(image: ShopperImage | null, design: DesignConfig, job: DesignJob<T>, fileOf: (value: T) => Blob, enabled = true) {
  const [made, setMade] = useState<Made<T> | null>(null);
  const pending = useRef<Promise<T | null>>(Promise.resolve(null));

  useEffect(() => {
    if (!image || !enabled) {
      pending.current = Promise.resolve(null);
      return undefined;
    }
    const controller = new AbortController();
    let url: string | null = null;
    let settled = false;
    const show = (view: JobView<T>) => {
      if (!controller.signal.aborted) setMade({ image, design, ...view });
    };
    // Progress comes through the worker's own message port and may arrive after the result
    // (Firefox): once the job has settled it would undo the ready state, so it is ignored.
    const onProgress = (progress: number) => {
      if (!settled) show({ ...IDLE, status: 'working', progress });
    };
    const settle = (view: JobView<T>) => {
      settled = true;
      show(view);
    };
    show({ status: 'working', progress: 0, value: null, url: null });
    pending.current = job(image, design, controller.signal, onProgress).then(
      (value) => {
        if (!controller.signal.aborted) url = URL.createObjectURL(fileOf(value));
        settle({ status: 'ready', progress: 1, value, url });
        return value;
      },
      () => {
        settle({ ...IDLE, status: 'failed' });
        return null;
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [image, design, job, fileOf, enabled]);

  const waitFor = useCallback(() => pending.current, []);
  const current = made && made.image === image && made.design === design && image !== null && enabled;
  const view: JobView<T> = current ? { status: made.status, progress: made.progress, value: made.value, url: made.url } : IDLE;
  return { view, waitFor };
}
