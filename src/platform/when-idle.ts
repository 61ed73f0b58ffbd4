/** How long an idle task waits at most: on a page that never goes idle it still runs. */
const IDLE_TIMEOUT_MS = 5_000;

/** Runs `run` once the browser is idle (or after IDLE_TIMEOUT_MS); right after this task where requestIdleCallback is missing. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}
