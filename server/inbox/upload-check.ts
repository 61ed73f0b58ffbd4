// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { inspectImageBytes } from '../../src/domain/image-bytes';
import { checkPrintPdf } from './print-check';
import type { PrintFacts } from './print-check';

export type UploadType = 'image/png' | 'image/jpeg' | 'application/pdf';

/** What the store's listing needs beyond the type: the print file's page size and density; nothing for images. */
type UploadFacts = PrintFacts | null;

interface CheckedUpload {
  readonly type: UploadType;
  readonly extension: string;
  readonly facts: UploadFacts;
}

/** The extension a stored file is named with, by the type its bytes showed. */
export const extensions: Readonly<Record<UploadType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/** Image types each image field accepts: the shopper's photo as PNG or JPEG, the composed proof as JPEG. */
const acceptedImages: Readonly<Record<string, readonly UploadType[]>> = {
  file: ['image/png', 'image/jpeg'],
  proof: ['image/jpeg'],
};

/**
 * Checks a whole uploaded file: images with the browser's own byte inspection (type by magic number,
 * the structure from the first to the last segment, a frame size, at most 100 MP), the print file as
 * a PDF by its structure. Null when the field does not accept it.
 */
export async function checkUpload(field: string, bytes: Uint8Array): Promise<CheckedUpload | null> {
  if (field === 'print') {
    const facts = await checkPrintPdf(bytes);
    return facts && { type: 'application/pdf', extension: extensions['application/pdf'], facts };
  }
  const inspection = inspectImageBytes(bytes);
  if (!inspection.ok || !(acceptedImages[field] ?? []).includes(inspection.type)) return null;
  return { type: inspection.type, extension: extensions[inspection.type], facts: null };
}
