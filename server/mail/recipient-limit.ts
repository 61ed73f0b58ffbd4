const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

/** Why a shopper's email is held and not sent (outbox.ts's `held`). */
export type HoldReason = 'casilla' | 'cliente' | 'total' | 'origen';

export interface ConfirmationLimits {
  /** Confirmations to one mailbox a day (after mailboxKey): a shopper sends one or two orders. */
  readonly perMailboxDay: number;
  /** Confirmations an hour caused by one client address. */
  readonly perClientHour: number;
  /** Confirmations a day in all (MAIL_CONFIRMATIONS_PER_DAY), within the store's SMTP quota. */
  readonly totalDay: number;
}

export const defaultConfirmationLimits: ConfirmationLimits = { perMailboxDay: 5, perClientHour: 10, totalDay: 400 };

/** Providers that ignore dots in the mailbox name: `a.b.c@gmail.com` is `abc@gmail.com`. */
const dotlessDomains: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/**
 * The mailbox an address reaches: lower case, without a `+tag` (every big provider delivers
 * `ana+1@` to `ana@`), and without dots where the provider ignores them, so `a.na+7@GoogleMail.com`
 * counts against `ana@gmail.com`.
 */
export function mailboxKey(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  const [local, domain] = at < 0 ? [lower, ''] : [lower.slice(0, at), lower.slice(at + 1)];
  const untagged = local.split('+')[0] ?? local;
  const dotless = dotlessDomains[domain];
  return dotless ? `${untagged.replaceAll('.', '')}@${dotless}` : `${untagged}@${domain}`;
}

/** Times within a sliding window per key; keys whose times all passed are dropped as the map grows. */
function windowCounter(windowMs: number, now: () => number) {
  const times = new Map<string, number[]>();
  return {
    recent(key: string): number[] {
      const time = now();
      return (times.get(key) ?? []).filter((at) => time - at < windowMs);
    },
    add(key: string, recent: number[]): void {
      const time = now();
      times.set(key, [...recent, time]);
      if (times.size > 10_000) for (const [other, list] of times) if (list.every((at) => time - at >= windowMs)) times.delete(other);
    },
  };
}

/**
 * Caps on the shopper's confirmation, which goes to whatever address the form was given: per
 * mailbox a day, per client address an hour, and in all a day. The order is stored either way; a
 * held confirmation stays in its outbox, and /buzon can send it. In memory: a restart forgets the
 * counts, and the inbox's per-client limit of orders (INBOX_RATE_LIMIT) still holds.
 */
export function confirmationCaps(limits: ConfirmationLimits = defaultConfirmationLimits, now: () => number = Date.now) {
  const mailboxes = windowCounter(dayMs, now);
  const clients = windowCounter(hourMs, now);
  const total = windowCounter(dayMs, now);
  return {
    /** Counts one confirmation to `address` caused by `client`; the reason it must be held instead, or null. */
    take(address: string, client: string): HoldReason | null {
      const [mailbox, byClient, all] = [mailboxes.recent(mailboxKey(address)), clients.recent(client), total.recent('')];
      if (mailbox.length >= limits.perMailboxDay) return 'casilla';
      if (byClient.length >= limits.perClientHour) return 'cliente';
      if (all.length >= limits.totalDay) return 'total';
      mailboxes.add(mailboxKey(address), mailbox);
      clients.add(client, byClient);
      total.add('', all);
      return null;
    },
  };
}
