import { Worker } from 'node:worker_threads';
import type { ResourceLimits } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry is `name` (no extension) beside the module at `here`
 * (its import.meta.url), handing it `workerData`. Built, the entry is `<name>.js` beside the server bundle (vite.config.ts,
 * mode `server`). Run from source (`npm run dev`, the tests), the caller is a .ts file and so is the
 * entry: it starts through tsx's loader, which a worker thread does not inherit from its parent.
 */
export function startWorkerThread(here: string, name: string, resourceLimits: ResourceLimits, workerData?: unknown): Worker {
  if (!here.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, here), { resourceLimits, workerData });
  const source = JSON.stringify(new URL(`./${name}.ts`, here).href);
  const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${source}); });`;
  return new Worker(boot, { eval: true, resourceLimits, workerData });
}
