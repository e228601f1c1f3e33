// Wires the route table to the store, i18n and the browser: the router the app renders and tests rebuild.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import type { AppStore } from '../../store/store';
import { readSession, removeSession, writeSession } from '../../store/browser/sessionValue';
import { readGuestLocale } from '../lib/i18n/guestLocale';
import type { I18n } from '../lib/i18n/i18n';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locales';
import { appMiddleware, type Middleware } from './middleware';
import { createNavigationLoader, type NavigationDeps } from './navigationLoader';
import { buildRouteTable } from './routeTable';
import { prefetchCompareOffers } from './prefetchRoute';
import { provideCompareOffersPrefetch } from '../lib/routing/compareOffersPrefetch';

export type AppRoutesDeps = {
  store: AppStore;
  i18n: I18n;
  /** The location being left; the router's state once it exists. */
  currentLocation: NavigationDeps['currentLocation'];
  middleware?: Readonly<Record<string, Middleware>>;
  /**
   * The language of a visitor without one of their own. The browser's is what it stored; a render on the server
   * (src/prerender/renderSignedInPage.tsx) has no browser to ask and gives the request's cookie instead.
   */
  fallbackLocale?: () => Locale;
};

export function createAppRoutes({
  store,
  i18n,
  currentLocation,
  middleware = appMiddleware,
  fallbackLocale = () => readGuestLocale() ?? DEFAULT_LOCALE,
}: AppRoutesDeps): RouteObject[] {
  provideCompareOffersPrefetch(prefetchCompareOffers);
  const routes: RouteObject[] = buildRouteTable(
    createNavigationLoader({
      store,
      i18n,
      routes: () => routes,
      middleware,
      fallbackLocale,
      session: { read: readSession, write: writeSession, remove: removeSession },
      currentLocation,
    }),
  );
  return routes;
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

export function createAppRouter({ store, i18n }: { store: AppStore; i18n: I18n }): AppRouter {
  // The loader needs the router's state and the router needs the loader: bind late.
  let router: AppRouter | null = null;
  router = createBrowserRouter(
    createAppRoutes({
      store,
      i18n,
      currentLocation: () => (router?.state.initialized ? router.state.location : null),
    }),
  );
  return router;
}
