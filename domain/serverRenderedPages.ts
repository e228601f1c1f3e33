// The signed-in pages the server renders to HTML for each request (server/http/serverRender.ts), so their first
// paint waits for no script: the pages a customer lands on most, whose first reads the page carries
// (domain/signedInPage.ts, `firstReads`). `chunks` are the route's webpackChunkNames (the signed-in shell's and the page's) and
// `messages` its message bundles, as in src/routes/routeTable.tsx and groups/: the chunks' styles are linked and
// their scripts preloaded, so the page is styled before any script runs and hydrates without waiting for one file
// after another.
import { paths } from './paths';

/**
 * The reads a page starts with, by kind: the customer's requests, the request in the route, or the lead's thread
 * in the route (their API paths: server/http/pageFirstReads.ts).
 */
export type FirstReads = 'customerRfqs' | 'routeRfq' | 'routeLeadThread';

/** `messages`: names of src/lib/i18n/messageBundles.ts (a test holds them to it: the domain imports no lib). */
type ServerRenderedPage = {
  pattern: string;
  chunks: readonly string[];
  messages: readonly string[];
  firstReads: FirstReads;
};

export const SERVER_RENDERED_PAGES = [
  { pattern: paths.home.path, chunks: ['shell', 'page-home'], messages: ['rfqs'], firstReads: 'customerRfqs' },
  {
    pattern: paths.rfqs.current.path,
    chunks: ['shell', 'page-rfqs-current'],
    messages: ['rfqs'],
    firstReads: 'customerRfqs',
  },
  {
    pattern: paths.compareOffers.path,
    chunks: ['shell', 'page-compare-offers'],
    messages: ['compare'],
    firstReads: 'routeRfq',
  },
  {
    pattern: paths.lead.messages.path,
    chunks: ['shell', 'page-messages-thread'],
    messages: ['messages'],
    firstReads: 'routeLeadThread',
  },
  {
    pattern: paths.leadMessages.path,
    chunks: ['shell', 'page-messages-thread'],
    messages: ['messages'],
    firstReads: 'routeLeadThread',
  },
] as const satisfies readonly ServerRenderedPage[];
