import { inboxOptionsFromEnv } from './inbox/inbox-config';
import { stripControlChars } from './html/control-chars';
import { formatEntry } from './orders/submission-summary';
import { readOrderState, stateLabel } from './orders/order-state';
import { listSubmissions } from './orders/order-folders';

/** `npm run inbox`: the store's list of received designs, newest first. */
async function main(): Promise<void> {
  const { inboxDir } = inboxOptionsFromEnv(process.env, process.cwd());
  const { submissions, skipped } = await listSubmissions(inboxDir);
  for (const folder of skipped) {
    console.log(`Se saltea ${stripControlChars(folder)}: su submission.json falta, está dañado o es de otro formato.`);
  }
  if (submissions.length === 0) {
    console.log(`Todavía no llegó ningún diseño a ${inboxDir}.`);
    return;
  }
  console.log(`${submissions.length} diseño(s) en ${inboxDir}, del más nuevo al más viejo:\n`);
  for (const submission of submissions) {
    // The state the store sets at /buzon and the order's number lead each entry, so the terminal and the page agree.
    const state = await readOrderState(submission.folder);
    const number = submission.record.number ? `${submission.record.number} · ` : '';
    console.log(`${stateLabel(state)} · ${number}${formatEntry(submission, process.cwd())}`);
  }
}

main().catch((error: unknown) => {
  console.error(`No se pudo leer la carpeta de envíos: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
