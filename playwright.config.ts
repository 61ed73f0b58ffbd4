/**
 * The one Playwright config, one project per suite, all in Debian's Chromium:
 * - `e2e` (`npm run test:e2e`): the browser suite against `npm start`;
 * - `bench` (`npm run bench`): the benchmarks, which print figures and never assert a timing;
 * - `buzon-bench` (`npm run bench:buzon`): only the /buzon listing benchmark, which starts the built
 *   server itself.
 */
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { labServerCommand, labURL } from './tests/e2e/harness/lab-url';
import { appStartCommand } from './tests/serve-command';
import { e2eBuildDir, e2eInboxDir, e2eInboxPassword, e2eSmtpPort, e2eStoreEmail } from './tests/e2e/support/inbox';

type WebServer = Exclude<NonNullable<PlaywrightTestConfig['webServer']>, readonly unknown[]>;

// Debian's Chromium: Playwright's own browser download cannot run on our machines.
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

const appServer: WebServer = {
  command: appStartCommand().join(' '),
  url: `${baseURL}/home`,
  timeout: 240_000,
  reuseExistingServer: false,
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    INBOX_DIR: e2eInboxDir,
    INBOX_PASSWORD: e2eInboxPassword,
    SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort}`,
    INBOX_NOTIFY_EMAIL: e2eStoreEmail,
    // Set on purpose: without it, on a loopback address, the shoppers' emails would be held.
    PUBLIC_ORIGIN: baseURL,
  },
};
// The image lab page (tests/e2e/harness), served by Vite's dev server so it runs the real worker.
const labServer: WebServer = { command: labServerCommand, url: labURL, timeout: 120_000, reuseExistingServer: false };

/** The projects named with `--project` (none: every project whose folder holds the tests asked for). */
function chosenProjects(argv: readonly string[]): string[] {
  return argv.flatMap((arg, i) => {
    if (arg.startsWith('--project=')) return [arg.slice('--project='.length)];
    const next = argv[i + 1];
    return arg === '--project' && next !== undefined ? [next] : [];
  });
}

/** Benchmarks that run in Node alone, with no page: asked for by name, they need no web server. */
const serverlessBenches = ['nesting'];

/** The file filters given on the command line (`npm run bench -- nesting`): the arguments that are no option or option value. */
function fileFilters(argv: readonly string[]): string[] {
  const command = argv.indexOf('test');
  if (command < 0) return [];
  const afterCommand = argv.slice(command + 1);
  return afterCommand.filter((arg, i) => !arg.startsWith('-') && afterCommand[i - 1] !== '--project');
}

/**
 * Web servers are shared by every project, so only the ones the chosen projects need start:
 * the /buzon benchmark starts its own server, «Estadísticas»' runs the app in its own process,
 * BENCH_EDITOR=0 leaves the editor out of `bench`, and a run of only Node-alone benchmarks (the
 * nesting) builds and starts nothing.
 */
function webServersFor(projects: readonly string[], filters: readonly string[]): WebServer[] {
  if (projects.length > 0 && projects.every((project) => project === 'buzon-bench' || project === 'stats-bench')) return [];
  const serverless = filters.length > 0 && filters.every((filter) => serverlessBenches.some((name) => filter.includes(name)));
  if (serverless && projects.every((project) => project === 'bench')) return [];
  const benchOnly = projects.length > 0 && projects.every((project) => project !== 'e2e');
  return benchOnly && process.env.BENCH_EDITOR === '0' ? [labServer] : [appServer, labServer];
}

const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };
const bench = { testDir: 'tests/bench', timeout: 600_000, retries: 0, use: desktopChromium };

export default defineConfig({
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
  projects: [
    { name: 'e2e', testDir: 'tests/e2e', use: desktopChromium },
    // Every benchmark, /buzon's included: the editor ones run on the production build, as `npm start` serves it.
    { name: 'bench', ...bench, testMatch: '*.bench.ts' },
    { name: 'buzon-bench', ...bench, testMatch: 'buzon-list.bench.ts' },
    // «Estadísticas»' collector and page, in this process: no web server.
    { name: 'stats-bench', ...bench, testMatch: 'stats.bench.ts' },
  ],
  webServer: webServersFor(chosenProjects(process.argv), fileFilters(process.argv)),
});
