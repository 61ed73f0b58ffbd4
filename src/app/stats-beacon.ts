/**
 * The sender of «Estadísticas» (docs/estadisticas.md), a chunk the shell loads once the page is
 * idle: each event goes to the store's own server with sendBeacon, with the device class from the
 * viewport and nothing else. Funnel steps go once a tab session (sessionStorage, never a cookie).
 */
import { statsEndpoint } from '@/config/runtime';
import { deviceClass } from '@/domain/stats-events';
import { drainStats, type OutgoingEvent } from '@/platform/stats/stats-queue';

/**
 * web-vitals (about 2 KB) loads at the shopper's first tap, click or key, not with the page: the
 * editor's first load stays within its budget. Its observers read the buffered entries, and LCP ends
 * at the first input anyway; a visit without any input leaves no LCP, INP or CLS.
 */
function timingsOnFirstInput(): void {
  const load = () => {
    for (const type of inputs) window.removeEventListener(type, load, true);
    import('./field-timings').then(({ startFieldTimings }) => startFieldTimings()).catch(() => undefined);
  };
  const inputs = ['pointerdown', 'keydown'] as const;
  for (const type of inputs) window.addEventListener(type, load, { capture: true, passive: true });
}

/** The first time this tab counts `key`; without storage (private modes) once a page instead. */
function firstInSession(key: string, counted: Set<string>): boolean {
  if (counted.has(key)) return false;
  counted.add(key);
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
  } catch {
    // Storage refused: the set above still keeps this page to one count.
  }
  return true;
}

export function startStats(endpoint = statsEndpoint): void {
  const counted = new Set<string>();
  drainStats((event: OutgoingEvent) => {
    if ('s' in event && !firstInSession(`mgm-paso-${event.n}`, counted)) return;
    navigator.sendBeacon(endpoint, JSON.stringify({ ...event, d: deviceClass(window.innerWidth) }));
  });
  timingsOnFirstInput();
}
