import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../src/domain/is-record';
import { writeJsonAtomically } from '../files/atomic-json';

/**
 * Where an order stands, kept in the order's own folder beside submission.json so it travels with
 * the order and survives restarts; replaced atomically on every change (files/atomic-json.ts).
 * The store moves it Recibido → Respondido → Pagado → En producción → Enviado, or to Cancelado,
 * as stageMoves allows; every change is kept with its time, and so is the answer sent from /buzon.
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

/**
 * The one table of the moves the store may make: forward only (a step may be skipped), Enviado only
 * from Pagado or En producción, and Enviado and Cancelado final. The one move back, Respondido to
 * Recibido, undoes the store's own «Marcar como respondido»; no email rides on either. Moving to the
 * stage the order is in is no move at all (a repeated post changes nothing).
 */
export const stageMoves: Readonly<Record<OrderStage, readonly OrderStage[]>> = {
  recibido: ['respondido', 'pagado', 'produccion', 'cancelado'],
  respondido: ['recibido', 'pagado', 'produccion', 'cancelado'],
  pagado: ['produccion', 'enviado', 'cancelado'],
  produccion: ['enviado', 'cancelado'],
  enviado: [],
  cancelado: [],
};

export type StageMove = 'moved' | 'same' | 'refused';

/** Enviado and Cancelado: no move leaves them, and no purchase link goes out. */
export const isFinalStage = (stage: OrderStage): boolean => stageMoves[stage].length === 0;

export const stageMove = (from: OrderStage, to: OrderStage): StageMove => (from === to ? 'same' : stageMoves[from].includes(to) ? 'moved' : 'refused');

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

/**
 * Moves the order from `previous` to `stage` (and records `answer` when given), written atomically;
 * a move to the stage it is in records only the answer. The caller holds the order's change lock
 * (order-index.ts) and checked the move (stageMove).
 */
export async function writeOrderState(folder: string, previous: OrderState, stage: OrderStage, answer: OrderAnswer | null = null, now: Date = new Date()): Promise<OrderState> {
  const at = now.toISOString();
  const moved = stage !== previous.stage;
  const state: OrderState = {
    stage,
    answered: stage !== 'recibido',
    changedAt: at,
    history: moved ? [...previous.history, { stage, at }] : previous.history,
    answer: answer ?? previous.answer,
  };
  await writeJsonAtomically(join(folder, stateFileName), state);
  return state;
}

/** The mark the store reads in the list, the detail and `npm run inbox`. */
export function stateLabel(state: OrderState): string {
  return stageLabels[state.stage];
}
