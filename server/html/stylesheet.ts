import { readFile } from 'node:fs/promises';

/** The stylesheet ships beside the server bundle (Vite copies the file this URL names). */
const stylesheetUrl = new URL('./buzon.css', import.meta.url);

/** /buzon's stylesheet, which the shopper's status page shares. */
export function readBuzonStylesheet(): Promise<string> {
  return readFile(stylesheetUrl, 'utf8');
}
