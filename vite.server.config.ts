import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Bundles the Node server (static files + local inbox) and the inbox CLI; the load test has its own config.
export default defineConfig({
  resolve: { alias: { '@': src } },
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
