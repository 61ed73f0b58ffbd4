import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { SubmissionRecord } from '../../server/orders/submission-record';
import { createTarifaStore, type TarifaStore } from '../../server/tarifa/tarifa-store';
import { startTestServer, type RunningServer } from './app-server-harness';

/** A server per test over its own inbox, with the tarifa store on a clock the test sets for each save (`savedAt`). */
export interface TarifaServer {
  app: RunningServer;
  inboxDir: string;
  store: TarifaStore;
  savedAt: number;
}

/** Starts a server before each test of the file and removes it after; the fields are the current test's. */
export function tarifaServerPerTest(prefix: string): TarifaServer {
  const server = { savedAt: Date.now() } as TarifaServer;
  beforeEach(async () => {
    server.savedAt = Date.now();
    server.inboxDir = await mkdtemp(join(tmpdir(), prefix));
    server.store = createTarifaStore(server.inboxDir, { now: () => new Date(server.savedAt) });
    server.app = await startTestServer({ inboxDir: server.inboxDir, tarifa: server.store });
  });
  afterEach(async () => {
    await server.app.close();
    await rm(server.inboxDir, { recursive: true, force: true });
  });
  return server;
}

/** The record of the newest order in `inboxDir`. */
export async function newestRecord(inboxDir: string): Promise<SubmissionRecord> {
  const [name = ''] = (await readdir(inboxDir)).filter((entry) => !entry.startsWith('.')).sort().reverse();
  return JSON.parse(await readFile(join(inboxDir, name, 'submission.json'), 'utf8')) as SubmissionRecord;
}
