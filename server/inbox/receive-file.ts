import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { checkUpload } from './upload-check';
import { oneAtATime } from '../files/one-at-a-time';
import type { StoredFile } from '../orders/submission-record';

export type FileOutcome =
  | { readonly kind: 'stored'; readonly file: StoredFile }
  | { readonly kind: 'empty'; readonly field: string }
  | { readonly kind: 'refused'; readonly field: string }
  /** The order named a resumable upload that is gone, unfinished or another order's. */
  | { readonly kind: 'unavailable'; readonly field: string };

/** Counts and hashes every byte on its way to the disk. */
function accountant(): { transform: Transform; bytes: () => number; sha256: () => string } {
  const hash = createHash('sha256');
  let bytes = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { transform, bytes: () => bytes, sha256: () => hash.digest('hex') };
}

/** Whole files are read back to be checked; one at a time keeps that to 25 MB of memory per server. */
export const inspection = oneAtATime();

/** Whether the whole file at `path` is one `field` accepts (the same check as a posted file). */
export async function passesCheck(field: string, path: string): Promise<boolean> {
  return inspection(async () => (await checkUpload(field, await readFile(path))) !== null);
}

/** A disk failure: the whole submission fails with 500, whatever else it held. */
function storageFailure(cause: unknown): InboxRejection {
  return new InboxRejection(500, [inboxErrors.storageFailed()], cause);
}

/**
 * Streams one uploaded file to `dir` through a pipeline into a write stream that is flushed before it
 * closes, then compares the bytes counted on the way with the size on disk, so a short or failed
 * write can never be acknowledged. Only then is it checked and named (keepChecked).
 */
export async function receiveFile(stream: Readable, dir: string, field: string): Promise<FileOutcome> {
  const partPath = join(dir, `${field}.part`);
  const counted = accountant();
  const output = createWriteStream(partPath, { flags: 'wx', flush: true });
  let diskFailed = false;
  output.once('error', () => (diskFailed = true));
  try {
    await pipeline(stream, counted.transform, output);
  } catch (error) {
    throw diskFailed ? storageFailure(error) : error;
  }
  const onDisk = await stat(partPath).catch((error: unknown) => Promise.reject(storageFailure(error)));
  if (onDisk.size !== counted.bytes()) {
    throw storageFailure(new Error(`${field}: ${counted.bytes()} bytes recibidos, ${onDisk.size} en disco`));
  }
  return keepChecked(dir, field, partPath, counted.sha256());
}

/**
 * Reads a whole file back and checks it by its structure (the same byte inspection the browser
 * uses); the stored name comes from the field and that check, never from the client. An empty or
 * refused file is removed. `sha256` is the hash counted on the way in, or null to hash what is read.
 */
export async function keepChecked(dir: string, field: string, partPath: string, sha256: string | null): Promise<FileOutcome> {
  const read = await inspection(async () => {
    const bytes = await readFile(partPath);
    const hash = sha256 ?? createHash('sha256').update(bytes).digest('hex');
    return { size: bytes.length, sha256: hash, check: bytes.length === 0 ? null : await checkUpload(field, bytes) };
  });
  if (read.size === 0 || !read.check) {
    await rm(partPath);
    return read.size === 0 ? { kind: 'empty', field } : { kind: 'refused', field };
  }
  const { check } = read;
  const storedName = `${field}.${check.extension}`;
  await rename(partPath, join(dir, storedName));
  return { kind: 'stored', file: { field, storedName, size: read.size, sha256: read.sha256, type: check.type } };
}
