import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { orderFolderNames } from '../inbox/submission-store';
import { mapLimited } from '../map-limited';
import { readOutbox } from './outbox';
import { attemptSend, retryDelayMs } from './send-attempt';

interface Queued {
  readonly folder: string;
  readonly name: string;
  readonly createdAt: number;
  dueAt: number;
}

/** Emails on the wire at once; the pool's connections carry them. */
const maxParallel = 4;
/** A lock held by another process: look again after this. */
const busyRetryMs = 30_000;

export interface MailSender {
  /** Queues the pending emails of one order folder, due now. */
  add(folder: string): Promise<void>;
  /** Queues the pending emails of every order (at start: what a stop or a crash left). */
  scan(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sends the outboxes' pending emails through SMTP_URL with nodemailer's pooled SMTP transport,
 * retrying on the schedule of send-attempt.ts. The queue lives in memory and is rebuilt from the
 * order folders at start, so retries survive a restart.
 */
export function createMailSender(inboxDir: string, smtpUrl: string, now: () => number = Date.now): MailSender {
  const transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  const queue = new Map<string, Queued>();
  const running = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;

  function wake(): void {
    if (closed) return;
    if (timer) clearTimeout(timer);
    timer = null;
    const time = now();
    const due = [...queue.entries()].filter(([key, item]) => item.dueAt <= time && !running.has(key));
    for (const [key, item] of due.slice(0, maxParallel - running.size)) void run(key, item);
    const waiting = [...queue.values()].map((item) => item.dueAt).filter((at) => at > time);
    if (waiting.length > 0 && running.size < maxParallel) timer = setTimeout(wake, Math.max(0, Math.min(...waiting) - time)).unref();
  }

  async function run(key: string, item: Queued): Promise<void> {
    running.add(key);
    const result = await attemptSend(transport, item.folder, item.name, now()).catch(() => 'retry' as const);
    running.delete(key);
    if (result === 'sent' || result === 'done') queue.delete(key);
    else item.dueAt = now() + (result === 'busy' ? busyRetryMs : retryDelayMs(now() - item.createdAt));
    // The server took one: it is back, so whatever waits for it need not wait its full delay.
    if (result === 'sent') for (const other of queue.values()) other.dueAt = Math.min(other.dueAt, now());
    wake();
  }

  async function add(folder: string): Promise<void> {
    for (const { name, email } of await readOutbox(folder)) {
      const key = join(folder, name);
      if (email.state !== 'pendiente' || queue.has(key)) continue;
      queue.set(key, { folder, name, createdAt: Date.parse(email.createdAt) || now(), dueAt: now() });
    }
    wake();
  }

  return {
    add,
    async scan() {
      const names = await orderFolderNames(inboxDir);
      await mapLimited(names, 16, (name) => add(join(inboxDir, name)));
    },
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      transport.close();
    },
  };
}
