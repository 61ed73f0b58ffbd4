const windowMs = 60_000;

interface RateLimiter {
  /** Counts one request from `client`; false once the client is over its limit for this minute. */
  allow(client: string): boolean;
}

/** A fixed one-minute window per client address, kept in memory. */
export function createRateLimiter(limitPerMinute: number, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    allow(client) {
      const time = now();
      if (time - lastSweep > windowMs) {
        for (const [key, window] of windows) if (time - window.start >= windowMs) windows.delete(key);
        lastSweep = time;
      }
      const window = windows.get(client);
      if (!window || time - window.start >= windowMs) {
        windows.set(client, { start: time, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limitPerMinute;
    },
  };
}
