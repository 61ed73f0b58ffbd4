import { mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../src/domain/is-record';
import type { Tarifa } from '../../src/domain/tarifa';
import { parseTarifa } from '../../src/domain/tarifa-parse';
import { writeJsonOnce } from '../files/atomic-json';
import { removeDeadTemps } from '../files/owned-temp';

/** A saved version as its file holds it: the tarifa, and the version it brought back when it was a «Volver a esta versión». */
export interface TarifaVersion {
  readonly tarifa: Tarifa;
  readonly revertedFrom: number | null;
}

/** `v000012.json`: the name sorts as the number does. */
const fileName = (version: number): string => `v${String(version).padStart(6, '0')}.json`;
const fileShape = /^v(\d{6,9})\.json$/;

/** A version file holds a few KB; anything far larger is not one of ours and is not read into memory. */
const maxFileBytes = 256 * 1024;

async function readVersion(folder: string, name: string, version: number): Promise<TarifaVersion | null> {
  const path = join(folder, name);
  const size = await stat(path).then((info) => info.size, () => Number.POSITIVE_INFINITY);
  if (size > maxFileBytes) return null;
  const value: unknown = JSON.parse(await readFile(path, 'utf8').catch(() => 'null'));
  const tarifa = parseTarifa(value);
  if (!tarifa || tarifa.version !== version || !isRecord(value)) return null;
  const from = value.revertedFrom;
  return { tarifa, revertedFrom: typeof from === 'number' && Number.isSafeInteger(from) ? from : null };
}

/**
 * Every readable version in the folder, oldest first, and the highest number taken (a damaged file
 * keeps its number: the next save goes past it). A damaged file (cut short by a full disk, edited by
 * hand) is skipped and reported, so the store never loses the others nor prices with a broken one.
 * The temp files of saves a crash cut are removed first (owned-temp.ts), unless their writer still runs.
 */
export async function readVersions(folder: string, damaged: (name: string) => void): Promise<{ versions: TarifaVersion[]; highest: number }> {
  await mkdir(folder, { recursive: true });
  await removeDeadTemps(folder);
  const names = (await readdir(folder)).filter((name) => fileShape.test(name)).sort();
  const versions: TarifaVersion[] = [];
  let highest = 0;
  for (const name of names) {
    const version = Number(fileShape.exec(name)?.[1]);
    highest = Math.max(highest, version);
    const read = await readVersion(folder, name, version).catch(() => null);
    if (read) versions.push(read);
    else damaged(name);
  }
  return { versions, highest };
}

/** Writes a new version, never over an existing one (a second writer of the same number gets EEXIST); a crash leaves it whole or absent. */
export async function writeVersion(folder: string, saved: TarifaVersion): Promise<void> {
  const record = saved.revertedFrom === null ? saved.tarifa : { ...saved.tarifa, revertedFrom: saved.revertedFrom };
  await writeJsonOnce(join(folder, fileName(saved.tarifa.version)), record);
}
