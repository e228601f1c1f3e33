// The root route's loader: what happens before every navigation (§2 Navigation behaviour).
import { matchRoutes, redirect, replace, type LoaderFunction, type Params, type RouteObject } from 'react-router-dom';
import type { AppStore } from '../../store/store';
import { openedFromLauncher, selectUserKnown } from '../../store/slices/authSlice';
import { fetchCurrentUser } from '../../store/slices/authThunks';
import type { I18n } from '../lib/i18n/i18n';
import type { Locale } from '../../domain/locales';
import { runMiddleware, type Middleware, type MiddlewareContext, type RouteHandle } from './middleware';
import { paths } from '../../domain/paths';
import { hasMalformedId } from '../lib/routing/routeParams';

export type NavigationDeps = {
  store: AppStore;
  i18n: I18n;
  routes: () => RouteObject[];
  middleware: Readonly<Record<string, Middleware>>;
  fallbackLocale: () => Locale;
  session: MiddlewareContext['session'];
  /** The location being left, or null on the first navigation. */
  currentLocation: () => { pathname: string; search: string } | null;
};

type MatchedRoute = { handle: RouteHandle; params: Params };

/**
 * The routes a path matches, remembered per route table and path: matching ranks every route of the table, and
 * each navigation asks several times (middleware, forward, prefetch). A few hundred paths are kept; then it starts
 * over.
 */
const matched = new WeakMap<RouteObject[], Map<string, MatchedRoute[]>>();
const REMEMBERED_PATHS = 256;

function matchedRoutes(routes: RouteObject[], pathname: string): MatchedRoute[] {
  let byPath = matched.get(routes);
  if (!byPath) matched.set(routes, (byPath = new Map()));
  let matches = byPath.get(pathname);
  if (!matches) {
    matches = (matchRoutes(routes, pathname) ?? []).map(({ route, params }) => ({
      handle: (route.handle ?? {}) as RouteHandle,
      params,
    }));
    if (byPath.size >= REMEMBERED_PATHS) byPath.clear();
    byPath.set(pathname, matches);
  }
  return matches;
}

const handlesOf = (routes: RouteObject[], pathname: string) =>
  matchedRoutes(routes, pathname).map(({ handle }) => handle);

/** Middleware names of the matched routes, outermost first, each once. */
export function middlewareFor(routes: RouteObject[], pathname: string): string[] {
  return [...new Set(handlesOf(routes, pathname).flatMap((handle) => handle.middleware ?? []))];
}

/** Where the matched page forwards to (§2 "redirects to"), if it does. */
export function forwardFor(routes: RouteObject[], pathname: string): string | undefined {
  return handlesOf(routes, pathname).at(-1)?.forward;
}

export function createNavigationLoader(deps: NavigationDeps): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('launcher') === 'true') deps.store.dispatch(openedFromLauncher());
    if (!selectUserKnown(deps.store.getState())) {
      // A failure leaves the user unknown: guards treat that as signed out, and the next navigation asks again.
      await deps.store.dispatch(fetchCurrentUser());
    }

    const outcome = await runMiddleware(
      middlewareFor(deps.routes(), url.pathname),
      {
        location: { pathname: url.pathname, search: url.search },
        store: deps.store,
        i18n: deps.i18n,
        fallbackLocale: deps.fallbackLocale,
        session: deps.session,
      },
      deps.middleware,
    );

    switch (outcome.type) {
      case 'continue': {
        const forward = forwardFor(deps.routes(), url.pathname);
        if (forward) throw redirect(forward);
        const matches = matchedRoutes(deps.routes(), url.pathname);
        if (hasMalformedId(matches.at(-1)?.params ?? {})) throw redirect(paths.notFound.path);
        for (const { handle, params } of matches) {
          handle.prefetch?.({ store: deps.store, params });
        }
        return null;
      }
      case 'redirect':
        throw redirect(outcome.to);
      case 'blocked': {
        // Stay where we were. On the very first navigation there is nowhere to stay: the middleware said no.
        const current = deps.currentLocation();
        throw replace(current ? `${current.pathname}${current.search}` : paths.forbidden.path);
      }
    }
  };
}
