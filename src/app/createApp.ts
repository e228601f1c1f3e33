// Builds the running app: store, i18n and router, and the HTTP client's reactions wired to them (§8).
import { makeStore, type AppStore } from '../../store/store';
import { currentUserFetched, sessionExpired } from '../../store/slices/authSlice';
import { alertRaised } from '../../store/slices/uiSlice';
import { reportError } from '../lib/errorReporting/reportError';
import { configureHttpClient, httpClient } from '../../store/http/httpClient';
import { appI18n } from '../lib/i18n/appI18n';
import { createAppRouter } from '../routes/createAppRouter';
import { paths } from '../../domain/paths';
import { takeSignedInPageState } from './signedInPageState';

/**
 * A partner's link (`affiliate_key`, landingAffiliate.ts) is rare: its reader loads only for a landing that has
 * one, with the URL it landed on, and is kept by the time the form, the only reader, sends a request.
 */
function captureAffiliateOfLanding(search: string): void {
  if (!new URLSearchParams(search).has('affiliate_key')) return;
  void import(/* webpackChunkName: "landing-affiliate" */ '../lib/analytics/landingAffiliate').then((module) =>
    module.captureLandingAffiliate(search),
  );
}

/**
 * `guest`: the page came prerendered, so the server saw no session and nobody needs to be asked for. `store`: one
 * made beforehand (the entry makes it in a task of its own). A page served to a session says who is signed in and
 * may carry the answers of its first reads: neither is asked for again.
 */
export function createApp({ guest = false, store = makeStore() }: { guest?: boolean; store?: AppStore } = {}) {
  const signedIn = guest ? null : takeSignedInPageState();
  if (guest || signedIn) store.dispatch(currentUserFetched(signedIn?.user ?? null));
  if (signedIn) httpClient.answerFromPage(signedIn.answers);
  captureAffiliateOfLanding(window.location.search);
  const i18n = appI18n;
  const router = createAppRouter({ store, i18n });
  configureHttpClient({
    getLocale: i18n.getLocale,
    onUnauthenticated(status) {
      // 401: the session is gone, so is the user. 419 only means a stale XSRF token; the user may still be signed in.
      if (status === 401) store.dispatch(sessionExpired());
      void router.navigate(paths.root.path);
    },
    onForbidden() {
      void router.navigate(paths.forbidden.path);
    },
    onAlert(messageId) {
      store.dispatch(alertRaised({ messageId }));
    },
    onError(error) {
      reportError(error, { status: error.status });
    },
  });
  return { store, i18n, router };
}
