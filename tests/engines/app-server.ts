/**
 * The app as `npm start` builds and serves it (or the build CI made, tests/serve-command.ts), on its own port (ENGINES_PORT, default 4318) with an
 * inbox in a temporary folder, started by the suite's global setup and stopped after it.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appStartCommand } from '../serve-command';

export const ENGINES_PASSWORD = 'clave-de-prueba-motores';

export interface AppServer {
  readonly baseURL: string;
  readonly inboxDir: string;
  readonly stop: () => Promise<void>;
}

async function waitUntilServing(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Still building.
    }
    if (exited()) throw new Error('npm start terminó antes de servir la app');
    if (Date.now() > deadline) throw new Error(`${url} no respondió en 240 s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

export async function startAppServer(port = Number(process.env.ENGINES_PORT ?? 4318)): Promise<AppServer> {
  const inboxDir = await mkdtemp(join(tmpdir(), 'mgm-motores-'));
  const baseURL = `http://127.0.0.1:${port}`;
  // Its own process group: npm, its shell and the server stop together.
  const [command, ...args] = appStartCommand();
  // Without vitest's NODE_ENV=test, which would have Vite build React's development code: the
  // engines meet the production build a shopper gets.
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV'));
  const server = spawn(command, args, {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', INBOX_DIR: inboxDir, INBOX_PASSWORD: ENGINES_PASSWORD },
  });
  let exited = false;
  server.once('exit', () => (exited = true));
  const stop = async () => {
    if (!exited && server.pid !== undefined) process.kill(-server.pid, 'SIGTERM');
    await rm(inboxDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(`${baseURL}/home`, () => exited);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, inboxDir, stop };
}
