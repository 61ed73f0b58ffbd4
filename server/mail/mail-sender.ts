import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { mapLimited } from '../map-limited';
import { readOutbox } from './outbox';
import { attemptSend, retryDelayMs } from './send-attempt';
import { folderNames } from '../files/folder-names';

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
class OutboxSender implements MailSender {
  private readonly transport: Transporter;
  private readonly queue = new Map<string, Queued>();
  private readonly running = new Set<string>();
  private readonly inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly inboxDir: string,
    smtpUrl: string,
    private readonly now: () => number,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, pool: true, maxConnections: 3, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  }

  async add(folder: string): Promise<void> {
    for (const { name, email } of await readOutbox(folder)) {
      const key = join(folder, name);
      if (email.state !== 'pendiente' || this.queue.has(key)) continue;
      this.queue.set(key, { folder, name, createdAt: Date.parse(email.createdAt) || this.now(), dueAt: this.now() });
    }
    this.wake();
  }

  async scan(): Promise<void> {
    const names = await folderNames(this.inboxDir);
    await mapLimited(names, 16, (name) => this.add(join(this.inboxDir, name)));
  }

  /** Stops sending; attempts on the wire end (a cut one stays pending) before this resolves, so nothing writes after it. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.transport.close();
    await Promise.allSettled([...this.inFlight]);
  }

  /** Starts what is due, up to maxParallel at once, and sets the timer for the next one. */
  private wake(): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const time = this.now();
    const due = [...this.queue.entries()].filter(([key, item]) => item.dueAt <= time && !this.running.has(key));
    for (const [key, item] of due.slice(0, maxParallel - this.running.size)) {
      const job = this.run(key, item).finally(() => this.inFlight.delete(job));
      this.inFlight.add(job);
    }
    const waiting = [...this.queue.values()].map((item) => item.dueAt).filter((at) => at > time);
    if (waiting.length > 0 && this.running.size < maxParallel) this.timer = setTimeout(() => this.wake(), Math.max(0, Math.min(...waiting) - time)).unref();
  }

  private async run(key: string, item: Queued): Promise<void> {
    this.running.add(key);
    const result = await attemptSend(this.transport, item.folder, item.name, this.now()).catch(() => 'retry' as const);
    this.running.delete(key);
    if (result === 'sent' || result === 'done') this.queue.delete(key);
    else item.dueAt = this.now() + (result === 'busy' ? busyRetryMs : retryDelayMs(this.now() - item.createdAt));
    // The server took one: it is back, so whatever waits for it need not wait its full delay.
    if (result === 'sent') for (const other of this.queue.values()) other.dueAt = Math.min(other.dueAt, this.now());
    this.wake();
  }
}

export function createMailSender(inboxDir: string, smtpUrl: string, now: () => number = Date.now): MailSender {
  return new OutboxSender(inboxDir, smtpUrl, now);
}
