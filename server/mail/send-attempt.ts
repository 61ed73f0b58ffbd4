import { join } from 'node:path';
import { takeLock } from '../files/lock-file';
import { emlPath, outboxDirName, readEmailState, writeEmailState } from './outbox';
import type { OutboxEmail } from './outbox';
import { describeFailure, smtpFailureOf } from './smtp-failure';
import type { SmtpThread } from './smtp-thread';

const minute = 60_000;
/** A lock older than this belongs to a process that died mid-send (a send times out well before). */
const staleLockMs = 2 * minute;
/** Past this age an email that still cannot leave is given up and shown as an error. */
export const giveUpAfterMs = 3 * 24 * 60 * minute;

/**
 * When to try again: every 15 s for the first five minutes (a restarted or briefly cut SMTP server
 * is caught quickly), then a quarter of the email's age, at least 30 s and at most an hour.
 */
export function retryDelayMs(ageMs: number): number {
  if (ageMs < 5 * minute) return 15_000;
  return Math.min(60 * minute, Math.max(30_000, ageMs / 4));
}

export type AttemptResult = 'sent' | 'retry' | 'done' | 'busy';

/** One try at one email: sends its .eml as stored and records what happened. */
export async function attemptSend(smtp: SmtpThread, folder: string, name: string, now: number): Promise<AttemptResult> {
  // Two server processes on one inbox never send the same email: the lock is a file beside it.
  const release = await takeLock(join(folder, outboxDirName, `${name}.lock`), staleLockMs);
  if (!release) return 'busy';
  try {
    // Read under the lock: another process may have sent it since it was queued here.
    const email = await readEmailState(folder, name);
    if (!email || email.state !== 'pendiente') return 'done';
    const at = new Date(now).toISOString();
    const tried: OutboxEmail = { ...email, attempts: email.attempts + 1, lastAttemptAt: at };
    try {
      await smtp.send({ from: email.from, to: [email.to] }, emlPath(folder, name));
      await writeEmailState(folder, name, { ...tried, state: 'enviado', sentAt: new Date().toISOString(), lastError: null });
      return 'sent';
    } catch (error) {
      const { final, reason } = describeFailure(smtpFailureOf(error));
      const expired = now - Date.parse(email.resentAt ?? email.createdAt) > giveUpAfterMs;
      await writeEmailState(folder, name, { ...tried, state: final || expired ? 'error' : 'pendiente', lastError: reason });
      return final || expired ? 'done' : 'retry';
    }
  } finally {
    await release();
  }
}
