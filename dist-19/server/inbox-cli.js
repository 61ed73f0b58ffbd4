import { d as listSubmissions, i as formatEntry, n as stateLabel, t as readOrderState, w as inboxOptionsFromEnv, x as stripControlChars } from "./assets/order-state-BDtM7F_o.js";
// server/inbox-cli.ts
/** `npm run inbox`: the store's list of received designs, newest first. */
async function main() {
	const { inboxDir } = inboxOptionsFromEnv(process.env, process.cwd());
	const { submissions, skipped } = await listSubmissions(inboxDir);
	for (const folder of skipped) console.log(`Se saltea ${stripControlChars(folder)}: su submission.json falta, está dañado o es de otro formato.`);
	if (submissions.length === 0) {
		console.log(`Todavía no llegó ningún diseño a ${inboxDir}.`);
		return;
	}
	console.log(`${submissions.length} diseño(s) en ${inboxDir}, del más nuevo al más viejo:\n`);
	for (const submission of submissions) {
		const state = await readOrderState(submission.folder);
		console.log(`${stateLabel(state)} · ${formatEntry(submission, process.cwd())}`);
	}
}
main().catch((error) => {
	console.error(`No se pudo leer la carpeta de envíos: ${error instanceof Error ? error.message : String(error)}`);
	process.exitCode = 1;
});
export {};
