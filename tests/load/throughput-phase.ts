import { Agent } from 'node:http';
import { percentile } from '../bench/bench-table';
import { auditInbox } from './inbox-audit';
import type { InboxAudit } from './inbox-audit';
import { startChildServer } from './child-server';
import { makePayload, makeUpload, sendUpload, uploadBytes } from './upload';
import type { UploadResult } from './upload';

export interface ThroughputReport {
  readonly sent: number;
  readonly acknowledged: number;
  readonly stored: number;
  readonly lost: number;
  readonly broken: readonly string[];
  readonly seconds: number;
  readonly megabytesPerSecond: number;
  readonly submissionsPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly failures: readonly string[];
}

/**
 * Loopback addresses of `count` shoppers (127.0.1.1, 127.0.1.2…): honest orders come from many
 * addresses, and the inbox lets each address write only a few uploads at once.
 */
export function shopperAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, index) => `127.0.1.${index + 1}`);
}

/** Sends `count` orders through `concurrency` keep-alive connections, each from its own address and sending its next when answered. */
export async function sendAll(url: string, count: number, fileBytes: number, concurrency: number): Promise<UploadResult[]> {
  const agents = shopperAddresses(concurrency).map((localAddress) => new Agent({ keepAlive: true, maxSockets: 1, localAddress }));
  const payload = makePayload(fileBytes - 100);
  const results: UploadResult[] = [];
  let next = 0;
  const worker = async (agent: Agent): Promise<void> => {
    while (next < count) {
      const upload = makeUpload(next, payload);
      next += 1;
      results.push(await sendUpload(url, agent, upload));
    }
  };
  try {
    await Promise.all(agents.map(worker));
  } finally {
    agents.forEach((agent) => agent.destroy());
  }
  return results;
}

export function report(results: readonly UploadResult[], audit: InboxAudit, seconds: number): ThroughputReport {
  const acked = results.filter((result) => result.status === 200);
  const stored = acked.filter((result) => audit.storedHashes.has(result.upload.sha256)).length;
  const bytes = results.reduce((sum, result) => sum + uploadBytes(result.upload), 0);
  const latencies = acked.map((result) => result.ms);
  // No order answered: the report says 0 ms rather than NaN.
  const latency = (share: number): number => (latencies.length === 0 ? 0 : percentile(latencies, share));
  return {
    sent: results.length,
    acknowledged: acked.length,
    stored,
    lost: acked.length - stored,
    broken: audit.broken,
    seconds,
    megabytesPerSecond: bytes / (1024 * 1024) / seconds,
    submissionsPerSecond: results.length / seconds,
    p50Ms: latency(0.5),
    p95Ms: latency(0.95),
    failures: results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.error ?? ''}`),
  };
}

/** (a) `count` orders with `fileBytes` files, `concurrency` at a time, then a byte-for-byte audit. */
export async function runThroughputPhase(
  mainJs: string,
  inboxDir: string,
  count: number,
  fileBytes: number,
  concurrency: number,
): Promise<ThroughputReport> {
  const server = await startChildServer(mainJs, inboxDir);
  const started = performance.now();
  const results = await sendAll(`${server.baseUrl}/f/mgm-local`, count, fileBytes, concurrency).finally(() => {
    server.process.kill('SIGTERM');
  });
  const seconds = (performance.now() - started) / 1000;
  await server.exited;
  return report(results, await auditInbox(inboxDir), seconds);
}
