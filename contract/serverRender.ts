// What the server and its render entry (src/prerender/renderWorker.ts, in the server's thread or a worker) say to each other: a signed-in page to
// render, with the state the page will carry (signedInPage.ts), or a guest's page, and the page as HTML or null.
import type { SignedInPageState } from './signedInPage';

export type SignedInRenderJob = {
  /** The page's path and query. */
  url: string;
  state: SignedInPageState;
  /** The browser's `locale` cookie: the language it chose before signing in. */
  guestLocale: string | null;
  /** Render the narrow layout (src/lib/browser/renderedViewport.ts). */
  phone: boolean;
};

/** The page's markup for #root, its document title and the language it was rendered in. */
export type RenderedPage = { html: string; title: string; locale: string };

/**
 * A guest's page for one request, in the language its path names: a prerendered page with a query that changes what
 * it shows (the calculator's figures for a submitted form, domain/loanCalculator.ts).
 */
export type GuestRenderJob = { guest: true; url: string; locale: string };

export type RenderRequest = (SignedInRenderJob | GuestRenderJob) & { id: number };
/** `error`: why the render failed, a message naming no user's data. */
export type RenderAnswer = { id: number; page: RenderedPage | null; error?: string };
