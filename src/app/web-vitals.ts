/**
 * Field performance reporting (LCP, INP, CLS, TTFB). The web-vitals code is its own chunk,
 * loaded once the page is interactive and idle, and only when someone will read the figures:
 * a configured endpoint (sent with sendBeacon) or a developer's console.
 */
import type { Metric } from 'web-vitals';
import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { vitalsEndpoint } from '@/config/runtime';

type Beacon = (url: string, body: string) => boolean;

export interface VitalsTarget {
  /** '' sends nothing. */
  readonly endpoint: string;
  readonly logToConsole: boolean;
  readonly beacon: Beacon;
}

/** The payload of one measurement, as the reporting endpoint receives it. */
export function vitalsPayload(metric: Metric, path: string): string {
  const { name, value, rating, delta, id, navigationType } = metric;
  return JSON.stringify({ name, value, rating, delta, id, navigationType, path });
}

export function createVitalsReporter(target: VitalsTarget): (metric: Metric) => void {
  return (metric) => {
    if (target.endpoint) target.beacon(target.endpoint, vitalsPayload(metric, window.location.pathname));
    if (target.logToConsole) console.info(`[web-vitals] ${metric.name} ${metric.value.toFixed(1)} (${metric.rating})`);
  };
}

function afterInteractive(run: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5_000 });
    else setTimeout(run, 1);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

export function startVitalsReporting(
  target: VitalsTarget = {
    endpoint: vitalsEndpoint,
    logToConsole: import.meta.env.DEV,
    beacon: (url, body) => navigator.sendBeacon(url, body),
  },
): void {
  if (!target.endpoint && !target.logToConsole) return;
  afterInteractive(() => {
    loadChunk('el informe de rendimiento', () => import('web-vitals'))
      .then(({ onCLS, onINP, onLCP, onTTFB }) => {
        const report = createVitalsReporter(target);
        onLCP(report);
        onINP(report);
        onCLS(report);
        onTTFB(report);
      })
      // Already logged by loadChunk; the shopper loses nothing when reporting is unavailable.
      .catch(() => undefined);
  });
}
