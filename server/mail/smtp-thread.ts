import type { Worker } from 'node:worker_threads';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { startWorkerThread } from '../worker-thread';
import type { SmtpFailure } from './smtp-failure';

export interface SmtpEnvelope {
  readonly from: string;
  readonly to: string[];
}

/** One message for the SMTP thread: the stored .eml travels as it is. */
export interface SmtpJob {
  readonly id: number;
  readonly envelope: SmtpEnvelope;
  readonly emlPath: string;
}

export interface SmtpOutcome {
  readonly id: number;
  /** null: the server accepted it. */
  readonly failure: SmtpFailure | null;
}

export interface SmtpThread {
  /** Sends one stored .eml; rejects with an SmtpFailure. */
  send(envelope: SmtpEnvelope, emlPath: string): Promise<void>;
  /** Ends the thread: sends on the wire fail (and stay pending in their outbox). */
  close(): Promise<void>;
}

/**
 * Past this a send is given up and its thread ended, whatever it was doing: the transport's own
 * timeouts (30 s of silence at most) cover a server that goes quiet, this covers one that keeps
 * talking (a reply that never ends) or keeps the thread's parser busy.
 */
export const sendDeadlineMs = 90_000;
/** The SMTP thread's heap: a few connections and one message at a time each. */
const heapMb = 128;

interface Waiting {
  readonly worker: Worker;
  readonly timer: NodeJS.Timeout;
  readonly resolve: () => void;
  readonly reject: (failure: SmtpFailure) => void;
}

/**
 * SMTP off the web server's thread: one worker thread (smtp-worker.ts) holds nodemailer's pooled
 * transport and sends the messages it is handed. A send that passes sendDeadlineMs, or a thread
 * that fails, ends that thread and fails its sends (they are retried); the next send starts a new one.
 */
export function createSmtpThread(options: SMTPPool.Options, deadlineMs = sendDeadlineMs): SmtpThread {
  const waiting = new Map<number, Waiting>();
  let current: Worker | null = null;
  let nextId = 0;

  const end = (worker: Worker, failure: SmtpFailure): void => {
    if (current === worker) current = null;
    void worker.terminate();
    for (const [id, item] of waiting) {
      if (item.worker !== worker) continue;
      clearTimeout(item.timer);
      waiting.delete(id);
      item.reject(failure);
    }
  };
  const start = (): Worker => {
    const worker = startWorkerThread(import.meta.url, 'smtp-worker', { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 32 }, { options });
    worker.unref();
    worker.on('message', ({ id, failure }: SmtpOutcome) => {
      const item = waiting.get(id);
      if (!item) return;
      clearTimeout(item.timer);
      waiting.delete(id);
      if (failure) item.reject(failure);
      else item.resolve();
    });
    worker.on('error', (error) => end(worker, { code: 'EWORKER', message: String(error) }));
    worker.once('exit', (code) => end(worker, { code: 'EWORKER', message: `el envío terminó (código ${code})` }));
    return worker;
  };

  return {
    send(envelope, emlPath) {
      return new Promise((resolve, reject) => {
        const id = nextId++;
        const worker = (current ??= start());
        const seconds = Math.round(deadlineMs / 1000);
        const timer = setTimeout(() => end(worker, { code: 'ETIMEDOUT', message: `el envío pasó ${seconds} s` }), deadlineMs);
        waiting.set(id, { worker, timer, resolve, reject });
        worker.postMessage({ id, envelope, emlPath } satisfies SmtpJob);
      });
    },
    async close() {
      const worker = current;
      if (worker) end(worker, { code: 'ECLOSED', message: 'el servidor se detuvo' });
      await worker?.terminate();
    },
  };
}
