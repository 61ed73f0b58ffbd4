import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Layering (DESIGN.md "Shape"), checked on resolved paths so `@/` and relative imports count alike:
 * - src/domain imports only src/domain: no package, no Node builtin, no DOM global (it runs in the
 *   page, the worker and the server alike).
 * - server/ and src/domain use relative paths, never `@/`: the server, and the domain modules it
 *   shares, never depend on the app's build alias (the server is bundled, tested and loaded into
 *   `npm run dev` on its own).
 * - Inside src/ each folder imports only the layers below it: domain ← config ← platform, then
 *   image (and workers/, for the worker's API) and components, then drafts ← features ← app.
 *   So image and components never import drafts, features or app.
 * - A feature never imports another feature; shared needs move down into a lower layer.
 * - src/print-file (the print PDF's assembly, shared by the image worker and the server) imports only
 *   src/domain, by relative path, pdf-lib and @pdf-lib/fontkit: no other package and no DOM global, like the domain.
 * - workers/ and server/ import only src/domain and src/print-file of src/.
 * - Nothing in src/, workers/ or server/ imports tests/.
 * - vite.config.ts takes only types from server/: the dev server loads the inbox's code itself, so
 *   builds and vitest, which load the config, never load the server.
 * - Inside server/ the rooms import one way (docs/server.md): the pages (buzon, status-page) → inbox,
 *   orders, tarifa and stats → mail → html → files; stats (the anonymous counts) imports no other room. So no room imports a page, orders and mail never import
 *   inbox/, mail knows nothing of orders, and tarifa/ (the store's prices) takes only html and files.
 *   The top-level files (main.ts, app-server.ts, vite-inbox-plugin.ts…) put the rooms together.
 */
const below = {
  domain: [],
  config: ['domain'],
  platform: ['domain', 'config'],
  image: ['domain', 'config', 'platform'],
  components: ['domain', 'config', 'platform'],
  drafts: ['domain', 'config', 'platform', 'image', 'components'],
  features: ['domain', 'config', 'platform', 'image', 'components', 'drafts'],
  'print-file': ['domain'],
};

const layerZones = Object.entries(below).map(([layer, allowed]) => ({
  target: `./src/${layer}`,
  from: './src',
  except: [`./${layer}`, ...allowed.map((lower) => `./${lower}`)],
  message: `src/${layer} may import only ${[layer, ...allowed].map((l) => `src/${l}`).join(', ')}.`,
}));

const featureZones = readdirSync(new URL('./src/features', import.meta.url)).map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to components or domain.',
}));

const srcOutsideImage = readdirSync(new URL('./src', import.meta.url))
  .filter((entry) => entry !== 'image')
  .map((entry) => `./src/${entry}`);

const edgeZones = [
  { target: srcOutsideImage, from: './workers', message: 'src/ reaches the worker through src/image only.' },
  { target: './src', from: ['./server', './tests'] },
  {
    target: ['./workers', './server'],
    from: './src',
    except: ['./domain', './print-file'],
    message: 'workers/ and server/ import only src/domain and src/print-file.',
  },
  { target: './workers', from: ['./server', './tests'] },
  { target: './server', from: ['./workers', './tests'] },
];

/** What each server room must not import: the rooms above it, and the pages beside it. */
const serverRoomsAbove = {
  buzon: ['status-page'],
  'status-page': ['buzon', 'inbox'],
  inbox: ['buzon', 'status-page'],
  orders: ['buzon', 'status-page', 'inbox', 'tarifa', 'production', 'stats'],
  tarifa: ['buzon', 'status-page', 'inbox', 'orders', 'mail', 'production', 'stats'],
  production: ['buzon', 'status-page', 'inbox', 'tarifa', 'stats'],
  stats: ['buzon', 'status-page', 'inbox', 'orders', 'tarifa', 'mail', 'production'],
  mail: ['buzon', 'status-page', 'inbox', 'orders', 'tarifa', 'production', 'stats'],
  html: ['buzon', 'status-page', 'inbox', 'orders', 'tarifa', 'mail', 'production', 'stats'],
  files: ['buzon', 'status-page', 'inbox', 'orders', 'tarifa', 'mail', 'html', 'production', 'stats'],
};

const serverZones = Object.entries(serverRoomsAbove).map(([room, above]) => ({
  target: `./server/${room}`,
  from: above.map((other) => `./server/${other}`),
  message: `server/${room} must not import server/${above.join(', server/')}: see docs/server.md.`,
}));

// Everything the browser has that Node (and so the server and the worker's tests) lacks.
const domOnlyGlobals = Object.keys(globals.browser).filter((name) => !(name in globals.node));

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'build-*', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'workers/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...featureZones, ...edgeZones, ...serverZones] },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.)',
              message: 'src/domain is pure TypeScript: import only other domain modules, by relative path.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domOnlyGlobals],
    },
  },
  {
    files: ['src/print-file/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\.|pdf-lib$|@pdf-lib/fontkit$)',
              message: 'src/print-file runs in the worker and the server: import only src/domain by relative path, pdf-lib and its @pdf-lib/fontkit.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', ...domOnlyGlobals],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*'],
              message: "Import src/domain by a relative path: the server never depends on the app's '@/' alias.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['vite.config.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['./server/*', './server/**'],
              allowTypeImports: true,
              message: 'vite.config.ts takes only types from server/: the dev server loads the inbox with ssrLoadModule.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
