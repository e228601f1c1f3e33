// Rendering the real app (store, i18n, route table, RouterProvider) at one path to HTML in Node with
// react-dom/static: the build's prerendered entry pages (prerenderPage.tsx, under a jsdom window at build time) and
// the server's signed-in pages (renderSignedInPage.tsx, with no browser globals at all: nothing here may read
// `window` or `document` as it loads or renders). The browser hydrates the same tree, so the markup and React's
// ids match.
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createMemoryRouter } from 'react-router-dom';
import type { AppStore } from '../../store/store';
import { baseApi } from '../../store/api/baseApi';
import type { RenderedPage } from '../../contract/serverRender';
import { App } from '../app/App';
import { loadConsentBanner } from '../app/globalLayer/ConsentLayer';
import { appI18n } from '../lib/i18n/appI18n';
import { createAppRoutes, type AppRoutesDeps } from '../routes/createAppRouter';
import { pageTitleOf } from '../routes/pageTitle';
import { routerSettled } from '../routes/routerSettled';

export type AppRouter = ReturnType<typeof createMemoryRouter>;

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The app's router at `url`, its first navigation done (guards, loaders, lazy routes). Null when it was sent
 * elsewhere (a guard's redirect) or a loader failed: the page at `url` is not what a browser would show.
 */
export async function settledRouterAt(
  url: string,
  store: AppStore,
  fallbackLocale?: AppRoutesDeps['fallbackLocale'],
): Promise<AppRouter | null> {
  let router: AppRouter | null = null;
  router = createMemoryRouter(
    createAppRoutes({
      store,
      i18n: appI18n,
      currentLocation: () => (router?.state.initialized ? router.state.location : null),
      fallbackLocale,
    }),
    { initialEntries: [url] },
  );
  await routerSettled(router);
  const { pathname } = new URL(url, 'http://localhost');
  if (router.state.location.pathname === pathname && !router.state.errors) return router;
  router.dispose();
  return null;
}

/**
 * Ends a rendered page's store: RTK Query keeps each answer for a while after its last reader (60 s, the economy's
 * an hour) with a timer that holds the whole store, so a server rendering page after page kept every page's store,
 * answers and all, alive that long (issue 49: 1,500 timers and 2.2× the old release's memory after 20,000
 * requests). Resetting the API state clears those timers.
 */
export function releaseStore(store: AppStore): void {
  store.dispatch(baseApi.util.resetApiState());
}

/**
 * The page the router shows, as HTML with its document title and language; the router is disposed. `signal`
 * abandons a render that waits too long (a part that never finishes loading).
 */
export async function renderToHtml(store: AppStore, router: AppRouter, signal?: AbortSignal): Promise<RenderedPage> {
  try {
    // The cookie banner is in every page rendered ahead of the browser (ConsentLayer.tsx): its code and texts in
    // the page's language come first, since a static render does not re-render for texts that arrive during it.
    await loadConsentBanner();
    const { prelude } = await prerenderToNodeStream(<App store={store} i18n={appI18n} router={router} />, { signal });
    const html = await streamToString(prelude);
    const { locale, messages } = appI18n.getSnapshot();
    const intl = createIntl({ locale, messages });
    const title = pageTitleOf(
      router.state.matches.map((match) => ({ handle: match.route.handle })),
      (id) => intl.formatMessage({ id }),
    );
    return { html, title, locale };
  } finally {
    router.dispose();
  }
}
