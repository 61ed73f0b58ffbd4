import { createHash } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import { sniffImageType } from '../../src/domain/image-bytes';
import type { AcceptedImageType as ImageType } from '../../src/domain/image-bytes';

/** Bytes needed to tell PNG (8-byte signature) from JPEG (3 bytes) by magic number. */
const sniffLength = 8;
const extensionOfImage: Readonly<Record<ImageType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg' };

function acceptedType(head: Uint8Array): ImageType | null {
  const type = sniffImageType(head);
  return type === 'image/png' || type === 'image/jpeg' ? type : null;
}

export interface StoredFile {
  readonly field: string;
  readonly storedName: string;
  readonly size: number;
  readonly sha256: string;
  readonly type: ImageType;
}

export type FileOutcome =
  | { readonly kind: 'stored'; readonly file: StoredFile }
  | { readonly kind: 'empty'; readonly field: string }
  | { readonly kind: 'not-an-image'; readonly field: string };

/**
 * Streams one uploaded file to `dir` while hashing it, then fsyncs it. The stored name comes from the
 * field and the sniffed type, never from the client. A file that is not PNG/JPEG is read to its end
 * (so the rest of the form can still be parsed) but not written.
 */
export async function receiveFile(stream: Readable, dir: string, field: string): Promise<FileOutcome> {
  const partPath = join(dir, `${field}.part`);
  const handle = await open(partPath, 'wx');
  const hash = createHash('sha256');
  let head = Buffer.alloc(0);
  let type: ImageType | null = null;
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (head.length < sniffLength) {
        head = Buffer.concat([head, chunk.subarray(0, sniffLength - head.length)]);
        type = acceptedType(head);
      }
      if (type === null && head.length >= sniffLength) continue;
      hash.update(chunk);
      await handle.write(chunk);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
  if (size === 0 || type === null) {
    await rm(partPath);
    return size === 0 ? { kind: 'empty', field } : { kind: 'not-an-image', field };
  }
  const storedName = `${field}.${extensionOfImage[type]}`;
  await rename(partPath, join(dir, storedName));
  return { kind: 'stored', file: { field, storedName, size, sha256: hash.digest('hex'), type } };
}
