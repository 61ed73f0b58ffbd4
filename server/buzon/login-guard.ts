const windowMs = 60_000;
export const maxFailures = 5;

interface ClientRecord {
  windowStart: number;
  failures: number;
  blockedUntil: number;
}

/**
 * Failed logins per client address: the fifth failure within a minute blocks that address for the next
 * minute (429), whatever it sends, so guessing the password runs at five tries a minute at most.
 */
export function createLoginGuard(now: () => number = Date.now) {
  const clients = new Map<string, ClientRecord>();
  let lastSweep = now();

  function sweep(time: number): void {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [client, record] of clients) {
      if (time - record.windowStart >= windowMs && time >= record.blockedUntil) clients.delete(client);
    }
  }

  return {
    /** Milliseconds the client must still wait, or 0 when it may try. */
    blockedFor(client: string): number {
      const time = now();
      sweep(time);
      return Math.max(0, (clients.get(client)?.blockedUntil ?? 0) - time);
    },
    failed(client: string): void {
      const time = now();
      const record = clients.get(client);
      if (!record || time - record.windowStart >= windowMs) {
        clients.set(client, { windowStart: time, failures: 1, blockedUntil: 0 });
        return;
      }
      record.failures += 1;
      if (record.failures >= maxFailures) record.blockedUntil = time + windowMs;
    },
    succeeded(client: string): void {
      clients.delete(client);
    },
  };
}
