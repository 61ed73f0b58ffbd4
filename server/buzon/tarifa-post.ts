import { createHmac } from 'node:crypto';
import { isRecord } from '../../src/domain/is-record';
import { MODES, type Mode } from '../../src/domain/modes';
import type { TarifaBody } from '../../src/domain/tarifa';
import { newPromotionDraft, type ModeDraft, type PromotionDraft, type TarifaDraft } from '../../src/domain/tarifa-draft';
import { MAX_PROMOTIONS, MODE_RULES, SHARED_RULES, TEXT_MAX } from '../../src/domain/tarifa-rules';
import { VOID_FIELD } from './html/tarifa-void';

export type TarifaAction = 'guardar' | 'agregar' | 'confirmar';

/** The «Tarifa» form as posted: its values as typed, the version it was opened on, the button pressed. */
export interface TarifaPost {
  readonly draft: TarifaDraft;
  readonly base: number;
  readonly action: TarifaAction;
  /** The digest of the values the store reviewed, sent back by «Confirmar y guardar». */
  readonly reviewed: string;
  /** «Agregar promoción» pressed with the form already at MAX_PROMOTIONS: nothing added, and the page says why. */
  readonly full: boolean;
  /** «La versión anterior tenía un error»: the save voids the version it replaces (issue 45). */
  readonly voidsPrevious: boolean;
}

/** A form field's text: a repeated field counts once, anything but text reads as empty. */
function textOf(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  const first = Array.isArray(value) ? (value[0] as unknown) : value;
  return typeof first === 'string' ? first : '';
}

const texts = <K extends string>(body: Record<string, unknown>, prefix: string, keys: readonly K[]): Record<K, string> =>
  Object.fromEntries(keys.map((key) => [key, textOf(body, `${prefix}.${key}`)])) as Record<K, string>;

function modeDraft(body: Record<string, unknown>, mode: Mode): ModeDraft {
  return { ...texts(body, mode, Object.keys(MODE_RULES) as (keyof typeof MODE_RULES)[]), outOfStock: textOf(body, `${mode}.outOfStock`) === 'si' };
}

/** The promotions posted, in order, without those marked «Quitar»; one more than the limit at most, so the check can say so. */
function promotionDrafts(body: Record<string, unknown>): PromotionDraft[] {
  const drafts: PromotionDraft[] = [];
  for (let i = 0; i <= MAX_PROMOTIONS && body[`promotions.${i}.mode`] !== undefined; i++) {
    if (textOf(body, `promotions.${i}.remove`) === 'si') continue;
    drafts.push(texts(body, `promotions.${i}`, ['mode', 'sizes', 'percent', 'from', 'until', 'name'] as const));
  }
  return drafts;
}

/** Reads the posted form; nothing in it is trusted (the draft's check comes after). «Agregar promoción» adds one starting `now`. */
export function readTarifaPost(raw: unknown, now: Date): TarifaPost {
  const body = isRecord(raw) ? raw : {};
  const action: TarifaAction = (['agregar', 'confirmar'] as const).find((a) => a === textOf(body, 'accion')) ?? 'guardar';
  const promotions = promotionDrafts(body);
  const full = action === 'agregar' && promotions.length >= MAX_PROMOTIONS;
  if (action === 'agregar' && !full) promotions.push(newPromotionDraft(now));
  const draft: TarifaDraft = {
    modes: Object.fromEntries(MODES.map((mode) => [mode, modeDraft(body, mode)])) as Record<Mode, ModeDraft>,
    shared: texts(body, 'shared', Object.keys(SHARED_RULES) as (keyof typeof SHARED_RULES)[]),
    texts: texts(body, 'texts', Object.keys(TEXT_MAX) as (keyof typeof TEXT_MAX)[]),
    promotions,
  };
  const base = Number(textOf(body, 'base'));
  const voidsPrevious = textOf(body, VOID_FIELD) === 'si';
  return { draft, base: Number.isSafeInteger(base) && base >= 0 ? base : -1, action, reviewed: textOf(body, 'revisado'), full, voidsPrevious };
}

/**
 * Names exactly the values reviewed on the version they were reviewed against, and whether that
 * version is voided: a change in between needs a new review. Signed with the server's secret
 * (server/files/server-secret.ts), so only a review page the server rendered can hand it out: a
 * client cannot compute it and skip the review.
 */
export function reviewDigest(body: TarifaBody, base: number, voidsPrevious: boolean, secret: Buffer): string {
  return createHmac('sha256', secret).update(JSON.stringify({ body, base, voidsPrevious })).digest('base64url');
}
