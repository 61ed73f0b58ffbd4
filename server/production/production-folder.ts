import { join } from 'node:path';

/**
 * Where production keeps its files: `INBOX_DIR/.produccion/`, hidden like `.tarifa` so the order
 * listings (every visible folder is an order) never read it.
 */
export const productionFolder = (inboxDir: string): string => join(inboxDir, '.produccion');
