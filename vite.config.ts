import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  worker: { format: 'es' },
  build: { outDir: `${process.env.BUILD_DIR ?? 'dist'}/client`, sourcemap: false, target: 'es2022' },
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
