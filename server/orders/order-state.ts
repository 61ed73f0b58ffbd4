import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../src/domain/is-record';
import { writeJsonAtomically } from '../files/atomic-json';

/**
 * Where an order stands, kept in the order's own folder beside submission.json so it travels with
 * the order and survives restarts; replaced atomically on every change (files/atomic-json.ts).
 * The store moves it Recibido → Respondido → Pagado → En producción → Enviado, or to Cancelado;
 * every change is kept with its time, and so is the answer sent from /buzon.
 */
export const stateFileName = 'estado.json';

export const orderStages = ['recibido', 'respondido', 'pagado', 'produccion', 'enviado', 'cancelado'] as const;
export type OrderStage = (typeof orderStages)[number];

export const stageLabels: Readonly<Record<OrderStage, string>> = {
  recibido: 'Recibido',
  respondido: 'Respondido',
  pagado: 'Pagado',
  produccion: 'En producción',
  enviado: 'Enviado',
  cancelado: 'Cancelado',
};

export interface StageChange {
  readonly stage: OrderStage;
  /** ISO time. */
  readonly at: string;
}

/** The store's answer sent from /buzon: the purchase link and its optional message. */
export interface OrderAnswer {
  readonly link: string;
  readonly message: string;
  readonly at: string;
}

export interface OrderState {
  readonly stage: OrderStage;
  /** Any stage past Recibido: the list's «Respondidos» filter. */
  readonly answered: boolean;
  /** ISO time of the last change; null for an order never changed. */
  readonly changedAt: string | null;
  /** Every change, oldest first. */
  readonly history: readonly StageChange[];
  readonly answer: OrderAnswer | null;
}

export const pendingState: OrderState = { stage: 'recibido', answered: false, changedAt: null, history: [], answer: null };

export const isStage = (value: unknown): value is OrderStage => orderStages.some((stage) => stage === value);

function parseChange(value: unknown): StageChange[] {
  return isRecord(value) && isStage(value.stage) && typeof value.at === 'string' ? [{ stage: value.stage, at: value.at }] : [];
}

function parseAnswer(value: unknown): OrderAnswer | null {
  if (!isRecord(value) || typeof value.link !== 'string' || typeof value.at !== 'string') return null;
  return { link: value.link, message: typeof value.message === 'string' ? value.message : '', at: value.at };
}

/** A stored state; the first format (`answered` only) reads as Respondido or Recibido. */
function parseState(value: unknown): OrderState {
  if (!isRecord(value)) return pendingState;
  const stage = isStage(value.stage) ? value.stage : value.answered === true ? 'respondido' : 'recibido';
  const history = Array.isArray(value.history) ? value.history.flatMap(parseChange) : [];
  const changedAt = typeof value.changedAt === 'string' ? value.changedAt : null;
  return { stage, answered: stage !== 'recibido', changedAt, history, answer: parseAnswer(value.answer) };
}

/** The stored state; a missing or damaged file reads as Recibido, so the order is never hidden. */
export async function readOrderState(folder: string): Promise<OrderState> {
  try {
    return parseState(JSON.parse(await readFile(join(folder, stateFileName), 'utf8')));
  } catch {
    return pendingState;
  }
}

/** Moves the order to `stage` (and records `answer` when given), written atomically. */
export async function writeOrderState(folder: string, stage: OrderStage, answer: OrderAnswer | null = null, now: Date = new Date()): Promise<OrderState> {
  const previous = await readOrderState(folder);
  const at = now.toISOString();
  const state: OrderState = {
    stage,
    answered: stage !== 'recibido',
    changedAt: at,
    history: [...previous.history, { stage, at }],
    answer: answer ?? previous.answer,
  };
  await writeJsonAtomically(join(folder, stateFileName), state);
  return state;
}

/** The mark the store reads in the list, the detail and `npm run inbox`. */
export function stateLabel(state: OrderState): string {
  return stageLabels[state.stage];
}
