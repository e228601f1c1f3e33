// Playwright drives the built app (dist/, served by the real server) in Debian's Chromium; no browser download.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromiumLaunch';

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://localhost:3100',
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The seeded customer's request is closed by one journey: it runs last, after every other spec.
  projects: [
    { name: 'journeys', testIgnore: /seededRequestClosed\.spec\.ts/ },
    { name: 'closing', testMatch: /seededRequestClosed\.spec\.ts/, dependencies: ['journeys'] },
  ],
  webServer: {
    command: 'rm -rf data/e2e && PORT=3100 DATA_DIR=data/e2e LENDER_DELAY_MS=500 npx tsx server/main.ts',
    url: 'http://localhost:3100/healthz',
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
