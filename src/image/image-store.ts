/**
 * The shopper's photo as app state: loading it through the pipeline, its preview, and its upload
 * file. React reads it with useImageState; everything else calls the plain functions. The state
 * itself lives in image-state.ts, which pages read without this pipeline's code.
 */
import type { ImageFacts } from '@/domain/image-bytes';
import {
  IMAGE_FAILED_MESSAGE,
  IMAGE_FILE_TOO_BIG_MESSAGE,
  IMAGE_MISSING_MESSAGE,
  refusalMessage,
  scaledDownNotice,
} from '@/domain/image-messages';
import { discardOpenResult, isAbortError, openImage } from './image-client';
import { imageState as store } from './image-state';
import { countFirstPixels, countPhotoReady, measurePhotoStep, measureWorkerSteps } from './photo-timing';
import { countStats } from '@/platform/stats/stats-queue';
import type { ImageState, ShopperImage, ShownPhoto } from './types';
import { uploadFileName } from './upload-name';
import { createUploadJob, type UploadSource } from './upload-job';
import type { OpenResult } from '../../workers/image-api';

let facts: ImageFacts | null = null;
let loading: AbortController | null = null;
let loadCount = 0;

function update(change: Partial<ImageState>): void {
  const state = store.get();
  const next = { ...state, ...change };
  // Only the opening holds the shopper: the upload file is made while they go on (sending waits for it).
  next.busy = loading !== null;
  // A new object only when a field changed, so React re-renders only then.
  if (Object.keys(next).every((key) => next[key as keyof ImageState] === state[key as keyof ImageState])) return;
  store.set(next);
}

const uploads = createUploadJob({
  // The shopper hears about a smaller upload as soon as it is made, not only when sending.
  onMade: (imageId, made) => {
    if (store.get().image?.id !== imageId) return;
    update({ notice: made.scaled ? scaledDownNotice(made.width, made.height) : null });
  },
});

export const getImageState = store.get;
export const subscribeImage = store.subscribe;
export { useImageState } from './image-state';

type OpenedImage = Extract<OpenResult, { ok: true }>;

function refusalText(result: Extract<OpenResult, { ok: false }>): string {
  return result.refusal.reason === 'file-too-big' ? IMAGE_FILE_TOO_BIG_MESSAGE : refusalMessage(result.refusal);
}

/**
 * Frees a replaced or removed photo's preview bitmap once nothing draws it: drawing a closed bitmap
 * throws, and the editor's Konva stage draws the old one until React has re-rendered and Konva has
 * repainted on an animation frame. Two frames cover both.
 */
function closeAfterRepaint(bitmap: ImageBitmap | undefined): void {
  if (!bitmap) return;
  requestAnimationFrame(() => requestAnimationFrame(() => bitmap.close()));
}

function setPlaceholder(placeholder: ShownPhoto | null): void {
  const previous = store.get().placeholder;
  update({ placeholder });
  if (previous !== placeholder) closeAfterRepaint(previous?.bitmap);
}

function shopperImage({ facts: opened, preview }: OpenedImage, original: Blob, fileName: string): ShopperImage {
  return {
    // A counter, not crypto.randomUUID(), which plain-http origins do not have.
    id: `foto-${Date.now()}-${(loadCount += 1)}`,
    fileName,
    kind: opened.type,
    width: opened.uprightWidth,
    height: opened.uprightHeight,
    preview,
    original,
  };
}

/** Makes `image` the current photo (or none) and drops the previous photo's upload jobs and preview. */
function setImage(image: ShopperImage | null, imageFacts: ImageFacts | null): void {
  const { image: previous, placeholder } = store.get();
  facts = imageFacts;
  uploads.reset();
  update({ image, placeholder: null, error: null, notice: null });
  closeAfterRepaint(previous?.preview);
  closeAfterRepaint(placeholder?.bitmap);
}

/**
 * The placeholder's code loads when a photo is on its way (readyForPhoto, or the choice itself), not
 * with the page: every page that holds a photo loads this store, and their first-load budgets are tight.
 */
const loadPlaceholderCode = () => import('./photo-placeholder');

/** The shopper heads for «Subir foto»: the placeholder's code is fetched meanwhile. */
export function preparePlaceholder(): void {
  void loadPlaceholderCode().catch(() => undefined);
}

/**
 * Shows the photo's EXIF thumbnail while the worker opens it, and tells `onShown`, unless the photo
 * came first or another was chosen since.
 */
async function showPlaceholder(file: Blob, controller: AbortController, chosenAt: number, onShown?: () => void): Promise<void> {
  const placeholder = await loadPlaceholderCode()
    .then(({ photoPlaceholder }) => photoPlaceholder(file))
    .catch(() => null);
  if (!placeholder) return;
  if (loading !== controller) {
    placeholder.bitmap.close();
    return;
  }
  measurePhotoStep('placeholder', chosenAt);
  countFirstPixels(chosenAt);
  setPlaceholder(placeholder);
  onShown?.();
}

/**
 * Opens `file` as the photo. `onShown` hears when it is first on the preview (its placeholder or its
 * preview), so the design starts anew from there and gestures on the placeholder are kept.
 */
export async function loadImage(file: Blob, fileName = file instanceof File ? file.name : 'foto', onShown?: () => void): Promise<boolean> {
  const chosenAt = performance.now();
  loading?.abort();
  const controller = new AbortController();
  loading = controller;
  // Handed to the worker first: the page's re-render for the changes below runs in the microtask
  // queue too, and would otherwise go first (about 50 ms on a laptop, 200 on a slow phone).
  const opening = openImage(file, controller.signal);
  // The last choice's placeholder, if it is still up, is not this photo.
  setPlaceholder(null);
  update({ error: null });
  void showPlaceholder(file, controller, chosenAt, onShown);
  let result: OpenResult;
  try {
    result = await opening;
  } catch (error) {
    if (isAbortError(error)) return false;
    if (loading === controller) {
      loading = null;
      setPlaceholder(null);
      update({ error: IMAGE_FAILED_MESSAGE });
    }
    return false;
  }
  if (loading !== controller) {
    discardOpenResult(result);
    return false;
  }
  // From here a placeholder still on its way is dropped (showPlaceholder checks `loading`).
  loading = null;
  if (!result.ok) {
    setPlaceholder(null);
    update({ error: refusalText(result) });
    countStats({ n: 'rechazo', r: result.refusal.reason });
    return false;
  }
  measureWorkerSteps(result.times, chosenAt);
  const handedAt = performance.now();
  // This photo's placeholder, if it came, is up; otherwise the photo is first shown now.
  const placeheld = store.get().placeholder !== null;
  // A converted WebP, AVIF or HEIC stands for the file from now on: drafts keep it, uploads start from it.
  setImage(shopperImage(result, result.converted ?? file, fileName), result.facts);
  // React's commit and the preview's draw, up to the frame that shows them.
  requestAnimationFrame(() =>
    setTimeout(() => {
      measurePhotoStep('commit and draw', handedAt);
      countPhotoReady(chosenAt, !placeheld);
    }, 0),
  );
  // In the same task as the photo, so React draws both in one render: a placeholder still on its way
  // was not awaited, as its late `onShown` cost a slow phone a render and a draw more (about 200 ms).
  if (!placeheld) onShown?.();
  return true;
}

export function removeImage(): void {
  loading?.abort();
  loading = null;
  setImage(null, null);
}

export function clearImageError(): void {
  update({ error: null });
}

function currentSource(): UploadSource | null {
  const { image } = store.get();
  return image && facts ? { id: image.id, original: image.original, facts } : null;
}

export function prepareUpload(): void {
  const source = currentSource();
  if (source) uploads.prepare(source);
}

export async function getUploadFile(signal?: AbortSignal): Promise<File> {
  const source = currentSource();
  if (!source) throw new Error(IMAGE_MISSING_MESSAGE);
  let result;
  try {
    result = await uploads.get(source, signal);
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new Error(IMAGE_FAILED_MESSAGE, { cause: error });
  }
  return new File([result.blob], uploadFileName(result.blob.type), { type: result.blob.type });
}
