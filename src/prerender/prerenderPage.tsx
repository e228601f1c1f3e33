// Build-time rendering of the entry pages for a visitor who is not signed in (renderApp.tsx). The webpack build
// runs this in Node (scripts/build/prerenderPlugin.ts) under a jsdom window. Only a guest's first view is
// rendered: nothing here may fetch.
import { makeStore } from '../../store/store';
import { currentUserFetched } from '../../store/slices/authSlice';
import { writeGuestLocale } from '../lib/i18n/guestLocale';
import type { Locale } from '../../domain/locales';
import type { RenderedPage } from '../../contract/serverRender';
import { releaseStore, renderToHtml, settledRouterAt } from './renderApp';

export async function prerenderPage(url: string, locale: Locale): Promise<RenderedPage> {
  const store = makeStore();
  // The server sends a prerendered page only to a browser without a session: the visitor is a guest.
  store.dispatch(currentUserFetched(null));
  writeGuestLocale(locale);
  try {
    const router = await settledRouterAt(url, store, () => locale);
    if (!router) throw new Error(`Prerendering ${url} did not end on its own page`);
    return await renderToHtml(store, router);
  } finally {
    releaseStore(store);
  }
}
