/**
 * The image pipeline's API, typed once here: the worker exposes it and the main-thread fallback
 * runs the same object. Worker side: no DOM, no React, only pure src/domain code.
 */
import type { HexColor } from '@/domain/background-color';
import type { DesignConfig } from '@/domain/design';
import type { ImageFacts } from '@/domain/image-bytes';
import type { PhotoPart } from './design-draw';
import type { SurfaceFactory } from './draw-surface';
import { openPhoto, type OpenResult } from './open-photo';
import { photoColors } from './photo-colors';
import { makePrintFile, type PrintResult } from './print-file';
import { makeProof } from './proof';
import { makeUploadFile, type UploadResult } from './upload-file';
import type { FontUrls } from './text-fonts';
import { warmDecoders } from './warm-up';

export type { UploadResult } from './upload-file';
export type { PrintResult } from './print-file';
export type { OpenResult } from './open-photo';
export type { FontUrls } from './text-fonts';

export interface ImageApi {
  /** Reads the file's bytes, refuses what the pipeline cannot take, converts WebP, AVIF and HEIC, and decodes the preview once. */
  open(job: number, file: Blob): Promise<OpenResult>;
  /** The photo's own bytes, stripped of metadata, whatever the design's rotation (the print file turns it). */
  makeUpload(job: number, file: Blob, facts: ImageFacts): Promise<UploadResult>;
  /** The proof JPEG of the design, drawn from the part of the preview it shows; that bitmap is the job's own, closed once drawn. */
  makeProof(job: number, photo: PhotoPart<ImageBitmap>, design: DesignConfig, fonts: FontUrls): Promise<Blob>;
  /** The print PDF, from the original photo; `onProgress` hears the fraction done after each step. */
  makePrint(job: number, file: Blob, design: DesignConfig, fonts: FontUrls, onProgress: (fraction: number) => void): Promise<PrintResult>;
  /** Up to five dominant colours of a sample of the preview, most common first; the sample is the job's own, closed once counted. */
  photoColors(job: number, sample: ImageBitmap): Promise<HexColor[]>;
  /** Loads and sets up the decoders ahead of the first photo; the bitmaps it made are the page's to close. */
  warm(job: number): Promise<ImageBitmap[]>;
  /** Stops a job at its next step; its caller has already been told. */
  cancel(job: number): Promise<void>;
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
    open: (job, file) => run(job, (checkpoint) => openPhoto(file, { surfaces, checkpoint })),
    makeUpload: (job, file, facts) => run(job, (checkpoint) => makeUploadFile(file, facts, { surfaces, checkpoint })),
    makeProof: (job, photo, design, fonts) =>
      run(job, (checkpoint) => makeProof(photo, design, { surfaces, checkpoint }, fonts)).finally(() => photo.bitmap.close()),
    makePrint: (job, file, design, fonts, onProgress) =>
      run(job, (checkpoint) => makePrintFile(file, design, { surfaces, checkpoint }, onProgress, fonts)),
    photoColors: (job, sample) => run(job, async () => photoColors(sample, surfaces)).finally(() => sample.close()),
    warm: (job) => run(job, () => warmDecoders(surfaces)),
    cancel: async (job) => {
      cancelled.add(job);
    },
  };
}
