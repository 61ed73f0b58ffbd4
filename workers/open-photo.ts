/**
 * Opening a photo in the worker: what cannot be taken is refused from its bytes; WebP, AVIF and
 * HEIC/HEIF are converted once to PNG or JPEG; then the preview bitmap is decoded once.
 */
import { inspectImageBytes, pixelRefusal, sniffImageType, type ImageFacts, type ImageRefusal } from '@/domain/image-bytes';
import { readConvertibleSize, type ConvertibleType } from '@/domain/image-bytes-convertible';
import { MAX_IMAGE_FILE_BYTES } from '@/domain/image-limits';
import { convertPhoto } from './convert-photo';
import type { PipelineSteps } from './encode-within';
import { makePreviewBitmap } from './preview-bitmap';
import { stepClock, type Step, type StepTimes } from './step-times';
import { readBytes } from './read-bytes';

export type OpenResult =
  | {
      readonly ok: true;
      readonly facts: ImageFacts;
      readonly preview: ImageBitmap;
      /** The PNG or JPEG made from a WebP, AVIF or HEIC file, which stands for it from now on; null for a PNG or JPEG. */
      readonly converted: Blob | null;
      /** How long its steps took, for the page's performance timeline. */
      readonly times: StepTimes;
    }
  | { readonly ok: false; readonly refusal: ImageRefusal | { readonly reason: 'file-too-big' } };

type Refused = Extract<OpenResult, { ok: false }>;

/** Enough of a file for its type, and for a JPEG's size and orientation (the segments before its first scan). */
const HEAD_BYTES = 256 * 1024;

const CONVERTIBLE: readonly string[] = ['webp', 'avif', 'heic'] satisfies ConvertibleType[];
const isConvertible = (type: string): type is ConvertibleType => CONVERTIBLE.includes(type);

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

/**
 * The PNG or JPEG made from a convertible file, or why it was refused: its type, whose message asks
 * for a JPG or PNG, when its header or pixels cannot be read here.
 */
async function convert(file: Blob, type: ConvertibleType, bytes: Uint8Array, steps: PipelineSteps): Promise<Blob | Refused> {
  const unreadable: Refused = { ok: false, refusal: { reason: 'type', type } };
  const size = readConvertibleSize(type, bytes);
  if (!size) return unreadable;
  const tooMany = pixelRefusal(size.width, size.height);
  if (tooMany) return { ok: false, refusal: tooMany };
  const converted = await convertPhoto(file, type, steps);
  steps.checkpoint();
  return converted ?? unreadable;
}

export async function openPhoto(file: Blob, steps: PipelineSteps): Promise<OpenResult> {
  const clock = stepClock();
  // Other types are refused from their first bytes, before a large file is read whole.
  const headBytes = await readBytes(file.slice(0, HEAD_BYTES));
  const head = sniffImageType(headBytes);
  if (head !== 'image/png' && head !== 'image/jpeg' && !isConvertible(head)) return { ok: false, refusal: { reason: 'type', type: head } };
  if (file.size > MAX_IMAGE_FILE_BYTES) return { ok: false, refusal: { reason: 'file-too-big' } };
  const opened = await openWhole(file, head, steps, clock.step);
  return opened.ok ? { ...opened, times: clock.times } : opened;
}

type Opened = Exclude<OpenResult, { ok: true }> | (Omit<Extract<OpenResult, { ok: true }>, 'times'> & { readonly ok: true });

async function openWhole(
  file: Blob,
  head: 'image/png' | 'image/jpeg' | ConvertibleType,
  steps: PipelineSteps,
  step: Step,
): Promise<Opened> {
  let photo = file;
  let converted: Blob | null = null;
  let bytes = await readBytes(file);
  step('read');
  steps.checkpoint();
  if (isConvertible(head)) {
    const made = await convert(file, head, bytes, steps);
    if (!(made instanceof Blob)) return made;
    photo = converted = made;
    bytes = await readBytes(made);
    step('convert');
  }
  const inspection = inspectImageBytes(bytes);
  step('inspect');
  if (!inspection.ok) {
    const { ok, ...refusal } = inspection;
    return { ok, refusal };
  }
  const { ok, ...facts } = inspection;
  const preview = await makePreviewBitmap(photo, bytes, facts, steps.surfaces, step).catch(() => null);
  if (!preview) return { ok: false, refusal: { reason: 'corrupt' } };
  return { ok, facts, preview: keepUnlessCancelled(preview, steps.checkpoint), converted };
}
