/**
 * The SMTP thread's entry (smtp-thread.ts): nodemailer's pooled transport lives here, so whatever an
 * SMTP server sends back (a 2 MB banner nodemailer parses in quadratic time, a reply that never ends)
 * can only busy this thread, never the web server's.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import nodemailer from 'nodemailer';
import type SMTPPool from 'nodemailer/lib/smtp-pool';
import { smtpFailureOf } from './smtp-failure';
import type { SmtpJob, SmtpOutcome } from './smtp-thread';

const port = parentPort;
const transport = nodemailer.createTransport((workerData as { options: SMTPPool.Options }).options);
port?.on('message', ({ id, envelope, emlPath }: SmtpJob) => {
  const done = (outcome: SmtpOutcome): void => port.postMessage(outcome);
  readFile(emlPath)
    .then((raw) => transport.sendMail({ envelope, raw }))
    .then(
      () => done({ id, failure: null }),
      (error: unknown) => done({ id, failure: smtpFailureOf(error) }),
    );
});
