// Playwright drives the built app (dist/, served by the real server) in Debian's Chromium; no browser download.
import { defineConfig } from '@playwright/test';
import { consentRecord } from './domain/cookieConsent';
import { CONSENT_STORAGE_KEY } from './store/browser/cookieConsent';
import { chromiumLaunchOptions } from './e2e/chromiumLaunch';

// E2E_PORT lets a second checkout's browser tests run beside a first one on the same machine.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;

// Every test but the cookie banner's own (e2e/cookieConsent.spec.ts) runs as a visitor who accepted all cookies
// today, so the banner covers no button a test clicks.
const acceptedAllCookies = {
  cookies: [],
  origins: [
    {
      origin: baseURL,
      localStorage: [
        {
          name: CONSENT_STORAGE_KEY,
          value: JSON.stringify(consentRecord('e2e', { statistics: true, marketing: true }, new Date())),
        },
      ],
    },
  ],
};

// Lanes run side by side against the one server, each one test at a time. A seeded user's state is shared by
// every test that signs in as her: her stored language, her sessions (a password change or reset ends them), her
// request, surveillance consent and economy. So the seeded customer's tests (kunde@example.dk) are one lane, and
// kunde2's, profil's, the analyst's and the bank's another. The seeded customer's files are named here; their few
// tests of other users go to the second lane by title.
const seededCustomerSpecs = [
  'auth',
  'chooseOffer',
  'cookieBannerPlacement',
  'dashboardFixes',
  'householdBudget',
  'documents',
  'meetings',
  'messages',
  'loadFailures',
  'mortgageAlert',
  'mortgageSurveillance',
  'offerExplained',
  'offerInformation',
  'offers',
  'oneClick',
  'pageWidth',
  'returningCustomer',
  'screens',
  'serverRendered',
].join('|');
const seededCustomerFiles = new RegExp(`[\\\\/](${seededCustomerSpecs})\\.spec\\.ts$`);
// A test's grep title is "project file describe… test": here, one in a file that is not the seeded customer's.
const inOtherFile = new RegExp(`(^| )(?!(${seededCustomerSpecs})\\.spec\\.ts )\\S+\\.spec\\.ts `);
const otherUsersTests = [
  /forgotten password: the mail in the outbox leads to a working reset/, // auth.spec.ts: kunde2
  /a new request from the saved profile receives offers while the page is open/, // offers.spec.ts: kunde2
  /the profile saves on the first click after a refused name/, // oneClick.spec.ts: profil
  /choose an offer, undo, choose again/, // chooseOffer.spec.ts: a new customer of its own
];
// A third lane beside them: specs whose tests sign in as nobody seeded (guests, customers each test registers, the
// admin, whose sessions the other lanes already share; serverAway runs a server of its own). Their state is their
// own, so they need not wait behind kunde2's and profil's tests. The three that issue a lender's supplier-API token
// (issuing retires the one before) are all in this lane, one at a time.
const ownUsersSpecs = [
  'agreementWithdrawal',
  'badPayerQuestion',
  'cookieConsent',
  'form',
  'formFixes',
  'globalLayer',
  'loanCalculator',
  'mitid',
  'passwordStrength',
  'prerendered',
  'serverAway',
  'shareDetails',
  'smoke',
].join('|');
const ownUsersFiles = new RegExp(`[\\\\/](${ownUsersSpecs})\\.spec\\.ts$`);
// An announced app update reloads every open page, whoever's: that test runs alone, after the three lanes.
const announcesUpdate = /npm run announce-update reloads an open page/;
const closingSpec = /seededRequestClosed\.spec\.ts$/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'e2e/artifacts/results',
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    storageState: acceptedAllCookies,
    locale: 'da-DK',
    timezoneId: 'Europe/Copenhagen',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The seeded customer's request is closed by one journey: it runs last, after every other spec.
  projects: [
    { name: 'seeded customer', workers: 1, testMatch: seededCustomerFiles, grepInvert: otherUsersTests },
    {
      name: 'journeys',
      workers: 1,
      testIgnore: [closingSpec, ownUsersFiles],
      grep: [inOtherFile, ...otherUsersTests],
      grepInvert: announcesUpdate,
    },
    { name: 'own users', workers: 1, testMatch: ownUsersFiles, grepInvert: announcesUpdate },
    {
      name: 'update',
      workers: 1,
      testMatch: /globalLayer\.spec\.ts$/,
      grep: announcesUpdate,
      dependencies: ['seeded customer', 'journeys', 'own users'],
    },
    { name: 'closing', workers: 1, testMatch: closingSpec, dependencies: ['update'] },
  ],
  webServer: {
    command: `rm -rf data/e2e-${port} && PORT=${port} DATA_DIR=data/e2e-${port} LENDER_DELAY_MS=500 LENDER_ACKNOWLEDGE_DELAY_MS=8000 npx tsx server/main.ts`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
