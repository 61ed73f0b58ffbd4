import { installPreloadErrorListener } from '@/platform/chunk-load/preload-errors';
import { startVitalsReporting } from './web-vitals';

/** Everything the shell needs before the first route chunk is requested. */
export function startShell(): void {
  installPreloadErrorListener(window);
  startVitalsReporting();
}
