// Playwright drives the built app (dist/, served by the real server) in Debian's Chromium; no browser download.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromiumLaunch';

// E2E_PORT lets a second checkout's browser tests run beside a first one on the same machine.
const port = Number(process.env.E2E_PORT ?? 3100);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
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
    command: `rm -rf data/e2e-${port} && PORT=${port} DATA_DIR=data/e2e-${port} LENDER_DELAY_MS=500 LENDER_ACKNOWLEDGE_DELAY_MS=8000 npx tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
