import { defineConfig, devices } from '@playwright/test';
import { labServerCommand, labURL } from './tests/e2e/harness/lab-url';
import { e2eBuildDir, e2eInboxDir, e2eInboxPassword } from './tests/e2e/support/inbox';

// Debian's Chromium: Playwright's own browser download cannot run on our machines.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;


export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: [['list']],
  // Per build directory, so parallel runs never wipe each other's results.
  outputDir: `test-results/${e2eBuildDir}`,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'npm start',
      url: `${baseURL}/home`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: { PORT: String(port), HOST: '127.0.0.1', INBOX_DIR: e2eInboxDir, INBOX_PASSWORD: e2eInboxPassword },
    },
    // The image lab page (tests/e2e/harness), served by Vite's dev server so it runs the real worker.
    { command: labServerCommand, url: labURL, timeout: 120_000, reuseExistingServer: false },
  ],
});
