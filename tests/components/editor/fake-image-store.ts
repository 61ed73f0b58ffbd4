/** Stand-in for '@/image/image-store' in component tests: state set by the test, calls recorded. */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { ImageState, ShopperImage } from '@/image/types';

const empty: ImageState = { image: null, busy: false, error: null, notice: null };
let state: ImageState = empty;
const listeners = new Set<() => void>();

export function setFakeImageState(change: Partial<ImageState>): void {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

export function resetFakeImageStore(): void {
  state = empty;
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

export const getImageState = () => state;
export const subscribeImage = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
export const useImageState = () => useSyncExternalStore(subscribeImage, getImageState, getImageState);
export const loadImage = vi.fn(async () => true);
export const removeImage = vi.fn();
export const clearImageError = vi.fn();
export const prepareUpload = vi.fn();
export const getUploadFile = vi.fn();
