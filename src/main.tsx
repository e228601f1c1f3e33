import { createRoot, hydrateRoot } from 'react-dom/client';
import { FORM_STORAGE_KEY } from '../machines/auctionForm/constants';
import './app/styles/tokens.css';
import './app/styles/base.css';
import { App } from './app/App';
import { createApp } from './app/createApp';
import { captureEarlyInput } from './prerender/earlyInput';
import { PRERENDERED_ATTRIBUTE } from './domain/prerenderedPages';
import { routerSettled } from './routes/routerSettled';

/**
 * The prerendered page is a fresh guest's view: a form in progress (opens where it was) or one prefilled from the
 * address (`?purpose=`) differs from it in what is chosen, which hydration would not correct.
 */
function startsBlank(): boolean {
  if (new URLSearchParams(window.location.search).has('purpose')) return false;
  try {
    return window.sessionStorage.getItem(FORM_STORAGE_KEY) === null;
  } catch {
    return true;
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root');
// A prerendered page (issue 15) is only sent to a browser without a session: its visitor is a guest.
const prerenderedLocale = container.getAttribute(PRERENDERED_ATTRIBUTE);
const { store, i18n, router } = createApp({ guest: prerenderedLocale !== null });
const app = <App store={store} i18n={i18n} router={router} />;

if (prerenderedLocale === null) {
  createRoot(container).render(app);
} else {
  // Hydrated once the first navigation is done, so the first render is the whole page the HTML shows rather
  // than a loading state replacing it. A page the router moved away from, or another language, renders anew.
  void routerSettled(router).then(() => {
    captureEarlyInput(container, window.location.search);
    const samePage = router.state.location.pathname === window.location.pathname;
    if (samePage && i18n.getLocale() === prerenderedLocale && startsBlank()) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
