import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** A chunk of exactly these source files (paths under src/). */
function chunkOf(name: string, files: readonly string[]) {
  const wanted = new Set(files.map((file) => join(src, file)));
  return { name, test: (id: string) => wanted.has(id) };
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  worker: { format: 'es' },
  // The manifest lets `npm run size` follow each route's static imports. Every browser the shop
  // supports preloads modules natively, so Vite's polyfill would only add weight.
  build: {
    outDir: `${process.env.BUILD_DIR ?? 'dist'}/client`,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    // Each chunk costs a request and its headers on a phone's first load (issue 13 counts both), and
    // Rolldown splits shared code finely. Three groups of small modules that load together anyway:
    // the shell parts shown after the first paint (footer, navigation bar, error view), the catalogue
    // (modes, prices, sizes) and the photo's client side (image worker client, photo store, drafts).
    // Without recursion a group takes only its own modules, so React stays in the entry.
    rolldownOptions: {
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            chunkOf('shell', [
              'app/footer.tsx',
              'app/footer.module.css',
              // Not nav-bar.module.css: the entry's placeholder bar uses it.
              'app/nav-bar.tsx',
              'app/route-error-view.tsx',
              'app/route-error-view.module.css',
              'platform/chunk-load/chunk-error-message.tsx',
              'platform/chunk-load/chunk-error-message.module.css',
              'platform/chunk-load/reload-page.ts',
              'platform/before-reload.ts',
              'config/links.ts',
              'components/external-link.tsx',
              'components/logo.tsx',
              'components/logo.module.css',
            ]),
            chunkOf('catalog', [
              'domain/modes.ts',
              'domain/pricing.ts',
              'domain/size-input.ts',
              'components/button-link.tsx',
              'components/button-link.module.css',
              'components/handmade-note.tsx',
            ]),
            {
              name: 'photo-store',
              // The main-thread drawing fallback stays apart: it loads only where OffscreenCanvas is missing.
              test: /src[\\/](image|drafts)[\\/](?!main-thread-surface)|node_modules[\\/](idb-keyval|comlink)[\\/]|src[\\/]domain[\\/](image-limits|image-messages|is-record)\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    globals: true,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'tests/unit/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/worker/**/*.test.ts',
            'tests/image/**/*.test.ts',
            'tests/lint/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['tests/setup-dom.ts'],
          include: ['tests/components/**/*.test.tsx'],
        },
      },
    ],
  },
});
