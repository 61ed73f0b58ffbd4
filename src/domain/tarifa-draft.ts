/**
 * The /buzon «Tarifa» form as typed (every value a text), its reading into a tarifa, and the Spanish
 * message of each bad field. Field keys name where a message goes: 'Clasic.rollCm',
 * 'shared.roundingStep', 'texts.productionTime', 'promotions.0.percent'.
 */
import { instantToArgentina, readArgentinaDate, YEAR_MAX, YEAR_MIN } from './argentina-time';
import { MODE_SPECS, MODES, type Mode } from './modes';
import type { ModeTarifa, Promotion, PromotionMode, SharedValues, TarifaBody, TarifaTexts } from './tarifa';
import { ALL_MODES, PROMOTION_MODES } from './tarifa';
import { sizeKey } from './promotions';
import { argentineNumber, draftNumber, draftText, readArgentineNumber, type ProblemSink } from './tarifa-draft-fields';
import { isPercent, MAX_PROMOTION_SIZES, MAX_PROMOTIONS, MODE_RULES, PERCENT_MAX, PERCENT_MIN, PROMOTION_NAME_MAX, SHARED_RULES, sizeFitsPromotion, TEXT_MAX, type ModeNumberField, type NumberRule } from './tarifa-rules';

export type ModeDraft = Readonly<Record<ModeNumberField, string>> & { readonly outOfStock: boolean };
export type PromotionDraft = Readonly<Record<'mode' | 'sizes' | 'percent' | 'from' | 'until' | 'name', string>>;

export interface TarifaDraft {
  readonly modes: Readonly<Record<Mode, ModeDraft>>;
  readonly shared: Readonly<Record<keyof SharedValues, string>>;
  readonly texts: Readonly<Record<keyof TarifaTexts, string>>;
  readonly promotions: readonly PromotionDraft[];
}

/** Field key → the Spanish message shown at that field. */
export type DraftProblems = Readonly<Record<string, string>>;

export type DraftCheck = { readonly ok: true; readonly body: TarifaBody } | { readonly ok: false; readonly problems: DraftProblems };

const ROLL_ZERO = 'El ancho del rollo tiene que ser mayor que cero.';
const PERCENT_MESSAGE = `El descuento va de ${PERCENT_MIN} a ${PERCENT_MAX} %, sin decimales.`;
const SIZES_MESSAGE = 'Escribí las medidas como LARGOxANCHO separadas por comas, por ejemplo 90x40, 82x32; o dejalo vacío para todas.';

/** The form's values for a tarifa: what the store sees before changing anything. */
export function tarifaToDraft(tarifa: TarifaBody): TarifaDraft {
  const text = <K extends string>(values: Readonly<Record<K, number>>) =>
    Object.fromEntries(Object.entries(values).map(([key, value]) => [key, argentineNumber(value as number)])) as Record<K, string>;
  const mode = ({ outOfStock, ...values }: ModeTarifa): ModeDraft => ({ ...text(values), outOfStock });
  return {
    modes: { Clasic: mode(tarifa.modes.Clasic), Pro: mode(tarifa.modes.Pro), Alfombra: mode(tarifa.modes.Alfombra) },
    shared: text(tarifa.shared),
    texts: { ...tarifa.texts },
    promotions: tarifa.promotions.map(promotionToDraft),
  };
}

function promotionToDraft(p: Promotion): PromotionDraft {
  const until = p.until === null ? '' : instantToArgentina(p.until);
  return { mode: p.mode, sizes: p.sizes.join(', '), percent: argentineNumber(p.percent), from: instantToArgentina(p.from), until, name: p.name };
}

/** An empty promotion for «Agregar promoción»: every mode, every size, from `now`. */
export function newPromotionDraft(now: Date): PromotionDraft {
  return { mode: ALL_MODES, sizes: '', percent: '', from: instantToArgentina(now), until: '', name: '' };
}

function boundsText(mode: PromotionMode): string {
  if (mode === ALL_MODES) return 'ningún modo';
  const { minWidth, maxWidth, minHeight, maxHeight } = MODE_SPECS[mode].bounds;
  return `${mode} (${minWidth}–${maxWidth} × ${minHeight}–${maxHeight} cm)`;
}

/** '90x40, 82 X 32' → ['90x40', '82x32'], or the message of the first bad size. */
function readSizes(text: string, mode: PromotionMode): readonly string[] | string {
  const parts = text.split(',').map((part) => part.replace(/\s+/g, '').toLowerCase().replace('×', 'x')).filter((part) => part !== '');
  if (parts.length > MAX_PROMOTION_SIZES) return `Escribí como máximo ${MAX_PROMOTION_SIZES} medidas.`;
  const keys: string[] = [];
  for (const part of parts) {
    const match = /^(\d{1,3})x(\d{1,3})$/.exec(part);
    if (!match) return SIZES_MESSAGE;
    const key = sizeKey(Number(match[1]), Number(match[2]));
    if (!sizeFitsPromotion(mode, key)) return `La medida ${key} no entra en ${boundsText(mode)}.`;
    if (!keys.includes(key)) keys.push(key);
  }
  return keys;
}

const YEAR_MESSAGE = `El año va de ${YEAR_MIN} a ${YEAR_MAX}: escribilo con sus cuatro cifras, por ejemplo ${YEAR_MIN + 6}.`;

/** A date typed in Argentina time as its instant, or '' after leaving its message in `problems`. */
function readDate(problems: ProblemSink, key: string, text: string, notDate: string): string {
  const read = readArgentinaDate(text);
  if ('instant' in read) return read.instant;
  problems[key] = read.problem === 'year' ? YEAR_MESSAGE : notDate;
  return '';
}

/** A whole percentage, 1–90, written like every number of the form. */
function readPercent(problems: ProblemSink, key: string, text: string): number {
  const read = readArgentineNumber(text);
  if ('value' in read && read.decimals === 0 && isPercent(read.value)) return read.value;
  problems[key] = 'problem' in read && text.trim() !== '' ? read.problem : PERCENT_MESSAGE;
  return Number.NaN;
}

function readPromotion(problems: ProblemSink, index: number, draft: PromotionDraft): Promotion {
  const key = (field: keyof PromotionDraft) => `promotions.${index}.${field}`;
  const mode = PROMOTION_MODES.find((m) => m === draft.mode) ?? ALL_MODES;
  if (mode !== draft.mode) problems[key('mode')] = 'Elegí un modo.';
  const sizes = readSizes(draft.sizes, mode);
  if (typeof sizes === 'string') problems[key('sizes')] = sizes;
  const percent = readPercent(problems, key('percent'), draft.percent);
  const from = readDate(problems, key('from'), draft.from, 'Elegí la fecha y la hora de inicio.');
  const until = draft.until.trim() === '' ? null : readDate(problems, key('until'), draft.until, 'Elegí una fecha y hora válidas, o dejalo vacío para que no termine.');
  if (until && from && Date.parse(until) <= Date.parse(from)) problems[key('until')] = '«Hasta» tiene que ser posterior a «Desde».';
  const name = draftText(problems, key('name'), draft.name, PROMOTION_NAME_MAX, false);
  return { mode, sizes: typeof sizes === 'string' ? [] : sizes, percent, from, until: until || null, name };
}

function readNumbers<K extends string>(problems: ProblemSink, prefix: string, draft: Readonly<Record<K, string>>, rules: Readonly<Record<K, NumberRule>>): Record<K, number> {
  const keys = Object.keys(rules) as K[];
  const zero = (key: K) => (key === 'rollCm' ? ROLL_ZERO : undefined);
  return Object.fromEntries(keys.map((key) => [key, draftNumber(problems, `${prefix}.${key}`, draft[key], rules[key], zero(key))])) as Record<K, number>;
}

/** The tarifa the form stands for, or the message of every bad field (nothing is saved then). */
export function checkTarifaDraft(draft: TarifaDraft): DraftCheck {
  const problems: ProblemSink = {};
  const modes = Object.fromEntries(
    MODES.map((mode) => [mode, { ...readNumbers(problems, mode, draft.modes[mode], MODE_RULES), outOfStock: draft.modes[mode].outOfStock }]),
  ) as Record<Mode, ModeTarifa>;
  const shared: SharedValues = readNumbers(problems, 'shared', draft.shared, SHARED_RULES);
  const texts: TarifaTexts = {
    productionTime: draftText(problems, 'texts.productionTime', draft.texts.productionTime, TEXT_MAX.productionTime, true),
    rugNote: draftText(problems, 'texts.rugNote', draft.texts.rugNote, TEXT_MAX.rugNote, false),
  };
  if (draft.promotions.length > MAX_PROMOTIONS) problems.promotions = `Como máximo ${MAX_PROMOTIONS} promociones: quitá alguna.`;
  const promotions = draft.promotions.slice(0, MAX_PROMOTIONS).map((p, i) => readPromotion(problems, i, p));
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, body: { modes, shared, texts, promotions } };
}
