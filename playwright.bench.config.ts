/**
 * `npm run bench`: drives Debian's Chromium through the image pipeline and prints a table of
 * medians. It measures; it never asserts a timing.
 */
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { labServerCommand, labURL } from './tests/e2e/harness/lab-url';

// The editor benchmark runs on the production build, as `npm start` serves it.
const appServers = [base.webServer ?? []].flat().filter((server) => server.command === 'npm start');

export default defineConfig({
  ...base,
  testDir: 'tests/bench',
  testMatch: '*.bench.ts',
  timeout: 600_000,
  retries: 0,
  webServer: [
    { command: labServerCommand, url: labURL, timeout: 120_000, reuseExistingServer: false },
    ...(process.env.BENCH_EDITOR === '0' ? [] : appServers),
  ],
});
