import { readFile } from 'node:fs/promises';
// Relative, not '@/': vite.config.ts loads this through the inbox plugin, and its loader has no alias.
import type { DesignConfig } from '../../src/domain/design';
import { decodeDesign, encodeDesign } from '../../src/domain/design-query';
import { isRecord } from '../../src/domain/is-record';
import { isOrderNumber } from './order-number-shape';
import type { PriceCheck } from './order-design';
import type { CheckedPrice } from '../../src/domain/order-price';
import { parseCheckedPrice } from './checked-price';

/** Text fields the store reads, stored as sent; anything else is ignored and never stored. */
export const textFields = ['nombreModelo', 'email', 'comentario', 'subject', 'message'] as const;
export type TextField = (typeof textFields)[number];

export type SubmissionFields = Record<TextField, string>;

export type UploadType = 'image/png' | 'image/jpeg' | 'application/pdf';

/** The extension a stored file is named with, by the type its bytes showed. */
export const extensions: Readonly<Record<UploadType, string>> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'application/pdf': 'pdf' };

/** What the store's listing shows of a print file, read once when it arrives. */
export interface PrintFacts {
  readonly pageWidthCm: number;
  readonly pageHeightCm: number;
  /** The largest picture drawn on the page, in pixels, and its density at its printed size; null without one. */
  readonly image: { readonly widthPx: number; readonly heightPx: number; readonly ppi: number } | null;
}

export interface StoredFile {
  readonly field: string;
  readonly storedName: string;
  readonly size: number;
  readonly sha256: string;
  readonly type: UploadType;
  /** The print file's page size and picture density, read when it arrived. */
  readonly print?: PrintFacts;
}

/**
 * What submission.json holds: the order's text fields, its stored files and, when the order sent
 * its design as data, the decoded design and whether the message's price matched it.
 */
export interface SubmissionRecord {
  readonly id: string;
  readonly receivedAt: string;
  readonly fields: SubmissionFields;
  readonly files: readonly StoredFile[];
  readonly design?: DesignConfig;
  readonly priceCheck?: PriceCheck;
  /** The price checked against the tarifa (issue 34); orders stored before it have none. */
  readonly checkedPrice?: CheckedPrice;
  /** Why the inbox has no print file for this order (its build ran out of memory or time…), for the store. */
  readonly printMissing?: string;
  /** The order's number, `MGM-1042` (server/orders/order-numbers.ts); orders stored before numbers have none. */
  readonly number?: string;
  /** The secret of the shopper's status page /pedido/{token}. */
  readonly statusToken?: string;
}

/** Names the server gives stored files (`file.png`, `proof.jpg`, `print.pdf`): never a path. */
const storedNameShape = /^[a-z]+\.(?:png|jpg|pdf)$/;
const fileTypes: readonly unknown[] = ['image/png', 'image/jpeg', 'application/pdf'];

function parseFields(value: unknown): SubmissionFields | null {
  if (!isRecord(value) || !textFields.every((field) => typeof value[field] === 'string')) return null;
  return Object.fromEntries(textFields.map((field) => [field, value[field]])) as SubmissionFields;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function parsePrint(value: unknown): PrintFacts | null {
  if (!isRecord(value) || !isNumber(value.pageWidthCm) || !isNumber(value.pageHeightCm)) return null;
  const image = isRecord(value.image) ? value.image : {};
  const { widthPx, heightPx, ppi } = image;
  const picture = isNumber(widthPx) && isNumber(heightPx) && isNumber(ppi) ? { widthPx, heightPx, ppi } : null;
  return { pageWidthCm: value.pageWidthCm, pageHeightCm: value.pageHeightCm, image: picture };
}

function parseFile(value: unknown): StoredFile | null {
  if (!isRecord(value)) return null;
  const { field, storedName, size, sha256, type } = value;
  if (typeof field !== 'string' || typeof sha256 !== 'string') return null;
  if (typeof storedName !== 'string' || !storedNameShape.test(storedName)) return null;
  if (typeof size !== 'number' || !Number.isSafeInteger(size) || size < 0) return null;
  if (!fileTypes.includes(type)) return null;
  const file = { field, storedName, size, sha256, type: type as StoredFile['type'] };
  const print = parsePrint(value.print);
  return print ? { ...file, print } : file;
}

/**
 * A stored design passed through the shared codec once more, so whatever a damaged or older file
 * holds reads as a valid design (missing or odd values take the codec's safe defaults).
 */
function parseDesign(value: unknown): { design?: DesignConfig } {
  if (!isRecord(value)) return {};
  return { design: decodeDesign(encodeDesign(value as unknown as DesignConfig)) };
}

function parsePriceCheck(check: unknown, checked: unknown): Pick<SubmissionRecord, 'priceCheck' | 'checkedPrice'> {
  const checkedPrice = parseCheckedPrice(checked);
  return { ...(check === 'ok' || check === 'mismatch' ? { priceCheck: check } : {}), ...(checkedPrice ? { checkedPrice } : {}) };
}

const tokenShape = /^[A-Za-z0-9_-]{22,64}$/;

function parseOrderIds(value: Record<string, unknown>): Pick<SubmissionRecord, 'number' | 'statusToken'> {
  const { number, statusToken } = value;
  return {
    ...(typeof number === 'string' && isOrderNumber(number) ? { number } : {}),
    ...(typeof statusToken === 'string' && tokenShape.test(statusToken) ? { statusToken } : {}),
  };
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
  const printMissing = typeof value.printMissing === 'string' ? { printMissing: value.printMissing } : {};
  return {
    id,
    receivedAt,
    fields: parsedFields,
    files: parsedFiles,
    ...parseDesign(value.design),
    ...parsePriceCheck(value.priceCheck, value.checkedPrice),
    ...printMissing,
    ...parseOrderIds(value),
  };
}

/** A submission.json from disk; null when it is missing, cut short or not a record. */
export async function readSubmissionRecord(path: string): Promise<SubmissionRecord | null> {
  try {
    return parseSubmissionRecord(JSON.parse(await readFile(path, 'utf8')));
  } catch {
    return null;
  }
}
