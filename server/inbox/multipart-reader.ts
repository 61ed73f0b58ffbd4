import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import busboy from 'busboy';
import type { Busboy, FieldInfo } from 'busboy';
import { maxBodyBytes, maxFieldBytes, maxFields, maxFileBytes, maxFiles, maxParts } from './inbox-config';
import { inboxErrors, InboxRejection } from './inbox-errors';
import { receiveFile } from './receive-file';
import type { FileOutcome } from './receive-file';

/** Text fields the store reads; anything else is ignored and never stored. */
export const textFields = ['nombreModelo', 'email', 'comentario', 'subject', 'message'] as const;
export type TextField = (typeof textFields)[number];
const fileFields: readonly string[] = ['file', 'proof'];

export interface ParsedForm {
  readonly fields: ReadonlyMap<TextField, string>;
  /** Text fields whose value went over the byte limit. */
  readonly truncated: ReadonlySet<TextField>;
  readonly files: readonly FileOutcome[];
  /** Whether any part arrived at all, known or not. */
  readonly anyPart: boolean;
  readonly tooManyFiles: boolean;
}

function isTextField(name: string): name is TextField {
  return (textFields as readonly string[]).includes(name);
}

/** What the parts of one body add up to; `fail` stops the parse with a refusal. */
class FormCollector {
  readonly fields = new Map<TextField, string>();
  readonly truncated = new Set<TextField>();
  readonly receiving: Promise<FileOutcome>[] = [];
  private readonly seenFiles = new Set<string>();
  anyPart = false;
  tooManyFiles = false;

  constructor(
    private readonly dir: string,
    private readonly fail: (rejection: InboxRejection) => void,
  ) {}

  field(name: string, value: string, info: FieldInfo): void {
    this.anyPart = true;
    if (!isTextField(name) || this.fields.has(name)) return;
    this.fields.set(name, value);
    if (info.valueTruncated) this.truncated.add(name);
  }

  file(name: string, stream: Readable): void {
    this.anyPart = true;
    stream.on('limit', () => this.fail(new InboxRejection(413, [inboxErrors.filesTooBig()])));
    if (!fileFields.includes(name) || this.seenFiles.has(name)) {
      this.tooManyFiles ||= this.seenFiles.has(name);
      stream.resume();
      return;
    }
    this.seenFiles.add(name);
    const outcome = receiveFile(stream, this.dir, name);
    // A file that cannot be written stalls the parser, so the whole submission stops here.
    outcome.catch(() => this.fail(new InboxRejection(500, [inboxErrors.storageFailed()])));
    this.receiving.push(outcome);
  }

  async result(): Promise<ParsedForm> {
    const outcomes = await Promise.allSettled(this.receiving);
    const files = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
    const { fields, truncated, anyPart, tooManyFiles } = this;
    return { fields, truncated, files, anyPart, tooManyFiles };
  }
}

/**
 * busboy reads the boundary from the Content-Type header and throws when there is none (for example
 * `multipart/form-data; charset=utf-8`): that is the client's mistake, refused like a non-multipart body.
 */
function createParser(req: IncomingMessage): Busboy | null {
  try {
    return busboy({
      headers: req.headers,
      // busboy flags a file that reaches fileSize exactly, so one byte more marks "over the limit".
      limits: { fileSize: maxFileBytes + 1, files: maxFiles, fields: maxFields, fieldSize: maxFieldBytes, parts: maxParts },
    });
  } catch {
    return null;
  }
}

/**
 * Parses a multipart body, streaming accepted files into `dir`. Rejects with an InboxRejection when
 * the body breaks a hard limit; it settles only once every file stream has finished, so the caller
 * may remove `dir` right after. Past maxFields fields or maxParts parts busboy would drop the rest
 * silently (required fields included), so the whole form is refused instead; a third file is
 * reported as TOO_MANY_FILES together with the form's other errors.
 */
export function readMultipart(req: IncomingMessage, dir: string): Promise<ParsedForm> {
  const parser = createParser(req);
  if (!parser) return Promise.reject(new InboxRejection(400, [inboxErrors.notMultipart()]));
  let failure: InboxRejection | null = null;
  const fail = (rejection: InboxRejection): void => {
    if (failure) return;
    failure = rejection;
    req.unpipe(parser);
    parser.destroy(rejection);
  };
  // Deferred: busboy is still inside its own write when it emits a limit event.
  const failSoon = (rejection: InboxRejection): void => process.nextTick(() => fail(rejection));
  const form = new FormCollector(dir, failSoon);
  let received = 0;
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > maxBodyBytes) fail(new InboxRejection(413, [inboxErrors.filesTooBig()]));
  });
  req.on('aborted', () => fail(new InboxRejection(400, [inboxErrors.malformed()])));
  req.on('error', () => fail(new InboxRejection(400, [inboxErrors.malformed()])));
  parser.on('field', (name, value, info) => form.field(name, value, info));
  parser.on('file', (name, stream) => form.file(name, stream));
  parser.on('filesLimit', () => (form.tooManyFiles = true));
  parser.on('fieldsLimit', () => failSoon(new InboxRejection(400, [inboxErrors.tooManyFields()])));
  parser.on('partsLimit', () => failSoon(new InboxRejection(400, [inboxErrors.tooManyFields()])));
  parser.on('error', () => {
    failure ??= new InboxRejection(400, [inboxErrors.malformed()]);
  });
  return new Promise<ParsedForm>((resolve, reject) => {
    parser.on('close', () => {
      void form.result().then((parsed) => (failure ? reject(failure) : resolve(parsed)));
    });
    req.pipe(parser);
  });
}
