import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { checkUpload } from './upload-check';
import type { UploadType } from './upload-check';
import type { PrintFacts } from './print-check';
import { oneAtATime } from './one-at-a-time';

export interface StoredFile {
  readonly field: string;
  readonly storedName: string;
  readonly size: number;
  readonly sha256: string;
  readonly type: UploadType;
  /** The print file's page size and picture density, read when it arrived. */
  readonly print?: PrintFacts;
}

export type FileOutcome =
  | { readonly kind: 'stored'; readonly file: StoredFile }
  | { readonly kind: 'empty'; readonly field: string }
  | { readonly kind: 'refused'; readonly field: string };

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
const inspection = oneAtATime();

/** A disk failure: the whole submission fails with 500, whatever else it held. */
function storageFailure(cause: unknown): InboxRejection {
  return new InboxRejection(500, [inboxErrors.storageFailed()], cause);
}

/**
 * Streams one uploaded file to `dir` through a pipeline into a write stream that is flushed before it
 * closes, then compares the bytes counted on the way with the size on disk, so a short or failed
 * write can never be acknowledged. Only then is the file read back and checked by its structure (the
 * same byte inspection the browser uses); the stored name comes from the field and that check, never
 * from the client.
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
  if (counted.bytes() === 0) {
    await rm(partPath);
    return { kind: 'empty', field };
  }
  const check = await inspection(async () => checkUpload(field, await readFile(partPath)));
  if (!check) {
    await rm(partPath);
    return { kind: 'refused', field };
  }
  const storedName = `${field}.${check.extension}`;
  await rename(partPath, join(dir, storedName));
  const file: StoredFile = { field, storedName, size: counted.bytes(), sha256: counted.sha256(), type: check.type };
  return { kind: 'stored', file: check.facts ? { ...file, print: check.facts } : file };
}
