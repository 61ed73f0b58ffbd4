/**
 * The inbox in a process of its own, for the crash test: the same createApp as `npm start` over an
 * empty client folder (CLIENT_DIR) and INBOX_DIR, printing its address like main.ts does. Run with
 * `node --import tsx`.
 */
import { createApp } from '../../server/app-server';
import { inboxOptionsFromEnv } from '../../server/inbox/inbox-config';

const app = createApp({ clientDir: process.env.CLIENT_DIR ?? '', ...inboxOptionsFromEnv(process.env, process.cwd()) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
console.log(`listo en http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
