/**
 * The inbox in a process of its own, for the crash and attack tests: the same createApp as `npm start`
 * over an empty client folder (CLIENT_DIR) and INBOX_DIR, with /buzon (INBOX_PASSWORD) and the print
 * pool's INBOX_PRINT_* limits, on PORT (0: a free one), printing its address like main.ts does. Run
 * with `node --import tsx`.
 */
import { createApp } from '../../server/app-server';
import { buzon } from '../../server/buzon/buzon-plugin';
import { inboxOptionsFromEnv } from '../../server/inbox/inbox-config';
import { printLimitsFromEnv } from '../../server/inbox/print-config';
import { createPrintPool } from '../../server/inbox/print-pool';

const inbox = inboxOptionsFromEnv(process.env, process.cwd());
const printPool = createPrintPool(printLimitsFromEnv(process.env));
const app = createApp({ clientDir: process.env.CLIENT_DIR ?? '', ...inbox, printPool });
await app.register(buzon, { inboxDir: inbox.inboxDir, password: process.env.INBOX_PASSWORD ?? 'clave-de-prueba-larga', printPool });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`listo en http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
