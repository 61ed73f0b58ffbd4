import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
export default defineConfig({ root: '/work/wt/perf/.tmpbase', plugins: [react()], build: { outDir: '/work/wt/perf/.tmpbase/out', target: 'es2022' } });
