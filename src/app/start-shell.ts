import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { installPreloadErrorListener } from '@/platform/chunk-load/preload-errors';
import { whenIdleAfterLoad } from '@/platform/when-idle';

/** Global Privacy Control or Do Not Track: such a browser sends nothing, and never loads the sender. */
function trackingRefused(): boolean {
  const nav: Navigator & { readonly globalPrivacyControl?: boolean } = navigator;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1';
}

/** «Estadísticas»: the sender loads once the page is idle, like the vitals below. */
function startStatsWhenIdle(): void {
  // As config/runtime.ts's statsEndpoint decides, read from Vite's env so the entry imports nothing more.
  const collector = import.meta.env.VITE_STATS_ENDPOINT || !import.meta.env.VITE_FORM_ORIGIN;
  if (!collector || trackingRefused() || typeof navigator.sendBeacon !== 'function') return;
  whenIdleAfterLoad(() => {
    loadChunk('las estadísticas', () => import('./stats-beacon'))
      .then(({ startStats }) => startStats())
      // The shopper loses nothing when the counts cannot be sent.
      .catch(() => undefined);
  });
}

/** Everything the shell needs before the first route chunk is requested. */
export function startShell(): void {
  installPreloadErrorListener(window);
  startStatsWhenIdle();
  // Field figures only when someone reads them; their code never weighs on the first paint.
  // Read straight from Vite's env so that, without an endpoint, the build drops this branch.
  if (!import.meta.env.VITE_VITALS_ENDPOINT && !import.meta.env.DEV) return;
  whenIdleAfterLoad(() => {
    loadChunk('el informe de rendimiento', () => import('./web-vitals'))
      .then(({ startVitalsReporting }) => startVitalsReporting())
      // Already logged by loadChunk; the shopper loses nothing when reporting is unavailable.
      .catch(() => undefined);
  });
}
