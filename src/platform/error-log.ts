/**
 * Logs each error to the console exactly once, however many places see it (the chunk loader,
 * the React root's onCaughtError and the route's error view all meet the same error).
 */
const logged = new WeakSet<object>();

/** Returns true the first time it sees `error` (always true for primitives, which cannot be tracked). */
export function markLogged(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return true;
  if (logged.has(error)) return false;
  logged.add(error);
  return true;
}

export function logErrorOnce(context: string, error: unknown): void {
  if (markLogged(error)) console.error(context, error);
}
