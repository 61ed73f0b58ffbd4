/**
 * Field performance reporting (LCP, INP, CLS, TTFB). This module and the web-vitals library are
 * one chunk that the shell loads once the page is idle, and only when someone will read the
 * figures: a configured endpoint (sent with sendBeacon) or a developer's console.
 */
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
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

export function startVitalsReporting(
  target: VitalsTarget = {
    endpoint: vitalsEndpoint,
    logToConsole: import.meta.env.DEV,
    beacon: (url, body) => navigator.sendBeacon(url, body),
  },
): void {
  const report = createVitalsReporter(target);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}
