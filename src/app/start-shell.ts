import { loadChunk } from '@/platform/chunk-load/load-chunk';
import { installPreloadErrorListener } from '@/platform/chunk-load/preload-errors';
import { whenIdleAfterLoad } from '@/platform/when-idle';

/** Everything the shell needs before the first route chunk is requested. */
export function startShell(): void {
  installPreloadErrorListener(window);
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
