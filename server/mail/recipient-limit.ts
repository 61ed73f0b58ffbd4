const hourMs = 60 * 60 * 1000;
/** Receipts to one address per hour: a shopper sends one or two orders; a stranger typing someone else's address gets no more. */
export const receiptsPerAddressHour = 5;

/**
 * The confirmation goes to whatever address the form was given, so beside the inbox's limit of
 * orders per client address (INBOX_RATE_LIMIT) this bounds how many receipts reach one mailbox.
 * In memory: a restart forgets it, and the per-client limit still holds.
 */
export function recipientLimit(now: () => number = Date.now) {
  const sent = new Map<string, number[]>();
  return {
    /** Counts one email to `address`; false when the address already had its share this hour. */
    allow(address: string): boolean {
      const time = now();
      const key = address.trim().toLowerCase();
      const recent = (sent.get(key) ?? []).filter((at) => time - at < hourMs);
      if (recent.length >= receiptsPerAddressHour) return false;
      recent.push(time);
      sent.set(key, recent);
      if (sent.size > 10_000) for (const [other, times] of sent) if (times.every((at) => time - at >= hourMs)) sent.delete(other);
      return true;
    },
  };
}
