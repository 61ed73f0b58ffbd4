/**
 * The sender of «Estadísticas» (docs/estadisticas.md), a chunk the shell loads once the page is
 * idle: each event goes to the store's own server with sendBeacon, with the device class from the
 * viewport and nothing else. Funnel steps go once a tab session (sessionStorage, never a cookie).
 */
import { onCLS, onINP, onLCP } from 'web-vitals';
import { statsEndpoint } from '@/config/runtime';
import { deviceClass } from '@/domain/stats-events';
import { countStats, drainStats, type OutgoingEvent } from '@/platform/stats/stats-queue';

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
  onLCP((metric) => countStats({ n: 'LCP', v: Math.round(metric.value) }));
  onINP((metric) => countStats({ n: 'INP', v: Math.round(metric.value) }));
  // CLS has no unit: it travels in thousandths, so the histograms' edges fit it too.
  onCLS((metric) => countStats({ n: 'CLS', v: Math.round(metric.value * 1000) }));
}
