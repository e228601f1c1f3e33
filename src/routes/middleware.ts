// Route middleware (§2 Navigation): routes name theirs in `handle.middleware`; one runner resolves the names in
// order, stops at the first that redirects or returns false (the navigation is blocked), and throws on an
// unknown name so a typo in the route table fails loudly instead of leaving a page unguarded.
import { localeOfPath } from '../../domain/paths';
import { writeGuestLocale } from '../lib/i18n/guestLocale';
import type { Params } from 'react-router-dom';
import type { AppStore } from '../../store/store';
import { returnRouteCleared, returnRouteRemembered, selectReturnRoute, selectUser } from '../../store/slices/authSlice';
import type { I18n } from '../lib/i18n/i18n';
import type { Locale } from '../../domain/locales';
import { reportError } from '../lib/errorReporting/reportError';
import {
  decideGuestGuard,
  decideMortgageSurveillanceGuard,
  decideSignedInGuard,
  decideStaffGuard,
  decideSurveillanceDisabledGuard,
  resolveLanguage,
  RETURN_ROUTE_KEY,
  type GuardLocation,
  type SignedInDecision,
} from './guards';

export type MiddlewareName = 'auth' | 'staff' | 'guest' | 'lang' | 'mortgageSurveillance' | 'mortgageSurveillanceOff';

export type RouteHandle = {
  middleware?: readonly string[];
  /** Translation key of the page title: the document title and the analytics page view use it. */
  titleId?: string;
  /** The path this route forwards to once the guards have passed. */
  forward?: string;
  /**
   * Starts loading the page's data once the guards have let the visitor in, beside the page's chunk, rather than
   * after the page has mounted. The promise, if any, settles once the reads have started: a page rendered on the
   * server, or hydrated, waits for them (pageReads.ts).
   */
  prefetch?: (args: { store: AppStore; params: Params }) => Promise<unknown> | void;
};

export type MiddlewareResult = void | boolean | { redirect: string };

export type MiddlewareContext = {
  location: GuardLocation;
  store: AppStore;
  i18n: I18n;
  /** The language to use when nobody is signed in. */
  fallbackLocale: () => Locale;
  session: {
    read: (key: string) => string | null;
    write: (key: string, value: string) => void;
    remove: (key: string) => void;
  };
};

export type Middleware = (context: MiddlewareContext) => MiddlewareResult | Promise<MiddlewareResult>;

export type NavigationOutcome =
  { type: 'continue' } | { type: 'blocked'; by: string } | { type: 'redirect'; to: string };

/** Runs the named middleware in order. The first redirect or `false` ends the run. */
export async function runMiddleware(
  names: readonly string[],
  context: MiddlewareContext,
  registry: Readonly<Record<string, Middleware>>,
): Promise<NavigationOutcome> {
  const unknown = names.filter((name) => !Object.prototype.hasOwnProperty.call(registry, name));
  if (unknown.length > 0) throw new Error(`Unknown middleware: ${unknown.join(', ')}`);
  for (const name of names) {
    const result = await registry[name](context);
    if (result === false) return { type: 'blocked', by: name };
    if (result && typeof result === 'object') return { type: 'redirect', to: result.redirect };
  }
  return { type: 'continue' };
}

/** Applies a signed-in guard's decision: a guest's wanted page is remembered before the way to sign-in. */
function signedInResult(decision: SignedInDecision, { store, session }: MiddlewareContext): MiddlewareResult {
  if (decision.type === 'allow') return true;
  if ('rememberReturnRoute' in decision) {
    store.dispatch(returnRouteRemembered(decision.rememberReturnRoute));
    session.write(RETURN_ROUTE_KEY, decision.rememberReturnRoute);
  }
  return { redirect: decision.to };
}

/** Signed-in pages: remember where a guest wanted to go, send staff to their own pages. */
export const auth: Middleware = (context) =>
  signedInResult(decideSignedInGuard(selectUser(context.store.getState()), context.location), context);

/** The staff pages: each for its own team (§6). */
export const staff: Middleware = (context) =>
  signedInResult(decideStaffGuard(selectUser(context.store.getState()), context.location), context);

/** Guest pages (login, password): a signed-in customer goes back to where they were headed. */
export const guest: Middleware = ({ store, location, session }) => {
  const state = store.getState();
  const decision = decideGuestGuard(selectUser(state), location, {
    stored: selectReturnRoute(state),
    session: session.read(RETURN_ROUTE_KEY),
  });
  if (decision.type === 'allow') return true;
  if ('clearReturnRoute' in decision) {
    store.dispatch(returnRouteCleared());
    session.remove(RETURN_ROUTE_KEY);
  }
  return { redirect: decision.to };
};

/** The user's language, else the visitor's choice or the default. A language that fails to load keeps the current one. */
export const lang: Middleware = async ({ store, i18n, fallbackLocale, location }) => {
  try {
    // A path that names its language (the calculator's /beregner and /en/calculator) is shown in it, and kept as the
    // visitor's choice like a link's `?lang=`, so the form it leads to goes on in the same language.
    const named = localeOfPath(location.pathname);
    if (named) writeGuestLocale(named);
    await i18n.setLocale(named ?? resolveLanguage(selectUser(store.getState()), fallbackLocale()));
  } catch (error) {
    reportError(error, { where: 'lang middleware' });
  }
  return true;
};

/** Mortgage surveillance pages: only for a customer who has opted in (decided from the current user). */
export const mortgageSurveillance: Middleware = ({ store }) => {
  const decision = decideMortgageSurveillanceGuard(selectUser(store.getState()));
  return decision.type === 'redirect' ? { redirect: decision.to } : true;
};

/** The page for a customer who has not opted in: one who has goes to the surveillance. */
export const mortgageSurveillanceOff: Middleware = ({ store }) => {
  const decision = decideSurveillanceDisabledGuard(selectUser(store.getState()));
  return decision.type === 'redirect' ? { redirect: decision.to } : true;
};

export const appMiddleware: Readonly<Record<MiddlewareName, Middleware>> = {
  auth,
  staff,
  guest,
  lang,
  mortgageSurveillance,
  mortgageSurveillanceOff,
};
