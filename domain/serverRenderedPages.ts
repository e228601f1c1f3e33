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

/** A page of the signed-in shell: its own chunk after the shell's, and one message bundle. */
const signedIn = (
  pattern: string,
  pageChunk: string,
  messages: string,
  firstReads: FirstReads,
): ServerRenderedPage => ({
  pattern,
  chunks: ['shell', pageChunk],
  messages: [messages],
  firstReads,
});

export const SERVER_RENDERED_PAGES: readonly ServerRenderedPage[] = [
  signedIn(paths.home.path, 'page-home', 'rfqs', 'customerRfqs'),
  signedIn(paths.rfqs.current.path, 'page-rfqs-current', 'rfqs', 'customerRfqs'),
  signedIn(paths.compareOffers.path, 'page-compare-offers', 'compare', 'routeRfq'),
  signedIn(paths.lead.messages.path, 'page-messages-thread', 'messages', 'routeLeadThread'),
  signedIn(paths.leadMessages.path, 'page-messages-thread', 'messages', 'routeLeadThread'),
];
