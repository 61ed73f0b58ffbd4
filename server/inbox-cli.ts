import { relative } from 'node:path';
import { inboxOptionsFromEnv } from './inbox/inbox-config';
import { listSubmissions } from './inbox/submission-store';
import type { ListedSubmission } from './inbox/submission-store';
import { summarize } from './inbox/submission-summary';

/** `npm run inbox`: the store's list of received designs, newest first. */
async function main(): Promise<void> {
  const { inboxDir } = inboxOptionsFromEnv(process.env, process.cwd());
  const submissions = await listSubmissions(inboxDir);
  if (submissions.length === 0) {
    console.log(`Todavía no llegó ningún diseño a ${inboxDir}.`);
    return;
  }
  console.log(`${submissions.length} diseño(s) en ${inboxDir}, del más nuevo al más viejo:\n`);
  for (const submission of submissions) console.log(formatEntry(submission));
}

function formatEntry({ folder, record }: ListedSubmission): string {
  const summary = summarize(record);
  return [
    `${summary.receivedAt} · ${summary.name} · ${summary.email}`,
    `  Medida: ${summary.size} · Precio estimado: ${summary.price}`,
    `  Carpeta: ${relative(process.cwd(), folder) || folder}`,
    '',
  ].join('\n');
}

main().catch((error: unknown) => {
  console.error(`No se pudo leer la carpeta de envíos: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
});
