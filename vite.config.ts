/**
 * The one Vite config. Each job is a mode of it:
 * - default (`vite build`, vitest): the app, into <build dir>/client;
 * - development (`npm run dev`): the app's dev server, with the local inbox and /buzon (localInbox);
 * - `server` (`vite build --mode server`): the Node server, its print worker and the inbox CLI, into <build dir>/server;
 * - `load` (`npm run test:load`): the inbox's load and crash test (tests/load), into <build dir>/load,
 *   so it never ships with the server;
 * - `lab`: the image lab page's dev server (tests/e2e/harness), which the browser tests start.
 */
import { lstatSync, readFileSync, symlinkSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';
import type { mountInbox } from './server/vite-inbox-plugin';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const src = join(projectRoot, 'src');
const buildDir = process.env.BUILD_DIR ?? 'dist';
const alias = { '@': src };

/** A chunk of exactly these source files (paths under src/). */
function chunkOf(name: string, files: readonly string[]) {
  const wanted = new Set(files.map((file) => join(src, file)));
  return { name, test: (id: string) => wanted.has(id) };
}

const exists = (path: string): boolean => {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
};

/**
 * The Node bundles import their packages (fastify…) by name, which Node looks up in the node_modules
 * folders above the bundle. A build folder outside the project has none: it gets a link to the
 * project's own, so `npm start` runs with BUILD_DIR anywhere (bundling fastify, pino's transports
 * and tus would need their dynamic loading rewritten).
 */
function packagesBeside(): Plugin {
  return {
    name: 'packages-beside',
    closeBundle() {
      const fromRoot = relative(projectRoot, resolve(buildDir));
      const link = join(buildDir, 'node_modules');
      if ((!fromRoot.startsWith('..') && !isAbsolute(fromRoot)) || exists(link)) return;
      symlinkSync(join(projectRoot, 'node_modules'), link, 'junction');
    },
  };
}

/** A Node bundle (SSR build, ES modules) of `input` into <build dir>/<folder>. */
function nodeBundle(folder: string, input: Record<string, string>, plugins: Plugin[] = []): UserConfig {
  return {
    resolve: { alias },
    plugins: [...plugins, packagesBeside()],
    build: {
      ssr: true,
      outDir: `${buildDir}/${folder}`,
      emptyOutDir: true,
      target: 'node20',
      rollupOptions: { input, output: { format: 'es', entryFileNames: '[name].js' } },
    },
  };
}

/**
 * The /buzon stylesheet is read at run time beside the code that serves it (server/html/stylesheet.ts,
 * bundled into main.js); SSR builds do not copy `new URL(..., import.meta.url)` assets, so this does.
 */
function buzonStylesheet(): Plugin {
  return {
    name: 'buzon-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'buzon.css', source: readFileSync('server/html/buzon.css', 'utf8') });
    },
  };
}

/**
 * `npm run dev` only: the local inbox and /buzon, the same fastify plugins as `npm start`. The dev
 * server loads their code itself, so the config, builds and tests never load the server's code.
 */
function localInbox(): Plugin {
  return {
    name: 'mgm-local-inbox',
    apply: (_config, { command, mode }) => command === 'serve' && mode === 'development',
    async configureServer(server) {
      const inbox = (await server.ssrLoadModule('/server/vite-inbox-plugin.ts')) as { mountInbox: typeof mountInbox };
      inbox.mountInbox(server);
    },
  };
}

const app = {
  plugins: [react(), localInbox()],
  resolve: { alias },
  // Files served as they are at the site's root: the icon, which /buzon's pages link too.
  publicDir: 'src/app/public',
  worker: { format: 'es' },
  // The manifest lets `npm run size` follow each route's static imports. Every browser the shop
  // supports preloads modules natively, so Vite's polyfill would only add weight.
  build: {
    outDir: `${buildDir}/client`,
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    modulePreload: { polyfill: false },
    // Each chunk costs a request and its headers on a phone's first load (the weight budgets count
    // both), and Rolldown splits shared code finely. Three groups of small modules that load together
    // anyway: the shell parts shown after the first paint (footer, navigation bar, error view), the
    // catalogue (modes, prices, sizes, the tarifa in force) and the photo's client side (image worker
    // client, photo store, drafts). Without recursion a group takes only its own modules, so React stays in the entry.
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
              // The tarifa in force (issue 34): every page's notes and prices read it. Nothing the entry imports
              // itself (the listener store): the entry must never import this chunk, or the two import each other
              // and the page fails to start.
              'domain/tarifa.ts',
              'domain/tarifa-served.ts',
              'domain/tarifa-rules.ts',
              'domain/exact-ratio.ts',
              'domain/promotions.ts',
              'domain/quote-text.ts',
              'domain/is-record.ts',
              // The build's runtime configuration, which the tarifa's source reads: alone it was a chunk, and a
              // request, of its own on every page.
              'config/runtime.ts',
              'domain/form-defaults.ts',
              'platform/tarifa/tarifa-source.ts',
              'platform/tarifa/use-tarifa.ts',
              'platform/tarifa/next-change.ts',
              'components/price-tag.tsx',
              'components/price-tag.module.css',
              // «Sin stock» on the editor's tabs and the calculator's buttons: alone, a 0.2 KB chunk whose
              // response headers weighed five times its body.
              'components/out-of-stock-mark.tsx',
              'components/out-of-stock-mark.module.css',
              // The toggles' class names, which the editor's first load and its lazy text tools share: alone,
              // a 48-byte chunk and a request on the editor's first load.
              'features/editor/toggle-button.module.css',
              // «Estadísticas»' closed set (which config/runtime.ts reads) and the queue the editor and the form
              // call: alone they were two chunks, and two requests, on the editor's first load.
              'domain/stats-events.ts',
              'platform/stats/stats-queue.ts',
            ]),
            {
              name: 'photo-store',
              // The main-thread drawing fallback stays apart: it loads only where OffscreenCanvas is missing;
              // so does the EXIF-thumbnail placeholder, which loads when a photo is on its way; so do the
              // photo's state and the drafts' presence check (with the database's name), which the order page
              // reads before, and mostly without, the rest.
              test: /src[\\/](image|drafts)[\\/](?!main-thread-surface|photo-placeholder|image-state|draft-presence|draft-database)|node_modules[\\/](idb-keyval|comlink)[\\/]|src[\\/]domain[\\/](image-limits|image-messages)\.ts$/,
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
          // Every order the server tests post builds its print file in a worker (the inbox requires the
          // design), whose first start through tsx takes seconds on a busy shared machine.
          testTimeout: 30_000,
          include: [
            'tests/unit/**/*.test.ts',
            'tests/server/**/*.test.ts',
            'tests/worker/**/*.test.ts',
            'tests/image/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/size/**/*.test.ts',
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
} satisfies UserConfig;

export default defineConfig(({ mode }) => {
  if (mode === 'server') {
    // The worker threads are entries of their own, started as print-worker.js and smtp-worker.js beside main.js (worker-thread.ts).
    const entries = {
      main: 'server/main.ts',
      'inbox-cli': 'server/inbox-cli.ts',
      'print-worker': 'server/inbox/print-worker.ts',
      'smtp-worker': 'server/mail/smtp-worker.ts',
    };
    return nodeBundle('server', entries, [buzonStylesheet()]);
  }
  if (mode === 'load') return nodeBundle('load', { 'load-test': 'tests/load/load-test.ts' });
  if (mode === 'lab') {
    // The lab page's dependencies are pre-bundled up front, so no mid-test "optimized dependencies" reload happens.
    return { ...app, optimizeDeps: { entries: ['tests/e2e/harness/image-lab.html'], include: ['comlink', 'react'] }, server: { hmr: false } };
  }
  return app;
});
