/**
 * `npm run test:engines`: the order in Firefox ESR and WebKitGTK from Debian's packages, against
 * `npm start`. Apart from `npm test` (it needs the browsers and a build) and from the Chromium suite
 * (Playwright cannot drive stock Firefox nor WebKitGTK).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root,
  resolve: { alias: { '@': `${root}src` } },
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/global-setup.ts'],
    // One engine at a time: the machine has two cores, and each browser wants them.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
    reporters: ['verbose'],
  },
});
