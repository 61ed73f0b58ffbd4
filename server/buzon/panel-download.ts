import type { PrintPool } from '../inbox/print-pool';
import { argentinaDate } from '../../src/domain/argentina-time';
import { pathExists } from '../files/path-exists';
import type { OrderFile } from '../html/replies';
import { findOrderFile } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';
import type { PanelResult } from '../production/panel-file';
import type { StoredPlan } from '../production/plan-file';
import type { PlanStore } from '../production/plan-store';

export type PanelDownload = { readonly file: OrderFile } | { readonly problem: string };

/** Each piece's order's print file, by order number; the order's id is looked up in the index, never used as a path. */
async function printFilesOf(index: OrderIndex, stored: StoredPlan, panelIndex: number): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const piece of stored.plan.panels[panelIndex]?.pieces ?? []) {
    const order = stored.orders[piece.id];
    const file = order && (await findOrderFile(index, order.orderId, 'print'));
    if (file) files[piece.id] = file.path;
  }
  return files;
}

/**
 * «Descargar panel N (PDF)»: the panel is built in the print pool on its first download (its caps
 * keep a bad plan from stopping the server), and appears at its name only once whole (panel-file.ts),
 * so a half-built panel is never served; then the file on disk is sent. Presses while it builds wait for
 * the same build (one per panel).
 */
export function panelDownloader(pool: PrintPool, plans: PlanStore, index: OrderIndex): (stored: StoredPlan, panelIndex: number) => Promise<PanelDownload> {
  const running = new Map<string, Promise<PanelResult>>();

  async function build(stored: StoredPlan, panelIndex: number, outFile: string): Promise<PanelResult> {
    return pool.panel({ plan: stored.plan, panelIndex, printFiles: await printFilesOf(index, stored, panelIndex), outFile, date: argentinaDate(new Date()) });
  }

  return async (stored, panelIndex) => {
    const path = plans.panelPath(stored.plan, panelIndex);
    const file = { path, type: 'application/pdf', downloadName: `${stored.plan.id}-panel-${panelIndex + 1}.pdf` };
    if (await pathExists(path)) return { file };
    let building = running.get(path);
    if (!building) {
      building = build(stored, panelIndex, path).finally(() => running.delete(path));
      running.set(path, building);
    }
    const result = await building;
    // Another server process on the same inbox may have built it first: its whole file is as good.
    return result.ok || (await pathExists(path)) ? { file } : { problem: result.reason };
  };
}
