import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import type { ClientRequest } from 'node:http';
import { auditInbox } from './inbox-audit';
import { startChildServer } from './child-server';
import { report, sendAll } from './throughput-phase';
import type { ThroughputReport } from './throughput-phase';
import { appendHeaders, createPhotoUpload, makePayload, makeUpload, sendUpload } from './upload';

export interface AbuseReport {
  readonly honest: ThroughputReport;
  /** Uploads whose connection was dropped mid-transfer, and how many of them the server had taken. */
  readonly dropped: number;
  readonly droppedAccepted: number;
  /** Trickling uploads from one address: held a slot, or refused at once (that address's share was full). */
  readonly trickleHeld: number;
  readonly trickleRefused: number;
  /** Once the abuse stopped, an honest order from the trickling address got through (its slots were free again). */
  readonly freedAfterwards: boolean;
}

const trickleAddress = '127.0.0.2';
/** Phones on a bad signal: a few addresses, each dropping uploads one after another. */
const dropAddresses = ['127.0.2.1', '127.0.2.2', '127.0.2.3', '127.0.2.4'];
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts appending `length` bytes to a new upload from `agent`'s address; null when the create was refused. */
async function openAppend(url: string, agent: Agent, length: number): Promise<ClientRequest | null> {
  const created = await createPhotoUpload(url, agent, length, randomUUID());
  if (created.status !== 201) return null;
  const req = request(created.location, { method: 'PATCH', agent, headers: { Origin: new URL(url).origin, ...appendHeaders(length) } });
  req.on('error', () => undefined);
  return req;
}

/** `count` uploads of 5 MB, each cut (socket destroyed) after its first megabyte; how many got that far. */
async function dropUploads(url: string, count: number, fileBytes: number): Promise<number> {
  let accepted = 0;
  const perAddress = Math.ceil(count / dropAddresses.length);
  const chunk = Buffer.alloc(64 * 1024, 0x61);
  const dropper = async (localAddress: string): Promise<void> => {
    const agent = new Agent({ keepAlive: false, localAddress });
    for (let i = 0; i < perAddress; i += 1) {
      const req = await openAppend(url, agent, fileBytes);
      if (!req) continue;
      let answered = false;
      req.on('response', () => (answered = true));
      for (let sent = 0; sent < 1024 * 1024 && !req.destroyed; sent += chunk.length) {
        req.write(chunk);
        await sleep(5);
      }
      if (!answered) accepted += 1;
      req.destroy();
      await sleep(200);
    }
    agent.destroy();
  };
  await Promise.all(dropAddresses.map(dropper));
  return accepted;
}

/** `count` uploads from one address sending 3 kB a second; resolves their statuses (0: still held) once `until` resolves. */
async function trickleUploads(url: string, count: number, until: Promise<unknown>): Promise<number[]> {
  const agent = new Agent({ keepAlive: false, localAddress: trickleAddress, maxSockets: count });
  const requests: ClientRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const req = await openAppend(url, agent, 5 * 1024 * 1024);
    if (req) requests.push(req);
  }
  const statuses = requests.map(() => 0);
  requests.forEach((req, index) => req.on('response', (res) => ((statuses[index] = res.statusCode ?? 0), res.resume())));
  const timer = setInterval(() => requests.forEach((req) => req.destroyed || req.write(Buffer.alloc(3000, 0x61))), 1000);
  await until;
  clearInterval(timer);
  requests.forEach((req) => req.destroy());
  agent.destroy();
  return statuses;
}

/**
 * (c) Abuse: `count` honest orders (as in (a), from many addresses) while 32 uploads drop
 * mid-transfer and 8 trickle from 127.0.0.2; then the trickling address sends an honest order.
 */
export async function runAbusePhase(mainJs: string, inboxDir: string, count: number, fileBytes: number, concurrency: number): Promise<AbuseReport> {
  const server = await startChildServer(mainJs, inboxDir);
  const url = `${server.baseUrl}/f/mgm-local`;
  const started = performance.now();
  try {
    const honest = sendAll(url, count, fileBytes, concurrency);
    const [results, droppedAccepted, trickle] = await Promise.all([honest, dropUploads(url, 32, fileBytes), trickleUploads(url, 8, honest)]);
    const seconds = (performance.now() - started) / 1000;
    const agent = new Agent({ localAddress: trickleAddress });
    const afterwards = await sendUpload(url, agent, makeUpload(count, makePayload(100_000)));
    agent.destroy();
    server.process.kill('SIGTERM');
    await server.exited;
    return {
      honest: report(results, await auditInbox(inboxDir), seconds),
      dropped: 32,
      droppedAccepted,
      trickleHeld: trickle.filter((status) => status === 0).length,
      trickleRefused: trickle.filter((status) => status === 503).length,
      freedAfterwards: afterwards.status === 200,
    };
  } finally {
    server.process.kill('SIGKILL');
  }
}
