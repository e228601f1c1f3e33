import { StrictMode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { AppStore } from '../../store/store';
import type { I18n } from '../lib/i18n/i18n';
import { I18nProvider } from '../lib/i18n/I18nProvider';
import type { AppRouter } from '../routes/createAppRouter';
import { ConsentLayer } from './globalLayer/ConsentLayer';
import { GlobalLayer } from './globalLayer/GlobalLayer';
import { markFirstCommit } from '../prerender/firstCommit';

/**
 * The providers, outermost first: store, language, router. A language switch re-renders; the router stays. The
 * cookie banner comes before the page, at its top.
 */
export function App({ store, i18n, router }: { store: AppStore; i18n: I18n; router: AppRouter }) {
  // Its first effect runs once the whole page is React's: clicks held before hydration are replayed then.
  useEffect(markFirstCommit, []);
  return (
    <StrictMode>
      <Provider store={store}>
        <I18nProvider i18n={i18n}>
          <ConsentLayer />
          <RouterProvider router={router} />
          <GlobalLayer router={router} />
        </I18nProvider>
      </Provider>
    </StrictMode>
  );
}
