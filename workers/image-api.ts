/**
 * The image pipeline's API, typed once here: the worker exposes it and the main-thread fallback
 * runs the same object. Worker side: no DOM, no React, only pure src/domain code.
 */
import type { DesignConfig, Rotation } from '@/domain/design';
import { inspectImageBytes, sniffImageType, type ImageFacts, type ImageRefusal } from '@/domain/image-bytes';
import { MAX_IMAGE_FILE_BYTES } from '@/domain/image-limits';
import type { SurfaceFactory } from './draw-surface';
import { makePreviewBitmap } from './preview-bitmap';
import { makePrintFile, type PrintResult } from './print-file';
import { makeProof } from './proof';
import { makeUploadFile, type UploadResult } from './upload-file';

export type { UploadResult } from './upload-file';
export type { PrintResult } from './print-file';

export type OpenResult =
  | { readonly ok: true; readonly facts: ImageFacts; readonly preview: ImageBitmap }
  | { readonly ok: false; readonly refusal: ImageRefusal | { readonly reason: 'file-too-big' } };

export interface ImageApi {
  /** Reads the file's bytes, refuses what the pipeline cannot take, and decodes the preview once. */
  open(job: number, file: Blob): Promise<OpenResult>;
  makeUpload(job: number, file: Blob, facts: ImageFacts, rotation: Rotation): Promise<UploadResult>;
  /** The proof JPEG of the design, drawn from the preview bitmap (the caller keeps its bitmap). */
  makeProof(job: number, preview: ImageBitmap, design: DesignConfig): Promise<Blob>;
  /** The print PDF, from the original photo; `onProgress` hears the fraction done after each step. */
  makePrint(job: number, file: Blob, design: DesignConfig, onProgress: (fraction: number) => void): Promise<PrintResult>;
  /** Stops a job at its next step; its caller has already been told. */
  cancel(job: number): Promise<void>;
}

/**
 * A preview whose job was cancelled while it decoded is closed here instead of being sent to a
 * caller that has already gone (an ImageBitmap holds megabytes outside the JS heap).
 */
function keepUnlessCancelled(preview: ImageBitmap, checkpoint: () => void): ImageBitmap {
  try {
    checkpoint();
  } catch (error) {
    preview.close();
    throw error;
  }
  return preview;
}

export function createImageApi(surfaces: SurfaceFactory): ImageApi {
  const cancelled = new Set<number>();
  const checkpointFor = (job: number) => () => {
    if (cancelled.has(job)) throw new DOMException('Cancelled', 'AbortError');
  };
  async function run<T>(job: number, work: (checkpoint: () => void) => Promise<T>): Promise<T> {
    try {
      const checkpoint = checkpointFor(job);
      checkpoint();
      return await work(checkpoint);
    } finally {
      cancelled.delete(job);
    }
  }
  return {
    open: (job, file) =>
      run(job, async (checkpoint): Promise<OpenResult> => {
        // Other types are refused from their first bytes, before a large file is read whole.
        const head = sniffImageType(new Uint8Array(await file.slice(0, 1024).arrayBuffer()));
        if (head !== 'image/png' && head !== 'image/jpeg') return { ok: false, refusal: { reason: 'type', type: head } };
        if (file.size > MAX_IMAGE_FILE_BYTES) return { ok: false, refusal: { reason: 'file-too-big' } };
        const inspection = inspectImageBytes(new Uint8Array(await file.arrayBuffer()));
        checkpoint();
        if (!inspection.ok) {
          const { ok, ...refusal } = inspection;
          return { ok, refusal };
        }
        const { ok, ...facts } = inspection;
        const preview = await makePreviewBitmap(file, facts).catch(() => null);
        if (!preview) return { ok: false, refusal: { reason: 'corrupt' } };
        return { ok, facts, preview: keepUnlessCancelled(preview, checkpoint) };
      }),
    makeUpload: (job, file, facts, rotation) =>
      run(job, (checkpoint) => makeUploadFile(file, facts, rotation, { surfaces, checkpoint })),
    makeProof: (job, preview, design) => run(job, (checkpoint) => makeProof(preview, design, { surfaces, checkpoint })),
    makePrint: (job, file, design, onProgress) =>
      run(job, (checkpoint) => makePrintFile(file, design, { checkpoint }, onProgress)),
    cancel: async (job) => {
      cancelled.add(job);
    },
  };
}
