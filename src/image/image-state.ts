/**
 * The shopper's photo as the pages read it, apart from the pipeline that changes it (image-store.ts):
 * the order page reads it on its first paint, and loads the pipeline only when there is a photo to
 * show or to bring back from a draft.
 */
import { useSyncExternalStore } from 'react';
import { createListenerStore } from '@/domain/listener-store';
import type { ImageState } from './types';

export const imageState = createListenerStore<ImageState>({ image: null, placeholder: null, busy: false, error: null, notice: null });

export function useImageState(): ImageState {
  return useSyncExternalStore(imageState.subscribe, imageState.get, imageState.get);
}
