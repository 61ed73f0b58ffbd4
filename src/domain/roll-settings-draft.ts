/**
 * The store's print settings («Ajustes de impresión») as the /buzon form types them: centimetres with
 * a comma or a point, read to whole millimetres (the plan's unit, roll-plan.ts). A bad field leaves
 * its Spanish message under its key, as the «Tarifa» form does (tarifa-draft-fields.ts).
 */
import { LEAST_MARGIN_MM, LONGEST_PANEL_MM, type RollPiece, type RollSettings } from './roll-plan';
import { argentineNumber, draftNumber, type ProblemSink } from './tarifa-draft-fields';
import type { NumberRule } from './tarifa-rules';

/** The settings the store keeps; the roll's width comes from the tarifa of each material. */
export type PrintSettings = Omit<RollSettings, 'rollWidthMm'>;

export const DEFAULT_PRINT_SETTINGS: PrintSettings = { separationMm: 5, marginMm: 15, maxPanelLengthMm: 5000 };

/** 200 inches: the longest page Acrobat and Adobe's tools open. */
export const MAX_PANEL_CM = LONGEST_PANEL_MM / 10;

export interface PrintSettingsDraft {
  readonly separacion: string;
  readonly margen: string;
  readonly panel: string;
}

/** Whole millimetres: one decimal of a centimetre. The panel's upper bound is checked on its own, with its reason. */
const RULES: Readonly<Record<keyof PrintSettingsDraft, NumberRule>> = {
  separacion: { min: 0, max: 10, decimals: 1, aboveMin: false },
  margen: { min: LEAST_MARGIN_MM / 10, max: 10, decimals: 1, aboveMin: false },
  panel: { min: 0, max: 100_000, decimals: 1, aboveMin: true },
};

/** Millimetres as the form shows centimetres, the way it reads them back («0,5»). */
const cmText = (mm: number): string => argentineNumber(mm / 10);

export function settingsToDraft(settings: PrintSettings): PrintSettingsDraft {
  return { separacion: cmText(settings.separationMm), margen: cmText(settings.marginMm), panel: cmText(settings.maxPanelLengthMm) };
}

/** Whether stored settings are within the form's bounds (a damaged or hand-edited file is not used). */
export function settingsFit(settings: PrintSettings): boolean {
  const fits = (mm: number, rule: NumberRule) => Number.isSafeInteger(mm) && mm >= rule.min * 10 && mm <= rule.max * 10 && (!rule.aboveMin || mm > rule.min * 10);
  return fits(settings.separationMm, RULES.separacion) && fits(settings.marginMm, RULES.margen) && fits(settings.maxPanelLengthMm, RULES.panel) && settings.maxPanelLengthMm <= MAX_PANEL_CM * 10;
}

/** The length a piece takes along the roll, in the orientation that fits the usable width and is shortest; null when none fits. */
function lengthOnRoll(piece: RollPiece, usableMm: number): number | null {
  const lengths = [piece.widthMm <= usableMm ? piece.heightMm : null, piece.heightMm <= usableMm ? piece.widthMm : null];
  const fitting = lengths.filter((length): length is number => length !== null);
  return fitting.length ? Math.min(...fitting) : null;
}

/** The piece that needs the longest panel on a roll `rollWidthMm` wide (pieces the roll cannot take are left to the packer's message). */
export function longestPiece(pieces: readonly RollPiece[], rollWidthMm: number, marginMm: number): { readonly id: string; readonly lengthMm: number } | null {
  let longest: { id: string; lengthMm: number } | null = null;
  for (const piece of pieces) {
    const lengthMm = lengthOnRoll(piece, rollWidthMm - 2 * marginMm);
    if (lengthMm !== null && lengthMm > (longest?.lengthMm ?? 0)) longest = { id: piece.id, lengthMm };
  }
  return longest;
}

export type SettingsCheck = { readonly ok: true; readonly settings: PrintSettings } | { readonly ok: false; readonly problems: ProblemSink };

/**
 * The typed settings in millimetres, or each bad field's message. `rolls` are the checked pieces with
 * their roll's width: the panel must hold the longest of them.
 */
export function checkSettingsDraft(draft: PrintSettingsDraft, rolls: readonly { readonly pieces: readonly RollPiece[]; readonly rollWidthMm: number }[]): SettingsCheck {
  const problems: ProblemSink = {};
  const read = (key: keyof PrintSettingsDraft): number => draftNumber(problems, key, draft[key], RULES[key]);
  const [separation, margin, panel] = [read('separacion'), read('margen'), read('panel')];
  if (panel > MAX_PANEL_CM) problems.panel = `El máximo es ${MAX_PANEL_CM} cm (200 pulgadas): Acrobat y las herramientas de Adobe no abren páginas más largas. Usá ${MAX_PANEL_CM} o menos.`;
  const settings = { separationMm: Math.round(separation * 10), marginMm: Math.round(margin * 10), maxPanelLengthMm: Math.round(panel * 10) };
  if (!problems.panel && !problems.margen) {
    for (const { pieces, rollWidthMm } of rolls) {
      const longest = longestPiece(pieces, rollWidthMm, settings.marginMm);
      if (longest && longest.lengthMm > settings.maxPanelLengthMm) {
        problems.panel = `El pedido ${longest.id} ocupa ${cmText(longest.lengthMm)} cm de largo del rollo: el panel tiene que medir al menos eso.`;
      }
    }
  }
  return Object.keys(problems).length ? { ok: false, problems } : { ok: true, settings };
}
