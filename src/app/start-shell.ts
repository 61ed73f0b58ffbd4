import { installPreloadErrorListener } from '@/platform/chunk-load/preload-errors';
import { createAppRouter } from './router';
import { startVitalsReporting } from './web-vitals';

/** Everything the shell needs before the first route chunk is requested. */
export function startShell() {
  installPreloadErrorListener(window);
  startVitalsReporting();
  return createAppRouter();
}
