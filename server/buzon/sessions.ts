import { randomBytes } from 'node:crypto';

/** A session ends after this long without a request. */
export const sessionIdleMs = 12 * 60 * 60 * 1000;
export const sessionCookieName = 'buzon_sesion';

/**
 * Sessions in memory: a restart signs the store out, which is the safe side. The id is 32 random bytes;
 * it is the only thing the cookie holds.
 */
export function createSessions(now: () => number = Date.now) {
  const lastSeen = new Map<string, number>();

  function sweep(time: number): void {
    for (const [id, seen] of lastSeen) if (time - seen >= sessionIdleMs) lastSeen.delete(id);
  }

  return {
    create(): string {
      const time = now();
      sweep(time);
      const id = randomBytes(32).toString('base64url');
      lastSeen.set(id, time);
      return id;
    },
    /** Whether the id is a live session; a live one starts a new idle period. */
    touch(id: string | undefined): boolean {
      if (!id) return false;
      const time = now();
      const seen = lastSeen.get(id);
      if (seen === undefined) return false;
      if (time - seen >= sessionIdleMs) {
        lastSeen.delete(id);
        return false;
      }
      lastSeen.set(id, time);
      return true;
    },
    end(id: string | undefined): void {
      if (id) lastSeen.delete(id);
    },
  };
}

export type Sessions = ReturnType<typeof createSessions>;
