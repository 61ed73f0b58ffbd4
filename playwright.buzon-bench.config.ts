/**
 * `npm run bench:buzon`: only the /buzon listing benchmark (tests/bench/buzon-list.bench.ts), which
 * starts the built server itself, so no browser or web server is started here.
 */
import { defineConfig } from '@playwright/test';
import bench from './playwright.bench.config';

export default defineConfig({ ...bench, testMatch: 'buzon-list.bench.ts', webServer: [] });
