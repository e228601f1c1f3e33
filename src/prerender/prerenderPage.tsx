// Build-time rendering of the entry pages: the real app (store, i18n, route table, RouterProvider) at
// one path, for a visitor who is not signed in, rendered to HTML with react-dom/static. The webpack build runs
// this in Node (scripts/build/prerenderPlugin.ts) under a jsdom window, and the browser hydrates the same tree,
// so the markup and React's ids match. Only a guest's first view is rendered: nothing here may fetch.
import { prerenderToNodeStream } from 'react-dom/static';
import { createIntl } from 'react-intl';
import { createMemoryRouter } from 'react-router-dom';
import { makeStore } from '../../store/store';
import { currentUserFetched } from '../../store/slices/authSlice';
import { App } from '../app/App';
import { appI18n } from '../lib/i18n/appI18n';
import { writeGuestLocale } from '../lib/i18n/guestLocale';
import type { Locale } from '../../domain/locales';
import { createAppRoutes } from '../routes/createAppRouter';
import { pageTitleOf } from '../routes/pageTitle';
import { routerSettled } from '../routes/routerSettled';

export type PrerenderedPage = { html: string; title: string };

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

export async function prerenderPage(url: string, locale: Locale): Promise<PrerenderedPage> {
  const store = makeStore();
  // The server sends a prerendered page only to a browser without a session: the visitor is a guest.
  store.dispatch(currentUserFetched(null));
  writeGuestLocale(locale);
  const i18n = appI18n;
  let router: ReturnType<typeof createMemoryRouter> | null = null;
  router = createMemoryRouter(
    createAppRoutes({
      store,
      i18n,
      currentLocation: () => (router?.state.initialized ? router.state.location : null),
      assignLocation: (to) => {
        throw new Error(`Prerendering ${url} left the app for ${to}`);
      },
    }),
    { initialEntries: [url] },
  );
  await routerSettled(router);
  if (router.state.location.pathname !== new URL(url, 'http://localhost').pathname)
    throw new Error(`Prerendering ${url} was redirected to ${router.state.location.pathname}`);
  if (router.state.errors) throw new Error(`Prerendering ${url} failed: ${JSON.stringify(router.state.errors)}`);

  const { prelude } = await prerenderToNodeStream(<App store={store} i18n={i18n} router={router} />);
  const html = await streamToString(prelude);
  const intl = createIntl({ locale, messages: i18n.getSnapshot().messages });
  const title = pageTitleOf(
    router.state.matches.map((match) => ({ handle: match.route.handle })),
    (id) => intl.formatMessage({ id }),
  );
  router.dispose();
  return { html, title };
}
