import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { hasControlChars } from '../html/control-chars';
import { maxBodyBytes, maxFieldBytes, maxFields, maxFileBytes, maxFiles, maxParts } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { receiveFile } from './receive-file';
import type { FileOutcome } from './receive-file';
import { textFields } from '../orders/submission-record';

/**
 * Fields read as text: the stored ones; `diseno`, the design's query string, stored decoded; when the
 * files came as resumable uploads, the order's token and the uploads' ids (claim-uploads.ts); and the
 * page's device class, only counted (server/stats), never stored.
 */
export const readFields = [...textFields, 'diseno', 'pedido', 'fileUpload', 'proofUpload', 'dispositivo'] as const;
export type ReadField = (typeof readFields)[number];
const fileFields: readonly string[] = ['file', 'proof'];

export interface ParsedForm {
  readonly fields: ReadonlyMap<ReadField, string>;
  /** Text fields whose value went over the byte limit. */
  readonly truncated: ReadonlySet<ReadField>;
  readonly files: readonly FileOutcome[];
  /** Whether any part arrived at all, known or not. */
  readonly anyPart: boolean;
  readonly tooManyFiles: boolean;
}

function isReadField(name: string): name is ReadField {
  return (readFields as readonly string[]).includes(name);
}

/** The parser's limits (@fastify/busboy truncates a file only past fileSize, so exactly 25 MB passes). */
const limits = { headerSize: 16 * 1024, fileSize: maxFileBytes, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes, parts: maxParts };

/** What the parts of one body add up to. */
class FormCollector {
  readonly fields = new Map<ReadField, string>();
  readonly truncated = new Set<ReadField>();
  readonly files: FileOutcome[] = [];
  private readonly seenFiles = new Set<string>();
  private current: { readonly stream: Readable; readonly receiving: Promise<FileOutcome> } | null = null;
  anyPart = false;
  tooManyFiles = false;

  constructor(private readonly dir: string) {}

  field(name: string, value: unknown, valueTruncated: boolean): void {
    this.anyPart = true;
    if (!isReadField(name) || this.fields.has(name) || typeof value !== 'string') return;
    this.fields.set(name, value);
    if (valueTruncated) this.truncated.add(name);
  }

  /** Streams an accepted file to disk; skips (reads through) unknown and repeated ones. */
  async file(name: string, stream: Readable & { truncated?: boolean }): Promise<void> {
    this.anyPart = true;
    // The inbox builds the print file itself and never parses a client's PDF: the order is refused, with why.
    if (name === 'print') throw new InboxRejection(400, [inboxErrors.printRefused()]);
    if (!fileFields.includes(name) || this.seenFiles.has(name)) {
      this.tooManyFiles ||= this.seenFiles.has(name);
      stream.resume();
      return;
    }
    this.seenFiles.add(name);
    const receiving = receiveFile(stream, this.dir, name);
    this.current = { stream, receiving };
    const outcome = await receiving;
    this.current = null;
    if (stream.truncated) throw new InboxRejection(413, [inboxErrors.filesTooBig()]);
    this.files.push(outcome);
  }

  /** Stops the file being written, if any, and waits until its file is closed. */
  async stop(): Promise<void> {
    if (!this.current) return;
    this.current.stream.destroy();
    await this.current.receiving.catch(() => undefined);
    this.current = null;
  }

  result(): ParsedForm {
    const { fields, truncated, files, anyPart, tooManyFiles } = this;
    return { fields, truncated, files, anyPart, tooManyFiles };
  }
}

/** @fastify/multipart's limit errors, by code, as the hosted service's refusals. */
function rejectionFor(error: unknown): InboxRejection {
  if (error instanceof InboxRejection) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null;
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return new InboxRejection(400, [inboxErrors.tooManyFields()]);
  if (code === 'FST_FILES_LIMIT') return new InboxRejection(400, [inboxErrors.tooManyFiles()]);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new InboxRejection(413, [inboxErrors.filesTooBig()]);
  return new InboxRejection(400, [inboxErrors.malformed()]);
}

/** A promise that rejects with the first reason to stop: the body grew past maxBodyBytes, or `signal` fired. */
function stopSignal(request: FastifyRequest, signal: AbortSignal): { stopped: Promise<never>; dispose(): void } {
  let received = 0;
  let stop: (reason: unknown) => void = () => undefined;
  const stopped = new Promise<never>((_, reject) => (stop = reject));
  stopped.catch(() => undefined);
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > maxBodyBytes) stop(new InboxRejection(413, [inboxErrors.filesTooBig()]));
  };
  const onAbort = (): void => stop(signal.reason);
  request.raw.on('data', onData);
  signal.addEventListener('abort', onAbort);
  if (signal.aborted) onAbort();
  return {
    stopped,
    dispose: () => {
      request.raw.off('data', onData);
      signal.removeEventListener('abort', onAbort);
    },
  };
}

/**
 * Parses a multipart body part by part (each file is written before the next part is read),
 * streaming accepted files into `dir`. Rejects with an InboxRejection when the body breaks a hard
 * limit, the parser fails or `signal` aborts; it settles only once the file being written has
 * stopped, so the caller may remove `dir` right after. Past maxFields fields or maxParts parts
 * busboy would drop the rest silently (required fields included), so the whole form is refused.
 */
export async function readMultipart(request: FastifyRequest, dir: string, signal: AbortSignal): Promise<ParsedForm> {
  const form = new FormCollector(dir);
  const { stopped, dispose } = stopSignal(request, signal);
  const parse = async (): Promise<ParsedForm> => {
    for await (const part of request.parts({ limits })) {
      // The parser reads damaged part headers leniently; a control character in a name is refused outright.
      if (hasControlChars(part.fieldname) || (part.type === 'file' && hasControlChars(part.filename))) {
        throw new InboxRejection(400, [inboxErrors.malformed()]);
      }
      if (part.type === 'field') form.field(part.fieldname, part.value, part.valueTruncated);
      else await Promise.race([form.file(part.fieldname, part.file), stopped]);
    }
    return form.result();
  };
  try {
    return await Promise.race([parse(), stopped]);
  } catch (error) {
    // The parser is left behind: unpiped, it reads nothing more and is collected with the request.
    request.raw.unpipe();
    await form.stop();
    throw rejectionFor(error);
  } finally {
    dispose();
  }
}
