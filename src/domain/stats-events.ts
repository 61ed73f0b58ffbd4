/**
 * The closed set of anonymous events the page may send to the store's collector (docs/estadisticas.md):
 * every name and value is listed here, shared by the page that sends them and the server that counts
 * them, so anything else is refused. No event holds a name, an email, a file name or an identifier.
 */
// Nothing here reads modes.ts at load time: the page's chunks may load this module before the catalogue's.
import { PRESETS, isMode, type Mode } from './modes';

/** The funnel, in order. «pedido» is counted by the server when it stores an order, never by the page. */
export const FUNNEL_STEPS = ['editor', 'foto', 'medida', 'formulario', 'pedido'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export type PageStep = Exclude<FunnelStep, 'pedido'>;
export const STEP_LABELS: Readonly<Record<FunnelStep, string>> = {
  editor: 'Entró al editor',
  foto: 'Subió una foto',
  medida: 'Eligió una medida',
  formulario: 'Siguió al formulario',
  pedido: 'Envió el pedido',
};

export const DEVICES = ['Teléfono', 'Tablet', 'Computadora'] as const;
export type Device = (typeof DEVICES)[number];

export const BROWSERS = ['Chrome', 'Safari', 'Firefox', 'Samsung', 'Otro'] as const;
export type Browser = (typeof BROWSERS)[number];

/** «Personalizada» stands for every custom size, so a size never tells more than the preset list. */
export const CUSTOM_SIZE = 'Personalizada';

/** Why a photo was refused, as the image worker names it. */
export const REFUSAL_REASONS = ['type', 'corrupt', 'too-many-pixels', 'file-too-big'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** Every way a send can fail, as the order form names it (features/order/order-errors.ts). */
export const SEND_PROBLEMS = [
  'BLOCKED', 'EMPTY', 'FILES_TOO_BIG', 'FORM_NOT_FOUND', 'INBOX_FULL', 'SIN_STOCK', 'INACTIVE', 'NO_FILE_UPLOADS',
  'PROJECT_NOT_FOUND', 'TOO_MANY_FILES', 'REQUIRED_FIELD_EMPTY', 'REQUIRED_FIELD_MISSING', 'TYPE_EMAIL', 'TYPE_NUMERIC',
  'TYPE_TEXT', 'STRIPE_CLIENT_ERROR', 'STRIPE_SCA_ERROR', 'NETWORK', 'CONNECTION', 'UNEXPECTED', 'FILE', 'IMAGE',
] as const;
export type SendProblem = (typeof SEND_PROBLEMS)[number];

/** Events counted by reason (or with none): a photo refused, «Calidad baja» accepted, a failed send, «Sin stock» seen. */
export const OTHER_EVENTS = ['rechazo', 'calidad-baja', 'error-envio', 'sin-stock'] as const;
export type OtherEvent = (typeof OTHER_EVENTS)[number];

/** Field timings: web-vitals' three, and the photo's first pixels and «ready» (image/photo-timing.ts). */
export const TIMINGS = ['LCP', 'INP', 'CLS', 'primeros-pixeles', 'lista'] as const;
export type Timing = (typeof TIMINGS)[number];

/** Largest timing accepted: 10 minutes in ms; CLS is sent in thousandths, so at most 600 here too. */
export const MAX_TIMING = 600_000;

interface Where {
  readonly d: Device;
  readonly m: Mode;
}

export type StatsEvent =
  | (Where & { readonly n: PageStep; readonly s: string })
  | (Where & { readonly n: 'rechazo'; readonly r: RefusalReason })
  | (Where & { readonly n: 'error-envio'; readonly r: SendProblem })
  | (Where & { readonly n: 'calidad-baja' | 'sin-stock' })
  | (Where & { readonly n: Timing; readonly v: number });

/** The device class from the viewport's width in CSS pixels. */
export function deviceClass(width: number): Device {
  if (width < 768) return 'Teléfono';
  return width < 1024 ? 'Tablet' : 'Computadora';
}

/** The size as an event carries it: the preset's code, or «Personalizada» (also before any size is chosen). */
export function sizeOfEvent(mode: Mode, code: string | null): string {
  return code !== null && PRESETS[mode].some((preset) => preset.code === code) ? code : CUSTOM_SIZE;
}

export function isEventSize(mode: Mode, size: string): boolean {
  return size === CUSTOM_SIZE || PRESETS[mode].some((preset) => preset.code === size);
}

const oneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value);

const keysAre = (record: object, allowed: readonly string[]): boolean => Object.keys(record).every((key) => allowed.includes(key));

function readOther(name: OtherEvent, record: Record<string, unknown>, where: Where): StatsEvent | null {
  if (name === 'rechazo') return oneOf(REFUSAL_REASONS, record.r) && keysAre(record, ['n', 'd', 'm', 'r']) ? { ...where, n: name, r: record.r } : null;
  if (name === 'error-envio') return oneOf(SEND_PROBLEMS, record.r) && keysAre(record, ['n', 'd', 'm', 'r']) ? { ...where, n: name, r: record.r } : null;
  return keysAre(record, ['n', 'd', 'm']) ? { ...where, n: name } : null;
}

/** The event a body holds, or null when anything in it is outside the closed set (the collector answers 400). */
export function readStatsEvent(value: unknown): StatsEvent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const { n, d, m } = record;
  if (!oneOf(DEVICES, d) || !isMode(m)) return null;
  const where = { d, m };
  if (oneOf(['editor', 'foto', 'medida', 'formulario'] as const, n)) {
    return typeof record.s === 'string' && isEventSize(m, record.s) && keysAre(record, ['n', 'd', 'm', 's']) ? { ...where, n, s: record.s } : null;
  }
  if (oneOf(OTHER_EVENTS, n)) return readOther(n, record, where);
  const v = record.v;
  if (!oneOf(TIMINGS, n) || typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > MAX_TIMING) return null;
  return keysAre(record, ['n', 'd', 'm', 'v']) ? { ...where, n, v } : null;
}

/** The one path of the app's own server that takes the events. */
export const STATS_PATH = '/eventos';

/** Largest event body the collector reads: an event is under 100 bytes. */
export const MAX_EVENT_BYTES = 1024;
