/**
 * Opening a photo in the worker: what cannot be taken is refused from its bytes; WebP, AVIF and
 * HEIC/HEIF are converted once to PNG or JPEG; then the preview bitmap is decoded once.
 */
import { inspectImageBytes, jpegHeadFacts, pixelRefusal, sniffImageType, type ImageFacts, type ImageRefusal } from '@/domain/image-bytes';
import { readConvertibleSize, type ConvertibleType } from '@/domain/image-bytes-convertible';
import { MAX_IMAGE_FILE_BYTES } from '@/domain/image-limits';
import { convertPhoto } from './convert-photo';
import type { PipelineSteps } from './encode-within';
import { decodesWhole, makePreviewBitmap, wholePreview } from './preview-bitmap';
import { stepClock, type Step, type StepTimes } from './step-times';

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

/**
 * Where the preview comes from a whole decode (WebKit has no ImageDecoder), a JPEG's decode starts as
 * soon as its head shows an allowed size, beside the reading and inspection of the whole file instead
 * of after them (reading a large Blob there crosses processes and takes a while). Null otherwise.
 */
interface EarlyPreview {
  readonly facts: ImageFacts;
  readonly preview: Promise<ImageBitmap | null>;
  /** Set once the open keeps it, and so closes it itself if the job is cancelled. */
  taken: boolean;
}

function earlyPreview(file: Blob, head: Uint8Array, step: Step): EarlyPreview | null {
  const facts = jpegHeadFacts(head);
  if (!facts || !decodesWhole(facts)) return null;
  return { facts, preview: wholePreview(file, facts, step).catch(() => null), taken: false };
}

const sameSize = (a: ImageFacts, b: ImageFacts) => a.width === b.width && a.height === b.height && a.orientation === b.orientation;

export async function openPhoto(file: Blob, steps: PipelineSteps): Promise<OpenResult> {
  const clock = stepClock();
  // Other types are refused from their first bytes, before a large file is read whole.
  const headBytes = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const head = sniffImageType(headBytes);
  if (head !== 'image/png' && head !== 'image/jpeg' && !isConvertible(head)) return { ok: false, refusal: { reason: 'type', type: head } };
  if (file.size > MAX_IMAGE_FILE_BYTES) return { ok: false, refusal: { reason: 'file-too-big' } };
  const early = earlyPreview(file, headBytes, clock.step);
  try {
    const opened = await openWhole(file, head, steps, clock.step, early);
    return opened.ok ? { ...opened, times: clock.times } : opened;
  } finally {
    // An early decode that was not kept (refused, cancelled, or another size after all) is let go when it ends.
    if (early && !early.taken) void early.preview.then((bitmap) => bitmap?.close());
  }
}

type Opened = Exclude<OpenResult, { ok: true }> | (Omit<Extract<OpenResult, { ok: true }>, 'times'> & { readonly ok: true });

async function openWhole(
  file: Blob,
  head: 'image/png' | 'image/jpeg' | ConvertibleType,
  steps: PipelineSteps,
  step: Step,
  early: EarlyPreview | null,
): Promise<Opened> {
  let photo = file;
  let converted: Blob | null = null;
  let bytes = new Uint8Array(await file.arrayBuffer());
  step('read');
  steps.checkpoint();
  if (isConvertible(head)) {
    const made = await convert(file, head, bytes, steps);
    if (!(made instanceof Blob)) return made;
    photo = converted = made;
    bytes = new Uint8Array(await made.arrayBuffer());
    step('convert');
  }
  const inspection = inspectImageBytes(bytes);
  step('inspect');
  if (!inspection.ok) {
    const { ok, ...refusal } = inspection;
    return { ok, refusal };
  }
  const { ok, ...facts } = inspection;
  if (early && sameSize(early.facts, facts)) early.taken = true;
  const started = early?.taken ? await early.preview : null;
  const preview = started ?? (await makePreviewBitmap(photo, bytes, facts, steps.surfaces, step).catch(() => null));
  if (!preview) return { ok: false, refusal: { reason: 'corrupt' } };
  return { ok, facts, preview: keepUnlessCancelled(preview, steps.checkpoint), converted };
}
