/**
 * Vite dev server for the image lab page (tests only): the app's own config, with the lab page's
 * dependencies pre-bundled up front so that no mid-test "optimized dependencies" reload happens.
 */
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';
import appConfig from '../../../vite.config';

export default mergeConfig(appConfig, {
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  optimizeDeps: {
    entries: ['tests/e2e/harness/image-lab.html'],
    include: ['comlink', 'react'],
  },
  server: { hmr: false },
});
