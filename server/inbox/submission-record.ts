import { readFile } from 'node:fs/promises';
import { isRecord } from '../../src/domain/is-record';
import { textFields } from './multipart-reader';
import type { StoredFile } from './receive-file';
import type { SubmissionFields } from './validate-submission';

/** What submission.json holds: the order's text fields and its stored files. */
export interface SubmissionRecord {
  readonly id: string;
  readonly receivedAt: string;
  readonly fields: SubmissionFields;
  readonly files: readonly StoredFile[];
}

/** Names the server gives stored files (`file.png`, `proof.jpg`): never a path. */
const storedNameShape = /^[a-z]+\.(?:png|jpg)$/;

function parseFields(value: unknown): SubmissionFields | null {
  if (!isRecord(value) || !textFields.every((field) => typeof value[field] === 'string')) return null;
  return Object.fromEntries(textFields.map((field) => [field, value[field]])) as SubmissionFields;
}

function parseFile(value: unknown): StoredFile | null {
  if (!isRecord(value)) return null;
  const { field, storedName, size, sha256, type } = value;
  if (typeof field !== 'string' || typeof sha256 !== 'string') return null;
  if (typeof storedName !== 'string' || !storedNameShape.test(storedName)) return null;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null;
  if (type !== 'image/png' && type !== 'image/jpeg') return null;
  return { field, storedName, size, sha256, type };
}

/** The record when `value` has its shape (every field, every file); null for anything else. */
export function parseSubmissionRecord(value: unknown): SubmissionRecord | null {
  if (!isRecord(value)) return null;
  const { id, receivedAt, fields, files } = value;
  if (typeof id !== 'string' || typeof receivedAt !== 'string' || !Array.isArray(files)) return null;
  const parsedFields = parseFields(fields);
  if (!parsedFields) return null;
  const parsedFiles: StoredFile[] = [];
  for (const file of files) {
    const parsed = parseFile(file);
    if (!parsed) return null;
    parsedFiles.push(parsed);
  }
  return { id, receivedAt, fields: parsedFields, files: parsedFiles };
}

/** A submission.json from disk; null when it is missing, cut short or not a record. */
export async function readSubmissionRecord(path: string): Promise<SubmissionRecord | null> {
  try {
    return parseSubmissionRecord(JSON.parse(await readFile(path, 'utf8')));
  } catch {
    return null;
  }
}
