/** How long an idle task waits at most: on a page that never goes idle it still runs. */
const IDLE_TIMEOUT_MS = 5_000;

/** Runs `run` once the browser is idle (or after IDLE_TIMEOUT_MS); right after this task where requestIdleCallback is missing. */
export function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}

/** whenIdle once the page has loaded, so nothing it runs competes with the first load. */
export function whenIdleAfterLoad(run: () => void): void {
  if (document.readyState === 'complete') whenIdle(run);
  else window.addEventListener('load', () => whenIdle(run), { once: true });
}
