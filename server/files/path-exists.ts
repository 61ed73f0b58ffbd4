import { access } from 'node:fs/promises';

/** Whether something is at `path` (a file or a folder): the one place that asks without throwing. */
export const pathExists = (path: string): Promise<boolean> => access(path).then(() => true, () => false);
