import { defineConfig } from 'vite';

// Bundles the inbox's load and crash test (tests/load) apart from the server, into <build dir>/load.
export default defineConfig({
  build: {
    ssr: true,
    outDir: `${process.env.BUILD_DIR ?? 'dist'}/load`,
    emptyOutDir: true,
    target: 'node20',
    rollupOptions: {
      input: { 'load-test': 'tests/load/load-test.ts' },
      output: { format: 'es', entryFileNames: '[name].js' },
    },
  },
});
