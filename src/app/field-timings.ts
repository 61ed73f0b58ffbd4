/** «Estadísticas»' field timings: web-vitals' LCP, INP and CLS, sent as events (app/stats-beacon.ts). */
import { onCLS, onINP, onLCP } from 'web-vitals';
import { countStats } from '@/platform/stats/stats-queue';

export function startFieldTimings(): void {
  onLCP((metric) => countStats({ n: 'LCP', v: Math.round(metric.value) }));
  onINP((metric) => countStats({ n: 'INP', v: Math.round(metric.value) }));
  // CLS has no unit: it travels in thousandths, so the histograms' edges fit it too.
  onCLS((metric) => countStats({ n: 'CLS', v: Math.round(metric.value * 1000) }));
}
