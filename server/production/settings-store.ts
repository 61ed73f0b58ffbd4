import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../src/domain/is-record';
import { DEFAULT_PRINT_SETTINGS, settingsFit, type PrintSettings } from '../../src/domain/roll-settings-draft';
import { writeJsonAtomically } from '../files/atomic-json';
import { productionFolder } from './production-folder';

export interface SettingsStore {
  /** The settings kept by «Guardar ajustes», or the defaults (0,5 cm, 1,5 cm, 500 cm) before the first save. */
  current(): Promise<PrintSettings>;
  save(settings: PrintSettings): Promise<void>;
}

function parseSettings(value: unknown): PrintSettings | null {
  if (!isRecord(value)) return null;
  const { separationMm, marginMm, maxPanelLengthMm } = value;
  if (typeof separationMm !== 'number' || typeof marginMm !== 'number' || typeof maxPanelLengthMm !== 'number') return null;
  const settings = { separationMm, marginMm, maxPanelLengthMm };
  return settingsFit(settings) ? settings : null;
}

/** The print settings in `INBOX_DIR/.produccion/ajustes.json`, replaced atomically on each save, so they survive restarts. */
export function createSettingsStore(inboxDir: string): SettingsStore {
  const folder = productionFolder(inboxDir);
  const file = join(folder, 'ajustes.json');
  return {
    // Read on each use: a file damaged or edited by hand falls back to the defaults, never to a bad plan.
    current: () => readFile(file, 'utf8').then((text) => parseSettings(JSON.parse(text)) ?? DEFAULT_PRINT_SETTINGS).catch(() => DEFAULT_PRINT_SETTINGS),
    async save(settings) {
      await mkdir(folder, { recursive: true });
      await writeJsonAtomically(file, settings);
    },
  };
}
