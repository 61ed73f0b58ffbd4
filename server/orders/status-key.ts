import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * What the status page looks an order up by: the sha256 of its token, never the token itself, so
 * the lookup's timing depends on the hash of what a visitor sent, which tells a guesser nothing.
 */
export function statusKey(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Compares the stored token with the one presented in constant time. */
export function sameToken(stored: string, presented: string): boolean {
  const [a, b] = [Buffer.from(stored), Buffer.from(presented)];
  return a.length === b.length && timingSafeEqual(a, b);
}
