import { createHmac, timingSafeEqual } from 'node:crypto';
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
  /** Saved with «La versión anterior tenía un error»: the version it replaced, whose quotes are not honoured (issue 45). */
  readonly voids: number | null;
}

/** `v000012.json`: six digits at least; files are read in the order of their number, not their name. */
const fileName = (version: number): string => `v${String(version).padStart(6, '0')}.json`;
const fileShape = /^v(\d{6,9})\.json$/;

/** A version file holds a few KB; anything far larger is not one of ours and is not read into memory. */
const maxFileBytes = 256 * 1024;

const versionNumber = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

/** A version file that is not used, and why: unreadable («dañada»), or edited since the server wrote it («cambiada a mano»). */
export interface UnusedVersion {
  readonly version: number;
  readonly name: string;
  readonly reason: 'dañada' | 'cambiada a mano' | 'repetida';
}

/** The HMAC of a version file's content, with the server's secret: a file edited by hand no longer matches its `firma`. */
const signature = (content: unknown, secret: Buffer): string => createHmac('sha256', secret).update(JSON.stringify(content)).digest('base64url');

function signedByUs(value: Record<string, unknown>, secret: Buffer): boolean {
  const { firma, ...content } = value;
  // Files written before versions were signed (issue 45) carry no `firma`: they are read as they are.
  if (firma === undefined) return true;
  const [given, expected] = [Buffer.from(String(firma)), Buffer.from(signature(content, secret))];
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function readVersion(folder: string, name: string, version: number, secret: Buffer): Promise<TarifaVersion | UnusedVersion['reason']> {
  const path = join(folder, name);
  const size = await stat(path).then((info) => info.size, () => Number.POSITIVE_INFINITY);
  if (size > maxFileBytes) return 'dañada';
  const value: unknown = JSON.parse(await readFile(path, 'utf8').catch(() => 'null'));
  const tarifa = parseTarifa(value);
  if (!tarifa || tarifa.version !== version || !isRecord(value)) return 'dañada';
  if (!signedByUs(value, secret)) return 'cambiada a mano';
  return { tarifa, revertedFrom: versionNumber(value.revertedFrom), voids: versionNumber(value.voids) };
}

/** The version files in the folder, by number (not by name: v1000000 comes after v999999). */
async function versionFiles(folder: string): Promise<{ name: string; version: number }[]> {
  const names = await readdir(folder);
  return names.flatMap((name) => {
    const match = fileShape.exec(name);
    return match ? [{ name, version: Number(match[1]) }] : [];
  }).sort((a, b) => a.version - b.version || a.name.localeCompare(b.name));
}

/**
 * Every readable version in the folder, oldest first, the highest number taken (an unused file keeps
 * its number: the next save goes past it) and the files not used. A damaged file (cut short by a full
 * disk), one edited by hand (its `firma` no longer matches) or a second file of one number is skipped
 * and reported, so the store never loses the others nor prices with a broken one.
 * The temp files of saves a crash cut are removed first (owned-temp.ts), unless their writer still runs.
 */
export async function readVersions(folder: string, secret: Buffer): Promise<{ versions: TarifaVersion[]; highest: number; unused: UnusedVersion[] }> {
  await mkdir(folder, { recursive: true });
  await removeDeadTemps(folder);
  const versions: TarifaVersion[] = [];
  const unused: UnusedVersion[] = [];
  const seen = new Set<number>();
  for (const { name, version } of await versionFiles(folder)) {
    const read = seen.has(version) ? 'repetida' : await readVersion(folder, name, version, secret).catch(() => 'dañada' as const);
    seen.add(version);
    if (typeof read === 'string') unused.push({ version, name, reason: read });
    else versions.push(read);
  }
  return { versions, highest: Math.max(0, ...seen), unused };
}

/** Writes a new version, never over an existing one (a second writer of the same number gets EEXIST); a crash leaves it whole or absent. */
export async function writeVersion(folder: string, saved: TarifaVersion, secret: Buffer): Promise<void> {
  const record = {
    ...saved.tarifa,
    ...(saved.revertedFrom === null ? {} : { revertedFrom: saved.revertedFrom }),
    ...(saved.voids === null ? {} : { voids: saved.voids }),
  };
  await writeJsonOnce(join(folder, fileName(saved.tarifa.version)), { ...record, firma: signature(record, secret) });
}
