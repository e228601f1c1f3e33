import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { loadFormCodec } from '../../machines/auctionForm/formCodec';
import { acceptAllCookies } from './cookieConsent';
import { CONSENT_STORAGE_KEY } from '../../store/browser/cookieConsent';

// A page test renders the whole app in jsdom; on a loaded 2-core machine that can take seconds, so the 5 s default
// fails on load, not on behaviour (tests assert outcomes, never timings).
jest.setTimeout(30_000);

// Pages are lazy chunks: the first test of a file waits for its page's module to load, which on a busy machine
// takes longer than Testing Library's 1 s default. On a cold jest cache that load also transforms the chunk's
// modules: with two workers beside other work (load 10 on 2 cores) routeTable's form page took over 5 s.
// Waiting longer changes no outcome, only how long a failure takes.
configure({ asyncUtilTimeout: 12_000 });

// The form's codec (lz-string) loads on demand in the browser; tests save and restore forms as a page that has it.
beforeAll(() => loadFormCodec());

// Every page test runs as a visitor who accepted all cookies (the banner's own tests clear this first).
beforeEach(() => {
  // Suites in the node environment (a docblock) have no storage and no pages.
  if (typeof localStorage !== 'undefined' && localStorage.getItem(CONSENT_STORAGE_KEY) === null) acceptAllCookies();
});
