/**
 * Stand-in for '@/image/image-store' in component tests: state set by the test, calls recorded.
 * `satisfies` holds it to the real module's exports, so a change there fails the type check here.
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import { createListenerStore } from '@/domain/listener-store';
import type * as imageStore from '@/image/image-store';
import type { ImageState, ShopperImage } from '@/image/types';

type ImageStore = typeof imageStore;

const empty: ImageState = { image: null, placeholder: null, busy: false, error: null, notice: null };
const state = createListenerStore(empty);

const fake = {
  getImageState: state.get,
  subscribeImage: state.subscribe,
  useImageState: () => useSyncExternalStore(state.subscribe, state.get, state.get),
  // Like the real store, tells that the photo is shown before it settles.
  loadImage: vi.fn<ImageStore['loadImage']>(async (_file, _name, onShown) => {
    onShown?.();
    return true;
  }),
  removeImage: vi.fn<ImageStore['removeImage']>(),
  clearImageError: vi.fn<ImageStore['clearImageError']>(),
  prepareUpload: vi.fn<ImageStore['prepareUpload']>(),
  preparePlaceholder: vi.fn<ImageStore['preparePlaceholder']>(),
  getUploadFile: vi.fn<ImageStore['getUploadFile']>(),
} satisfies ImageStore;

export const { getImageState, subscribeImage, useImageState, loadImage, removeImage, clearImageError, prepareUpload, preparePlaceholder, getUploadFile } =
  fake;

export function setFakeImageState(change: Partial<ImageState>): void {
  state.set({ ...state.get(), ...change });
}

export function resetFakeImageStore(): void {
  state.set(empty);
  vi.clearAllMocks();
}

const MockBitmap = ImageBitmap as unknown as new (width: number, height: number) => ImageBitmap;

export function fakeImage(id: string, width = 4000, height = 3000): ShopperImage {
  return {
    id,
    fileName: `${id}.jpg`,
    kind: 'image/jpeg',
    width,
    height,
    preview: new MockBitmap(Math.round(width / 2), Math.round(height / 2)),
    original: new Blob(['x'], { type: 'image/jpeg' }),
  };
}
