import { readdir } from 'node:fs/promises';
import { Agent } from 'node:http';
import { join } from 'node:path';
import { readOutbox } from '../../server/mail/outbox';
import { median, percentile } from '../bench/bench-table';
import { startTestSmtp } from '../server/smtp-harness';
import { auditInbox } from './inbox-audit';
import { startChildServer } from './child-server';
import { shopperAddresses } from './throughput-phase';
import { makePayload, makeUpload, sendUpload } from './upload';
import type { UploadResult } from './upload';

export interface MailReport {
  readonly sent: number;
  readonly acknowledged: number;
  readonly lost: number;
  readonly delivered: number;
  /** Emails that reached the SMTP server more than once (same Message-ID). */
  readonly duplicates: number;
  /** Emails still not sent when the phase ended. */
  readonly unsent: number;
  readonly cutSeconds: number;
  /** From an order's arrival to both its emails leaving the outbox: every order, and those that arrived with the SMTP server up. */
  readonly all: Spread;
  readonly outsideCut: Spread;
  readonly failures: readonly string[];
}

interface Spread {
  readonly medianSeconds: number;
  readonly p95Seconds: number;
}

const spread = (seconds: readonly number[]): Spread =>
  seconds.length ? { medianSeconds: median(seconds), p95Seconds: percentile(seconds, 0.95) } : { medianSeconds: 0, p95Seconds: 0 };

interface Cut {
  start: number;
  end: number;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const storeEmail = 'tienda@carga.example';

/** Sends order i at `i * spacingMs`, so the orders span the SMTP cut. */
async function sendSpaced(url: string, count: number, spacingMs: number): Promise<UploadResult[]> {
  // From many loopback addresses, as shoppers' orders come: the inbox lets one address write only a few at once.
  const agents = shopperAddresses(20).map((localAddress) => new Agent({ keepAlive: true, maxSockets: 1, localAddress }));
  const payload = makePayload(200_000);
  try {
    return await Promise.all(
      Array.from({ length: count }, async (_, i) => {
        await sleep(i * spacingMs);
        return sendUpload(url, agents[i % agents.length] ?? new Agent(), makeUpload(i, payload));
      }),
    );
  } finally {
    agents.forEach((agent) => agent.destroy());
  }
}

/** Seconds from each order's arrival to its last email's sending, read from the outboxes. */
async function outboxTimes(inboxDir: string, cut: Cut): Promise<{ seconds: number[]; outside: number[]; unsent: number }> {
  const seconds: number[] = [];
  const outside: number[] = [];
  let unsent = 0;
  for (const name of (await readdir(inboxDir)).filter((entry) => !entry.startsWith('.'))) {
    const emails = (await readOutbox(join(inboxDir, name))).map((item) => item.email);
    unsent += emails.filter((email) => email.state !== 'enviado').length;
    const sentAt = Math.max(...emails.map((email) => Date.parse(email.sentAt ?? '')));
    const arrived = Math.min(...emails.map((email) => Date.parse(email.createdAt)));
    if (!Number.isFinite(sentAt - arrived)) continue;
    seconds.push((sentAt - arrived) / 1000);
    if (arrived < cut.start || arrived > cut.end) outside.push((sentAt - arrived) / 1000);
  }
  return { seconds, outside, unsent };
}

/**
 * (c) Email: `count` orders over a minute to the built server with SMTP_URL set, the SMTP server cut
 * for `cutSeconds` in the middle. Every order's two emails (store and shopper) must arrive, none twice.
 */
export async function runMailPhase(mainJs: string, inboxDir: string, count: number, cutSeconds: number): Promise<MailReport> {
  const smtp = await startTestSmtp();
  // PUBLIC_ORIGIN set: on a loopback address without it the shoppers' confirmations would be held.
  const env = { SMTP_URL: smtp.url, INBOX_NOTIFY_EMAIL: storeEmail, MAIL_FROM: 'MGM Gamers <pedidos@carga.example>', PUBLIC_ORIGIN: 'https://carga.example' };
  const server = await startChildServer(mainJs, inboxDir, env);
  const spacingMs = 300;
  const window: Cut = { start: Infinity, end: Infinity };
  const cut = (async () => {
    await sleep((count * spacingMs) / 2 - (cutSeconds * 1000) / 2);
    window.start = Date.now();
    await smtp.stop();
    await sleep(cutSeconds * 1000);
    await smtp.start();
    window.end = Date.now();
  })();
  const results = await sendSpaced(`${server.baseUrl}/f/mgm-local`, count, spacingMs);
  await cut;
  const acknowledged = results.filter((result) => result.status === 200).length;
  await smtp.waitFor(acknowledged * 2, 90_000).catch(() => undefined);
  await sleep(2000);
  server.process.kill('SIGTERM');
  await server.exited;
  await smtp.stop();
  const audit = await auditInbox(inboxDir);
  const stored = results.filter((result) => result.status === 200 && audit.storedHashes.has(result.upload.sha256)).length;
  const ids = smtp.received.map((mail) => mail.parsed.messageId ?? '');
  const { seconds, outside, unsent } = await outboxTimes(inboxDir, window);
  return {
    sent: results.length,
    acknowledged,
    lost: acknowledged - stored,
    delivered: smtp.received.length,
    duplicates: ids.length - new Set(ids).size,
    unsent,
    cutSeconds,
    all: spread(seconds),
    outsideCut: spread(outside),
    failures: results.filter((result) => result.status !== 200).map((result) => `${result.status} ${result.error ?? ''}`),
  };
}

export function printMail(report: MailReport): boolean {
  console.log(`\n(d) Correo: ${report.sent} envíos en un minuto, el servidor SMTP cortado ${report.cutSeconds} s en el medio`);
  console.log(`  confirmados ${report.acknowledged} · perdidos ${report.lost} · emails entregados ${report.delivered} (esperados ${report.acknowledged * 2}) · repetidos ${report.duplicates} · sin enviar ${report.unsent}`);
  const line = (spread: Spread) => `mediana ${spread.medianSeconds.toFixed(1)} s · p95 ${spread.p95Seconds.toFixed(1)} s`;
  console.log(`  del pedido a sus dos emails fuera del buzón de salida: todos ${line(report.all)} · llegados con el SMTP andando ${line(report.outsideCut)}`);
  report.failures.slice(0, 5).forEach((failure) => console.log(`  fallo: ${failure}`));
  return report.lost === 0 && report.acknowledged === report.sent && report.delivered === report.sent * 2 && report.duplicates === 0 && report.unsent === 0;
}
