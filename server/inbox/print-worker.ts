/**
 * The print worker's entry: a worker thread (print-pool.ts) that builds one print file, or one
 * production panel, per message, so a build that runs out of memory or time ends this thread, never
 * the server.
 */
import { parentPort } from 'node:worker_threads';
import { buildPanelFile, panelFailed, type PanelResult } from '../production/panel-file';
import { buildPrintInto } from './print-job';
import type { PrintJobResult, PrintWorkerMessage } from './print-job';

const buildFailed = 'el armado falló con esta foto y este diseño (el detalle está en el registro del servidor).';
const port = parentPort;

function answer(build: Promise<PrintJobResult | PanelResult>, reason: string): void {
  build.then(
    (result) => port?.postMessage(result),
    (error: unknown) => port?.postMessage({ ok: false, reason, detail: String(error) } satisfies PrintJobResult),
  );
}

port?.on('message', (message: PrintWorkerMessage) => {
  if (message.kind === 'panel') answer(buildPanelFile(message.job, message.part), panelFailed);
  else answer(buildPrintInto(message.job), buildFailed);
});
