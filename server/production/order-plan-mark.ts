import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isRecord } from '../../src/domain/is-record';
import { writeJsonAtomically } from '../files/atomic-json';
import { planIdShape } from './plan-file';

/** The plan an order went into production with, and its panel (1-based), kept in the order's folder beside estado.json. */
export interface OrderPlanMark {
  readonly planId: string;
  readonly panel: number;
}

const markName = 'produccion.json';

export const writePlanMark = (folder: string, mark: OrderPlanMark): Promise<void> => writeJsonAtomically(join(folder, markName), mark);

/** The order's plan and panel, or null before it went into production through a plan. */
export async function readPlanMark(folder: string): Promise<OrderPlanMark | null> {
  try {
    const value: unknown = JSON.parse(await readFile(join(folder, markName), 'utf8'));
    if (!isRecord(value) || typeof value.planId !== 'string' || !planIdShape.test(value.planId)) return null;
    return typeof value.panel === 'number' && Number.isSafeInteger(value.panel) && value.panel > 0 ? { planId: value.planId, panel: value.panel } : null;
  } catch {
    return null;
  }
}
