import { join } from 'node:path';
import { DEFAULT_TARIFA, tarifaBody, type Tarifa, type TarifaBody } from '../../src/domain/tarifa';
import { parseTarifaBody } from '../../src/domain/tarifa-parse';
import { oneAtATime } from '../files/one-at-a-time';
import { readServerSecret } from '../files/server-secret';
import { readVersions, writeVersion, type TarifaVersion, type UnusedVersion } from './tarifa-files';
import { stampNames, tarifaStamp } from './tarifa-stamp';

/**
 * A save refused because another one happened since the form was opened (the tarifa now in force
 * comes back), or not made because it would change nothing.
 */
export type SaveOutcome = { readonly saved: Tarifa } | { readonly changedMeanwhile: Tarifa } | { readonly unchanged: Tarifa };

/** How a save came about: a «Volver a esta versión», and whether it voids the version it replaces. */
export interface SaveKind {
  readonly revertedFrom?: number;
  /** «La versión anterior tenía un error: no respetar sus precios». */
  readonly voidsPrevious?: boolean;
}

export interface TarifaStore {
  /** Reads the folder and the server's secret; the server waits for it before it listens. */
  readonly load: () => Promise<void>;
  /** The tarifa in force: the newest saved version, or the built-in default before the first save. */
  readonly current: () => Tarifa;
  /** Every version, the default (0) first; each with the version it brought back, if any. */
  readonly history: () => readonly TarifaVersion[];
  /** The tarifas of `history`, oldest first: what an order's price is checked against (src/domain/order-price.ts). */
  readonly tarifas: () => readonly Tarifa[];
  /** The version files found at start and not used (damaged, edited by hand, repeated), for /buzon to show. */
  readonly unused: () => readonly UnusedVersion[];
  /**
   * Saves `body` as the next version, only if `baseVersion` (the one the form was opened on) is still
   * in force; saves run one at a time, so two tabs can never both pass this check.
   */
  readonly save: (body: TarifaBody, baseVersion: number, kind?: SaveKind) => Promise<SaveOutcome>;
  /** The stamp every served copy of `version` carries (tarifa-stamp.ts). */
  readonly stamp: (version: number) => string;
  /** The versions whose successor voided them, oldest first: their quotes are not honoured. */
  readonly voided: () => readonly number[];
  /** Whether an order's claim of `version` may be honoured: its stamp is that version's and the store did not void it. */
  readonly honours: (version: number, stamp: string) => boolean;
}

export interface TarifaStoreOptions {
  readonly now?: () => Date;
  /** Told about a version file that cannot be used (it is skipped). */
  readonly damaged?: (file: UnusedVersion) => void;
}

/** The same values, whatever the order of their keys: a save that changes nothing makes no version. */
const sameBody = (a: TarifaBody, b: TarifaBody): boolean => JSON.stringify(parseTarifaBody(tarifaBody(a))) === JSON.stringify(parseTarifaBody(tarifaBody(b)));

const defaultVersion: TarifaVersion = { tarifa: DEFAULT_TARIFA, revertedFrom: null, voids: null };

/** The versions of the tarifa, kept in `INBOX_DIR/.tarifa/`: one file each, written once, never changed. */
export function createTarifaStore(inboxDir: string, options: TarifaStoreOptions = {}): TarifaStore {
  // Hidden like .uploads and .tmp: the order listings take every visible folder for an order.
  const folder = join(inboxDir, '.tarifa');
  const now = options.now ?? (() => new Date());
  const damaged = options.damaged ?? ((file: UnusedVersion) => console.warn(`La versión ${file.version} de la tarifa (${file.name}) está ${file.reason}: no se usa.`));
  const queue = oneAtATime();
  let versions: readonly TarifaVersion[] = [defaultVersion];
  let highest = 0;
  let unused: readonly UnusedVersion[] = [];
  let loaded: Promise<void> | null = null;
  let secret: Buffer | null = null;

  const current = (): Tarifa => versions.at(-1)?.tarifa ?? DEFAULT_TARIFA;

  async function load(): Promise<void> {
    loaded ??= (async () => {
      const key = await readServerSecret(inboxDir);
      const read = await readVersions(folder, key);
      versions = [defaultVersion, ...read.versions.filter((v) => v.tarifa.version > 0)];
      highest = read.highest;
      unused = read.unused;
      secret = key;
      unused.forEach(damaged);
    })();
    return loaded;
  }

  function secretKey(): Buffer {
    if (!secret) throw new Error('La tarifa se usó antes de leerla: esperá a load().');
    return secret;
  }

  const voided = (): number[] => versions.flatMap((entry) => (entry.voids === null ? [] : [entry.voids]));

  async function save(body: TarifaBody, baseVersion: number, kind: SaveKind = {}): Promise<SaveOutcome> {
    await load();
    return queue(async () => {
      const inForce = current();
      if (inForce.version !== baseVersion) return { changedMeanwhile: inForce };
      if (sameBody(inForce, body)) return { unchanged: inForce };
      const tarifa: Tarifa = { version: Math.max(highest, inForce.version) + 1, savedAt: now().toISOString(), ...body };
      const saved: TarifaVersion = { tarifa, revertedFrom: kind.revertedFrom ?? null, voids: kind.voidsPrevious ? inForce.version : null };
      await writeVersion(folder, saved, secretKey());
      highest = tarifa.version;
      versions = [...versions, saved];
      return { saved: tarifa };
    });
  }

  return {
    load,
    current,
    history: () => versions,
    tarifas: () => versions.map((v) => v.tarifa),
    unused: () => unused,
    save,
    stamp: (version) => tarifaStamp(secretKey(), version),
    voided,
    honours: (version, stamp) => stampNames(secretKey(), version, stamp) && !voided().includes(version),
  };
}
