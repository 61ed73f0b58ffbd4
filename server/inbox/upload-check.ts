// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { inspectImageBytes } from '../../src/domain/image-bytes';
import { imageHoldsPixels } from './image-data-check';
import { extensions } from '../orders/submission-record';
import type { UploadType } from '../orders/submission-record';

interface CheckedUpload {
  readonly type: UploadType;
  readonly extension: string;
}

/** Image types each image field accepts: the shopper's photo as PNG or JPEG, the composed proof as JPEG. */
const acceptedImages: Readonly<Record<string, readonly UploadType[]>> = {
  file: ['image/png', 'image/jpeg'],
  proof: ['image/jpeg'],
};

/**
 * Checks a whole uploaded image: the browser's own byte inspection (type by magic number, the
 * structure from the first to the last segment, a frame size, at most 100 MP), then whether its data
 * really holds that many pixels (image-data-check.ts). Null when the field does not accept it. The
 * local inbox takes no print file from a client (it builds its own), so no field takes a PDF.
 */
export async function checkUpload(field: string, bytes: Uint8Array): Promise<CheckedUpload | null> {
  const inspection = inspectImageBytes(bytes);
  if (!inspection.ok || !(acceptedImages[field] ?? []).includes(inspection.type)) return null;
  if (!(await imageHoldsPixels(inspection.type, bytes, inspection.width, inspection.height))) return null;
  return { type: inspection.type, extension: extensions[inspection.type] };
}
