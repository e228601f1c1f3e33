// What the server and its render worker (src/prerender/renderWorker.ts) say to each other: a signed-in page to
// render, with the state the page will carry (signedInPage.ts), and the page as HTML or null.
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

export type RenderRequest = SignedInRenderJob & { id: number };
/** `error`: why the render failed, a message naming no user's data. */
export type RenderAnswer = { id: number; page: RenderedPage | null; error?: string };
