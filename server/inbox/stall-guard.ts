import type { IncomingMessage } from 'node:http';

/**
 * What counts as a stuck body. A body that keeps moving is never cut, however long it takes (a
 * 13 MB order at 500 kbit/s needs more than three minutes); one that stops, or that crawls below
 * what any working phone connection sends, frees its slot.
 */
export interface StallRules {
  /** No byte arrived for this long. */
  readonly idleMs: number;
  /** After `graceMs`, the body's average speed fell under this. */
  readonly minBytesPerSecond: number;
  readonly graceMs: number;
}

export const defaultStallRules: StallRules = { idleMs: 30_000, minBytesPerSecond: 2_000, graceMs: 60_000 };

/** How often a body's progress is looked at; a fraction of the idle limit is precise enough. */
function checkEveryMs(rules: StallRules): number {
  return Math.max(50, Math.min(1_000, rules.idleMs / 10));
}

/**
 * Calls `onStuck` once when the body of `request` breaks `rules`, until it has been read whole or
 * `stop` is called. It reads the socket's byte counter rather than listening to the body, so the
 * body's reader (busboy, the tus server) gets every byte exactly as without the guard.
 */
export function watchBody(request: IncomingMessage, rules: StallRules, onStuck: () => void): () => void {
  const socket = request.socket;
  const started = performance.now();
  const base = socket.bytesRead;
  let seen = base;
  let lastMove = started;
  const timer = setInterval(() => {
    if (request.complete) {
      clearInterval(timer);
      return;
    }
    const now = performance.now();
    if (socket.bytesRead !== seen) {
      seen = socket.bytesRead;
      lastMove = now;
    }
    const elapsed = now - started;
    const crawling = elapsed >= rules.graceMs && ((seen - base) * 1000) / elapsed < rules.minBytesPerSecond;
    if (now - lastMove >= rules.idleMs || crawling) {
      clearInterval(timer);
      onStuck();
    }
  }, checkEveryMs(rules));
  timer.unref();
  return () => clearInterval(timer);
}
