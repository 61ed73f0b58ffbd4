import { rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PrintPool } from './print-pool';
import type { StoredFile, SubmissionRecord } from '../orders/submission-record';
import { fsyncDirectory, writeDurably } from '../files/durable-write';
import { ownedTempName } from '../files/owned-temp';
import { recordName } from '../orders/order-folders';
import { extensions } from '../orders/submission-record';

/** The order's print file, or why it has none (for the store, in Spanish). */
export type PrintBuild = { readonly file: StoredFile } | { readonly missing: string; readonly detail?: string };

const printName = `print.${extensions['application/pdf']}`;

type PrintSource = Pick<SubmissionRecord, 'design' | 'files'>;

/**
 * The print file the inbox builds from the order's own photo and its decoded design, in a print
 * worker (print-pool.ts), so the photo travels once and no build can stop the server. It is written
 * to `dir` as print.pdf. Null when the order has no design or no photo.
 */
export async function buildServerPrint(pool: PrintPool, dir: string, order: PrintSource, outName = printName): Promise<PrintBuild | null> {
  const photo = order.files.find((file) => file.field === 'file');
  if (!order.design || !photo) return null;
  const outPath = join(dir, outName);
  const result = await pool.build({ photoPath: join(dir, photo.storedName), outPath, design: order.design });
  if (!result.ok) {
    // A worker ended mid-write leaves part of a file behind.
    await rm(outPath, { force: true });
    return { missing: result.reason, ...(result.detail ? { detail: result.detail } : {}) };
  }
  return { file: { field: 'print', storedName: printName, size: result.size, sha256: result.sha256, type: 'application/pdf', print: result.facts } };
}

/** A record's files and print note after a build: its print file listed, or why it is missing. */
export function printOutcome(files: readonly StoredFile[], build: PrintBuild): Pick<SubmissionRecord, 'files' | 'printMissing'> {
  const others = files.filter((file) => file.field !== 'print');
  // `undefined` drops a previous reason when the record is written out as JSON.
  return 'file' in build ? { files: [...others, build.file], printMissing: undefined } : { files: others, printMissing: build.missing };
}

/**
 * Builds a stored order's print file again (the store's button in /buzon): the PDF is written beside
 * the order under a temporary name and renamed into place, then submission.json is replaced the same
 * way, so a crash leaves either the old record or the new one, never half of one.
 */
export async function rebuildPrint(pool: PrintPool, folder: string, record: SubmissionRecord): Promise<SubmissionRecord> {
  const partName = ownedTempName(printName);
  const build = await buildServerPrint(pool, folder, record, partName);
  if (!build) return record;
  if ('file' in build) await rename(join(folder, partName), join(folder, printName));
  const updated: SubmissionRecord = { ...record, ...printOutcome(record.files, build) };
  const recordPart = join(folder, ownedTempName(recordName));
  await writeDurably(recordPart, `${JSON.stringify(updated, null, 2)}\n`);
  await rename(recordPart, join(folder, recordName));
  await fsyncDirectory(folder);
  return updated;
}
