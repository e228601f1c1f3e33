import { hasSavedForm } from '../machines/auctionForm/savedFormPresence';
import './app/styles/tokens.css';
import './app/styles/base.css';
import { PRERENDERED_ATTRIBUTE } from '../domain/prerenderedPages';
import { RENDERED_FOR_ATTRIBUTE, SERVER_RENDERED_ATTRIBUTE } from '../domain/signedInPage';
import { renderForPhone } from './lib/browser/renderedViewport';
import { replayEarlyClicksAfterFirstCommit } from './prerender/earlyClicks';
import { readConsent } from '../store/browser/cookieConsent';

/**
 * The prerendered page is a fresh guest's view: a form in progress (opens where it was) or one prefilled from the
 * address (`?purpose=`) differs from it in what is chosen, which hydration would not correct.
 */
function startsBlank(): boolean {
  return !new URLSearchParams(window.location.search).has('purpose') && !hasSavedForm();
}

/** Runs `work` in a task of its own, after the browser has had the chance to paint and handle input. */
const inTaskOfItsOwn = <T,>(work: () => T | Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(work);

/**
 * Start-up in several short tasks rather than one long one (total blocking time): the store's modules are
 * evaluated, the store is made, the router's and i18n's modules are evaluated, the app is made and its first
 * navigation starts, React's renderer and the providers are evaluated, then the page renders or hydrates. The
 * modules are in the entry chunks ("eager"); only their evaluation moves.
 */
async function start(container: HTMLElement) {
  // A prerendered page is only sent to a browser without a session: its visitor is a guest.
  const prerenderedLocale = container.getAttribute(PRERENDERED_ATTRIBUTE);
  const guest = prerenderedLocale !== null;
  // A signed-in page the server rendered (server/http/serverRender.ts) is hydrated from the state it carries.
  const serverRenderedLocale = container.getAttribute(SERVER_RENDERED_ATTRIBUTE);
  renderForPhone(container.getAttribute(RENDERED_FOR_ATTRIBUTE) === 'phone');
  if (serverRenderedLocale !== null) replayEarlyClicksAfterFirstCommit();
  const { makeStore } = await inTaskOfItsOwn(() => import(/* webpackMode: "eager" */ '../store/store'));
  const madeStore = await inTaskOfItsOwn(() => makeStore());
  const { createApp } = await inTaskOfItsOwn(() => import(/* webpackMode: "eager" */ './app/createApp'));
  const { store, i18n, router } = await inTaskOfItsOwn(() => createApp({ guest, store: madeStore }));
  // A visitor to be asked gets the cookie banner in the page's first render, at its top, rather than pushed in
  // above a page already painted: its chunk loads beside the page's (in the page's language, known by now).
  const bannerLoaded =
    readConsent() === null
      ? import(/* webpackMode: "eager" */ './app/globalLayer/ConsentLayer').then((m) => m.loadConsentBanner())
      : null;
  const [{ startTransition }, { createRoot, hydrateRoot }, { App }, { routerSettled }, { captureEarlyInput }] =
    await inTaskOfItsOwn(() =>
      Promise.all([
        import(/* webpackMode: "eager" */ 'react'),
        import(/* webpackMode: "eager" */ 'react-dom/client'),
        import(/* webpackMode: "eager" */ './app/App'),
        import(/* webpackMode: "eager" */ './routes/routerSettled'),
        import(/* webpackMode: "eager" */ './lib/hydration/earlyInput'),
      ]),
    );
  const app = <App store={store} i18n={i18n} router={router} />;
  const renderedLocale = prerenderedLocale ?? serverRenderedLocale;
  // A failed load leaves the banner to its own Suspense boundary: the page does not wait on it twice.
  await bannerLoaded?.catch(() => undefined);
  // In a transition React yields to the browser every few milliseconds while it renders or hydrates, so the first
  // render is not one long task and a click during it is handled first.
  if (renderedLocale === null) {
    startTransition(() => createRoot(container).render(app));
    return;
  }
  // Hydrated once the first navigation is done, so the first render is the whole page the HTML shows rather
  // than a loading state replacing it; a signed-in page also once its first reads are in the store (the page
  // carries their answers). A page the router moved away from, or another language, renders anew.
  await routerSettled(router);
  if (guest) captureEarlyInput(container, window.location.search);
  else await import(/* webpackMode: "eager" */ './routes/pageReads').then((m) => m.pageReadsSettled(router, store));
  const samePage = router.state.location.pathname === window.location.pathname;
  startTransition(() => {
    if (samePage && i18n.getLocale() === renderedLocale && (!guest || startsBlank())) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
void start(container);
