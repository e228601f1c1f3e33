// A signed-in page rendered on the server for one request (server/http/serverRender.ts runs this in a worker
// thread under a jsdom window): the user and the answers of the page's first reads are the ones the page carries
// (contract/signedInPage.ts), so the browser hydrates the same tree from the same state. Nothing here may ask the
// network: a page that would (a read the page does not carry) is not rendered, and the browser renders it.
import { makeStore } from '../../store/store';
import { currentUserFetched } from '../../store/slices/authSlice';
import { httpClient } from '../../store/http/httpClient';
import type { RenderedPage, SignedInRenderJob } from '../../contract/serverRender';
import { isLocale } from '../../domain/locales';
import { writeGuestLocale } from '../lib/i18n/guestLocale';
import { renderForPhone } from '../lib/browser/renderedViewport';
import { pageReadsSettled } from '../routes/pageReads';
import { resetBrowserState } from './browserGlobals';
import { renderToHtml, settledRouterAt } from './renderApp';

/** Replaces fetch while a page renders: a request is refused, and `asked` settles so the render gives up. */
function refuseNetwork() {
  const real = globalThis.fetch;
  let ask: () => void = () => {};
  const asked = new Promise<null>((resolve) => {
    ask = () => resolve(null);
  });
  globalThis.fetch = () => {
    ask();
    return Promise.reject(new TypeError('No network while a page renders on the server'));
  };
  return { asked, restore: () => (globalThis.fetch = real) };
}

/** The page's HTML, or null when it cannot be rendered as the browser would show it first. */
export async function renderSignedInPage(job: SignedInRenderJob): Promise<RenderedPage | null> {
  if (!job.state.user) return null;
  resetBrowserState(window);
  if (isLocale(job.guestLocale)) writeGuestLocale(job.guestLocale);
  renderForPhone(job.phone);
  httpClient.forgetAnswersFromPage();
  httpClient.answerFromPage(job.state.answers);
  const network = refuseNetwork();
  try {
    const store = makeStore();
    store.dispatch(currentUserFetched(job.state.user));
    const routed = settledRouterAt(job.url, store);
    const router = await Promise.race([routed, network.asked]);
    if (!router) {
      void routed.then((late) => late?.dispose());
      return null;
    }
    const ready = await Promise.race([pageReadsSettled(router, store).then(() => true), network.asked]);
    if (!ready) {
      router.dispose();
      return null;
    }
    return await renderToHtml(store, router);
  } finally {
    network.restore();
    // One user's answers never wait in the client for the next user's page.
    httpClient.forgetAnswersFromPage();
  }
}
