/**
 * The print worker's entry: a worker thread (print-pool.ts) that builds one print file per message,
 * so a build that runs out of memory or time ends this thread, never the server.
 */
import { parentPort } from 'node:worker_threads';
import { buildPrintInto } from './print-job';
import type { PrintJob, PrintJobResult } from './print-job';

const buildFailed = 'el armado falló con esta foto y este diseño (el detalle está en el registro del servidor).';
const port = parentPort;
port?.on('message', (job: PrintJob) => {
  buildPrintInto(job).then(
    (result) => port.postMessage(result),
    (error: unknown) => port.postMessage({ ok: false, reason: buildFailed, detail: String(error) } satisfies PrintJobResult),
  );
});
