import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as ImageStoreModule from '@/image/image-store';
import type { ImageState } from '@/image/types';
import { loadChunk } from '@/platform/chunk-load/load-chunk';

type ImageStore = typeof ImageStoreModule;

const NO_IMAGE: ImageState = { image: null, placeholder: null, busy: false, error: null, notice: null };
const LOADING: ImageState = { ...NO_IMAGE, busy: true };
const noSubscription = () => () => undefined;

/**
 * The image store for this page, whose form paints before the image pipeline's code (comlink,
 * the store, drafts) has arrived: busy until it is there. Coming from the editor it is already
 * loaded and answers at once. If its code cannot be downloaded the page shows no photo, and the
 * form then tells the shopper to go back to the editor.
 */
export function useDeferredImageState(): ImageState {
  const [store, setStore] = useState<ImageStore | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadChunk('tu foto', () => import('@/image/image-store')).then(
      (loaded) => live && setStore(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, []);
  const fallback = failed ? NO_IMAGE : LOADING;
  const getState = store ? store.getImageState : () => fallback;
  return useSyncExternalStore(store ? store.subscribeImage : noSubscription, getState, getState);
}
