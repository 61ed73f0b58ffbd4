import { Agent } from 'node:http';
import { auditInbox } from './inbox-audit';
import { startChildServer } from './child-server';
import type { ChildServer } from './child-server';
import { shopperAddresses } from './throughput-phase';
import { makePayload, makeUpload, sendUpload } from './upload';
import type { Upload } from './upload';

export interface CrashReport {
  readonly started: number;
  readonly acknowledgedBeforeKill: number;
  readonly acknowledged: number;
  readonly inFlightAtKill: number;
  readonly visibleAfterKill: number;
  readonly brokenAfterKill: readonly string[];
  readonly tempLeftoversAfterKill: number;
  readonly lostAfterRestart: number;
  readonly brokenAfterRestart: readonly string[];
  readonly tempLeftoversAfterRestart: number;
  readonly gracefulExit: number | string;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

interface KillOutcome {
  /** Every order the server answered 200, including answers already on the wire at the kill. */
  readonly acknowledged: readonly Upload[];
  readonly acknowledgedBeforeKill: number;
  readonly inFlightAtKill: number;
}

/**
 * Starts `count` paced uploads a little apart and, once about a third are acknowledged, kills the
 * server with SIGKILL while the rest are mid-body or being committed.
 */
async function uploadAndKill(server: ChildServer, count: number, fileBytes: number): Promise<KillOutcome> {
  // Each order from its own address, as shoppers' are: the inbox lets one address write only a few uploads at once.
  const agents = shopperAddresses(count).map((localAddress) => new Agent({ keepAlive: false, localAddress }));
  const payload = makePayload(fileBytes - 100);
  const pacing = { chunkBytes: 256 * 1024, delayMs: () => 20 + Math.random() * 60 };
  const acknowledged: Upload[] = [];
  let pending = count;
  const sends = Array.from({ length: count }, async (_, index) => {
    await sleep(index * 60);
    const result = await sendUpload(`${server.baseUrl}/f/mgm-local`, agents[index] ?? new Agent(), makeUpload(1000 + index, payload), pacing);
    pending -= 1;
    if (result.status === 200) acknowledged.push(result.upload);
  });
  const deadline = performance.now() + 20_000;
  while (acknowledged.length < Math.ceil(count / 3) && performance.now() < deadline) await sleep(5);
  const acknowledgedBeforeKill = acknowledged.length;
  const inFlightAtKill = pending;
  server.process.kill('SIGKILL');
  await server.exited;
  await Promise.all(sends);
  agents.forEach((agent) => agent.destroy());
  return { acknowledged, acknowledgedBeforeKill, inFlightAtKill };
}

/**
 * (b) After the kill nothing partial may be visible; after a restart on the same inbox every
 * acknowledged order must be there and .tmp must be empty; then SIGTERM must end it cleanly.
 */
export async function runCrashPhase(mainJs: string, inboxDir: string, count: number, fileBytes: number): Promise<CrashReport> {
  const killed = await uploadAndKill(await startChildServer(mainJs, inboxDir), count, fileBytes);
  const afterKill = await auditInbox(inboxDir);
  const restarted = await startChildServer(mainJs, inboxDir);
  const afterRestart = await auditInbox(inboxDir);
  restarted.process.kill('SIGTERM');
  return {
    started: count,
    acknowledgedBeforeKill: killed.acknowledgedBeforeKill,
    acknowledged: killed.acknowledged.length,
    inFlightAtKill: killed.inFlightAtKill,
    visibleAfterKill: afterKill.visible,
    brokenAfterKill: afterKill.broken,
    tempLeftoversAfterKill: afterKill.tempLeftovers,
    lostAfterRestart: killed.acknowledged.filter((upload) => !afterRestart.storedHashes.has(upload.sha256)).length,
    brokenAfterRestart: afterRestart.broken,
    tempLeftoversAfterRestart: afterRestart.tempLeftovers,
    gracefulExit: await restarted.exited,
  };
}
