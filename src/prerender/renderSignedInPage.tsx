// A signed-in page rendered on the server for one request (server/http/serverRender.ts runs this, through
// src/prerender/renderWorker.ts, in its own thread or a worker's, with Node's globals only, no browser emulation):
// the user and the answers of the page's first reads are the ones the page carries
// (contract/signedInPage.ts), so the browser hydrates the same tree from the same state. Nothing here may ask the
// network: a page that would (a read the page does not carry) is not rendered, and the browser renders it.
import { makeStore } from '../../store/store';
import { currentUserFetched } from '../../store/slices/authSlice';
import { httpClient } from '../../store/http/httpClient';
import type { RenderedPage, SignedInRenderJob } from '../../contract/serverRender';
import { DEFAULT_LOCALE, isLocale } from '../../domain/locales';
import { renderForPhone } from '../lib/browser/renderedViewport';
import { pageReadsSettled } from '../routes/pageReads';
import { releaseStore, renderToHtml, settledRouterAt } from './renderApp';

/** Most a render may take here; the server stops waiting sooner (serverRender.ts), this frees the thread. */
const RENDER_LIMIT_MS = 3_000;

let networkAsked: () => void = () => {};
let refusing = false;

/**
 * Refuses every request of the app's HTTP client from here on (a render asks nothing): `givenUp` settles when the
 * render under way asks, or has taken too long, so it gives up; `done` ends the render's clock. Installed once, so a
 * render that outlives its limit cannot hand the next one a working fetch. The client's, not the global fetch: the
 * server may render in its own thread (server/http/serverRender.ts), where the global one is the server's.
 */
function refuseNetwork() {
  if (!refusing) {
    refusing = true;
    httpClient.useFetch(() => {
      networkAsked();
      return Promise.reject(new TypeError('No network while a page renders on the server'));
    });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const givenUp = new Promise<null>((resolve) => {
    networkAsked = () => resolve(null);
    timer = setTimeout(() => resolve(null), RENDER_LIMIT_MS);
  });
  return { givenUp, done: () => clearTimeout(timer) };
}

/** The page's HTML, or null when it cannot be rendered as the browser would show it first. */
export async function renderSignedInPage(job: SignedInRenderJob): Promise<RenderedPage | null> {
  if (!job.state.user) return null;
  // What a browser would have stored from the visitor's choice before signing in is the request's cookie here.
  const guestLocale = isLocale(job.guestLocale) ? job.guestLocale : DEFAULT_LOCALE;
  renderForPhone(job.phone);
  httpClient.forgetAnswersFromPage();
  httpClient.answerFromPage(job.state.answers);
  const { givenUp, done } = refuseNetwork();
  const controller = new AbortController();
  void givenUp.then(() => controller.abort());
  const store = makeStore();
  try {
    store.dispatch(currentUserFetched(job.state.user));
    const routed = settledRouterAt(job.url, store, () => guestLocale);
    const router = await Promise.race([routed, givenUp]);
    if (!router) {
      void routed.then((late) => late?.dispose());
      return null;
    }
    const ready = await Promise.race([pageReadsSettled(router, store).then(() => true), givenUp]);
    if (!ready || controller.signal.aborted) {
      router.dispose();
      return null;
    }
    return await renderToHtml(store, router, controller.signal);
  } finally {
    done();
    releaseStore(store);
    // One user's answers never wait in the client for the next user's page.
    httpClient.forgetAnswersFromPage();
  }
}
