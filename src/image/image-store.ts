/**
 * The shopper's photo as app state: loading it through the pipeline, its preview, and the upload
 * file per rotation. React reads it with useImageState; everything else calls the plain functions.
 */
import { useSyncExternalStore } from 'react';
import type { Rotation } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import {
  IMAGE_FAILED_MESSAGE,
  IMAGE_FILE_TOO_BIG_MESSAGE,
  IMAGE_MISSING_MESSAGE,
  refusalMessage,
  scaledDownNotice,
} from '@/domain/image-messages';
import { isAbortError, openImage } from './image-client';
import type { ImageState, ShopperImage } from './types';
import { uploadFileName } from './upload-name';
import { createUploadJobs, type UploadSource } from './upload-jobs';
import type { OpenResult } from '../../workers/image-api';

let state: ImageState = { image: null, busy: false, error: null, notice: null };
let facts: ImageFacts | null = null;
let loading: AbortController | null = null;
let loadCount = 0;
const listeners = new Set<() => void>();

function update(change: Partial<ImageState>): void {
  const next = { ...state, ...change };
  next.busy = loading !== null || uploads.isBusy();
  if (Object.keys(next).every((key) => next[key as keyof ImageState] === state[key as keyof ImageState])) return;
  state = next;
  for (const listener of listeners) listener();
}

const uploads = createUploadJobs({
  onChange: () => update({}),
  // The shopper hears about a smaller upload as soon as it is made, not only when sending.
  onMade: (imageId, made) => {
    if (state.image?.id !== imageId) return;
    update({ notice: made.scaled ? scaledDownNotice(made.width, made.height) : null });
  },
});

export function getImageState(): ImageState {
  return state;
}

export function subscribeImage(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useImageState(): ImageState {
  return useSyncExternalStore(subscribeImage, getImageState, getImageState);
}

function refusalText(result: Extract<OpenResult, { ok: false }>): string {
  return result.refusal.reason === 'file-too-big' ? IMAGE_FILE_TOO_BIG_MESSAGE : refusalMessage(result.refusal);
}

function defaultName(file: Blob): string {
  return file instanceof File ? file.name : 'foto';
}

export async function loadImage(file: Blob, fileName: string = defaultName(file)): Promise<boolean> {
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  update({ error: null });
  let result: OpenResult;
  try {
    result = await openImage(file, controller.signal);
  } catch (error) {
    if (isAbortError(error)) return false;
    if (loading === controller) {
      loading = null;
      update({ error: IMAGE_FAILED_MESSAGE });
    }
    return false;
  }
  if (loading !== controller) return false;
  loading = null;
  if (!result.ok) {
    update({ error: refusalText(result) });
    return false;
  }
  uploads.reset();
  facts = result.facts;
  const image: ShopperImage = {
    // A counter, not crypto.randomUUID(), which plain-http origins do not have.
    id: `foto-${Date.now()}-${(loadCount += 1)}`,
    fileName,
    kind: result.facts.type,
    width: result.facts.uprightWidth,
    height: result.facts.uprightHeight,
    preview: result.preview,
    original: file,
  };
  // The previous preview bitmap is left to garbage collection: the canvas may still draw it until React re-renders.
  update({ image, error: null, notice: null });
  return true;
}

export function removeImage(): void {
  loading?.abort();
  loading = null;
  facts = null;
  uploads.reset();
  update({ image: null, error: null, notice: null });
}

export function clearImageError(): void {
  update({ error: null });
}

function currentSource(): UploadSource | null {
  const { image } = state;
  return image && facts ? { id: image.id, original: image.original, facts } : null;
}

export function prepareUpload(rotation: Rotation): void {
  const source = currentSource();
  if (source) uploads.prepare(source, rotation);
}

export async function getUploadFile(rotation: Rotation, signal?: AbortSignal): Promise<File> {
  const source = currentSource();
  if (!source) throw new Error(IMAGE_MISSING_MESSAGE);
  let result;
  try {
    result = await uploads.get(source, rotation, signal);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new Error(IMAGE_FAILED_MESSAGE, { cause: error });
  }
  return new File([result.blob], uploadFileName(result.blob.type), { type: result.blob.type });
}
