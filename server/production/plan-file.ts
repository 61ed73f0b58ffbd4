import { isRecord } from '../../src/domain/is-record';
import { MODES } from '../../src/domain/modes';
import type { RollPlan } from '../../src/domain/roll-plan';

/** What the cut list and the order pages need of each order in a plan, beside its piece. */
export interface PlanOrder {
  /** The order's id in the inbox (its page /buzon/pedidos/{id}). */
  readonly orderId: string;
  /** The design's size, «90x40». */
  readonly size: string;
}

/** A stored plan: the packer's plan and, by order number, the orders it was made of. */
export interface StoredPlan {
  readonly plan: RollPlan;
  readonly orders: Readonly<Record<string, PlanOrder>>;
}

export const planIdShape = /^P-\d{4,9}$/;

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const allCounts = (value: Record<string, unknown>, keys: readonly string[]): boolean => keys.every((key) => isCount(value[key]));
const isShape = (value: unknown): boolean => value === 'rect' || value === 'circle';

function isPlaced(value: unknown): boolean {
  return isRecord(value) && typeof value.id === 'string' && isShape(value.shape) && typeof value.turned === 'boolean' && allCounts(value, ['xMm', 'yMm', 'widthMm', 'heightMm']);
}

function isPanel(value: unknown): boolean {
  return isRecord(value) && isCount(value.lengthMm) && Array.isArray(value.pieces) && value.pieces.every(isPlaced);
}

function isPiece(value: unknown): boolean {
  return isRecord(value) && typeof value.id === 'string' && isShape(value.shape) && allCounts(value, ['widthMm', 'heightMm']);
}

function isPlan(value: unknown): value is RollPlan {
  if (!isRecord(value) || typeof value.id !== 'string' || !planIdShape.test(value.id) || typeof value.createdAt !== 'string') return false;
  if (!MODES.some((mode) => mode === value.mode) || !isRecord(value.settings) || !allCounts(value.settings, ['rollWidthMm', 'marginMm', 'separationMm', 'maxPanelLengthMm'])) return false;
  const { panels, pieces, leftOut } = value;
  return Array.isArray(panels) && panels.every(isPanel) && Array.isArray(pieces) && pieces.every(isPiece) && Array.isArray(leftOut) && leftOut.every(isLeftOut);
}

const isLeftOut = (value: unknown): boolean => isRecord(value) && typeof value.id === 'string' && typeof value.message === 'string';

function isPlanOrder(value: unknown): value is PlanOrder {
  return isRecord(value) && typeof value.orderId === 'string' && typeof value.size === 'string';
}

/**
 * A plan file read back, checked field by field: the files are the server's own, but a damaged or
 * hand-edited one must read as missing, never reach the drawing, the cut list or the panel half-formed.
 */
export function parseStoredPlan(value: unknown): StoredPlan | null {
  if (!isRecord(value) || !isPlan(value.plan) || !isRecord(value.orders)) return null;
  const orders = value.orders;
  if (!Object.values(orders).every(isPlanOrder)) return null;
  return { plan: value.plan, orders: orders as Record<string, PlanOrder> };
}
