import type { PrintPool } from '../inbox/print-pool';
import { rebuildPrint } from '../inbox/server-print';
import { findOrder } from '../orders/order-files';
import type { OrderIndex } from '../orders/order-index';

/**
 * The store's "build the print file again" button: builds a missing print file for one order in
 * the print workers and reads the order again. A second press while it runs waits for the same
 * build; an order that has its print file is left as it is. False when there is no such order.
 */
export function printRebuilder(pool: PrintPool, index: OrderIndex): (id: string) => Promise<boolean> {
  const running = new Map<string, Promise<unknown>>();
  return async (id) => {
    const order = await findOrder(index, id);
    if (!order) return false;
    if (order.record.files.some((file) => file.field === 'print')) return true;
    let build = running.get(id);
    if (!build) {
      build = rebuildPrint(pool, order.entry.folder, order.record)
        .then(() => index.reload(id))
        .finally(() => running.delete(id));
      running.set(id, build);
    }
    await build;
    return true;
  };
}
