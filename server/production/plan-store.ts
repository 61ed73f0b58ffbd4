import { mkdir, readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RollPlan } from '../../src/domain/roll-plan';
import { writeJsonOnce } from '../files/atomic-json';
import { oneAtATime } from '../files/one-at-a-time';
import { parseStoredPlan, planIdShape, type PlanOrder, type StoredPlan } from './plan-file';
import { productionFolder } from './production-folder';

export interface PlanStore {
  /** Stores a new plan under the next number, «P-0001» on. */
  create(plan: Omit<RollPlan, 'id'>, orders: Readonly<Record<string, PlanOrder>>): Promise<StoredPlan>;
  /** The plan, or null for an unknown id (or one that is not a plan's id: never used as a path then). */
  read(id: string): Promise<StoredPlan | null>;
  /** The newest `count` plans, newest first. */
  recent(count: number): Promise<StoredPlan[]>;
  /** When the plan's orders moved to «En producción»; null before. */
  movedAt(id: string): Promise<string | null>;
  markMoved(id: string, at: string): Promise<void>;
  /** Where panel `index` (0-based) of a stored plan is kept once built. */
  panelPath(plan: RollPlan, index: number): string;
}

const planNumber = (name: string): number => (/^P-(\d+)\.json$/.exec(name) ? Number(name.slice(2, -5)) : 0);
const planId = (number: number): string => `P-${String(number).padStart(4, '0')}`;
const isTaken = (error: unknown): boolean => typeof error === 'object' && error !== null && 'code' in error && error.code === 'EEXIST';

/**
 * The plans in `INBOX_DIR/.produccion/planes/`: one JSON file each, written once and never changed
 * (files/atomic-json.ts), a marker file once its orders moved, and its panel PDFs beside it.
 */
export function createPlanStore(inboxDir: string): PlanStore {
  const folder = join(productionFolder(inboxDir), 'planes');
  const queue = oneAtATime();
  const fileOf = (id: string, suffix: string): string | null => (planIdShape.test(id) ? join(folder, `${id}${suffix}`) : null);
  const readJson = async (path: string | null): Promise<unknown> => (path ? JSON.parse(await readFile(path, 'utf8')) : null);

  // A number taken by another server on the same inbox since the folder was read: the next one is tried.
  const create: PlanStore['create'] = (plan, orders) =>
    queue(async () => {
      await mkdir(folder, { recursive: true });
      let number = Math.max(0, ...(await readdir(folder)).map(planNumber)) + 1;
      for (;;) {
        const stored: StoredPlan = { plan: { ...plan, id: planId(number) }, orders };
        try {
          await writeJsonOnce(join(folder, `${stored.plan.id}.json`), stored);
          return stored;
        } catch (error) {
          if (!isTaken(error)) throw error;
          number += 1;
        }
      }
    });

  const read: PlanStore['read'] = (id) =>
    readJson(fileOf(id, '.json')).then((value) => {
      const stored = parseStoredPlan(value);
      return stored?.plan.id === id ? stored : null;
    }).catch(() => null);

  async function recent(count: number): Promise<StoredPlan[]> {
    const numbers = (await readdir(folder).catch(() => [])).map(planNumber).filter((n) => n > 0).sort((a, b) => b - a);
    const plans = await Promise.all(numbers.slice(0, count).map((n) => read(planId(n))));
    return plans.filter((plan): plan is StoredPlan => plan !== null);
  }

  return {
    create,
    read,
    recent,
    movedAt: (id) => readJson(fileOf(id, '.movido.json')).then((value) => (typeof value === 'string' ? value : null)).catch(() => null),
    async markMoved(id, at) {
      const path = fileOf(id, '.movido.json');
      if (path) await writeJsonOnce(path, at);
    },
    panelPath: (plan, index) => join(folder, `${plan.id}-panel-${index + 1}.pdf`),
  };
}
