import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The /buzon stylesheet is read at run time beside the code that serves it (server/buzon/buzon-plugin.ts,
 * bundled into main.js); SSR builds do not copy `new URL(..., import.meta.url)` assets, so this does.
 */
function buzonStylesheet(): Plugin {
  return {
    name: 'buzon-stylesheet',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'buzon.css', source: readFileSync('server/buzon/buzon.css', 'utf8') });
    },
  };
}

// Bundles the Node server (static files + local inbox) and the inbox CLI; the load test has its own config.
export default defineConfig({
  resolve: { alias: { '@': src } },
  plugins: [buzonStylesheet()],
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? 'dist'}/server`,
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: { main: 'server/main.ts', 'inbox-cli': 'server/inbox-cli.ts' },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
