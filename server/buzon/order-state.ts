import { randomUUID } from 'node:crypto';
import { open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDirectory } from '../inbox/submission-store';

/**
 * Whether the store has answered an order, kept in the order's own folder beside submission.json so
 * it travels with the order and survives restarts. Written to a temp file and renamed over the old
 * one, so a crash leaves the old state or the new one, never half a file.
 */
export const stateFileName = 'estado.json';

export interface OrderState {
  readonly answered: boolean;
  /** ISO time of the last change; null for an order never marked. */
  readonly changedAt: string | null;
}

export const pendingState: OrderState = { answered: false, changedAt: null };

/** The stored state; a missing or damaged file reads as pending, so the order is never hidden. */
export async function readOrderState(folder: string): Promise<OrderState> {
  try {
    const value: unknown = JSON.parse(await readFile(join(folder, stateFileName), 'utf8'));
    if (typeof value !== 'object' || value === null) return pendingState;
    const { answered, changedAt } = value as Record<string, unknown>;
    if (typeof answered !== 'boolean') return pendingState;
    return { answered, changedAt: typeof changedAt === 'string' ? changedAt : null };
  } catch {
    return pendingState;
  }
}

/** Writes the new state atomically: temp file in the same folder, flushed, then renamed over. */
export async function writeOrderState(folder: string, answered: boolean, now: Date = new Date()): Promise<OrderState> {
  const state: OrderState = { answered, changedAt: now.toISOString() };
  const temp = join(folder, `.${stateFileName}.${randomUUID()}.tmp`);
  try {
    const handle = await open(temp, 'wx', 0o644);
    try {
      await handle.writeFile(`${JSON.stringify(state)}\n`, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, join(folder, stateFileName));
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDirectory(folder);
  return state;
}

/** The mark the store reads in the list, the detail and `npm run inbox`. */
export function stateLabel(state: OrderState): string {
  return state.answered ? 'Respondido' : 'Pendiente';
}
