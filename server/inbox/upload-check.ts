// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { inspectImageBytes } from '../../src/domain/image-bytes';

export type UploadType = 'image/png' | 'image/jpeg';

/** What the store's listing needs to know about a file beyond its type; nothing for images. */
export type UploadFacts = null;

interface CheckedUpload {
  readonly type: UploadType;
  readonly extension: string;
  readonly facts: UploadFacts;
}

const extensionOf: Readonly<Record<UploadType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

/** Types each file field accepts: the shopper's photo as PNG or JPEG, the composed proof as JPEG. */
const acceptedTypes: Readonly<Record<string, readonly UploadType[]>> = {
  file: ['image/png', 'image/jpeg'],
  proof: ['image/jpeg'],
};

/**
 * Checks a whole uploaded file with the browser's own byte inspection (type by magic number, then
 * the structure from the first to the last segment, a frame size, at most 100 MP); null when the
 * field does not accept it.
 */
export function checkUpload(field: string, bytes: Uint8Array): CheckedUpload | null {
  const inspection = inspectImageBytes(bytes);
  if (!inspection.ok || !(acceptedTypes[field] ?? []).includes(inspection.type)) return null;
  return { type: inspection.type, extension: extensionOf[inspection.type], facts: null };
}
