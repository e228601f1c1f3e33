// Renders SPA code the way the app does: a fresh store, the intl provider and a memory router.
//   renderWithProviders(<LoginPage />, { route: '/login' })       one component at a route
//   renderApp({ route: '/rfqs', user: customer })                  the real route table, guards included
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { makeStore, type AppStore, type RootState } from '../../store/store';
import { initialAuthState, sessionExpired, type User } from '../../store/slices/authSlice';
import { alertRaised } from '../../store/slices/uiSlice';
import { configureHttpClient } from '../../store/http/httpClient';
import type { I18n } from '../../src/lib/i18n/i18n';
import { I18nProvider } from '../../src/lib/i18n/I18nProvider';
import type { Locale } from '../../domain/locales';
import { createAppRoutes } from '../../src/routes/createAppRouter';
import { GlobalAlert } from '../../src/app/GlobalAlert';
import { createTestI18n } from './testI18n';

export type RenderOptions = {
  /** The URL to start at. */
  route?: string;
  /** The route pattern `ui` is mounted at, for pages that read params (`/password/reset/:token`). */
  path?: string;
  /** Signed in as this user; `null` = known to be signed out; omitted = not yet known. */
  user?: User | null;
  preloadedState?: Partial<RootState>;
  locale?: Locale;
  i18n?: I18n;
  /** More routes beside `ui`, e.g. the pages a form navigates to. */
  routes?: RouteObject[];
};

type Router = ReturnType<typeof createMemoryRouter>;
export type Rendered = RenderResult & {
  store: AppStore;
  user: ReturnType<typeof userEvent.setup>;
  router: Router;
  i18n: I18n;
};

function storeFor({ user, preloadedState }: RenderOptions): AppStore {
  const auth = {
    ...initialAuthState,
    ...preloadedState?.auth,
    ...(user !== undefined ? { user, userKnown: true } : {}),
  };
  return makeStore({ ...preloadedState, auth });
}

function mount(router: Router, store: AppStore, i18n: I18n, extra?: ReactElement): RenderResult {
  // The HTTP client's app-wide reactions, as createApp wires them, on this test's store and router.
  configureHttpClient({
    getLocale: i18n.getLocale,
    onUnauthenticated: (status) => {
      if (status === 401) store.dispatch(sessionExpired());
      void router.navigate('/');
    },
    onForbidden: () => void router.navigate('/403'),
    onAlert: (messageId) => store.dispatch(alertRaised({ messageId })),
  });
  return render(
    <Provider store={store}>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
        {extra}
      </I18nProvider>
    </Provider>,
  );
}

function stubBrowser() {
  // jsdom has no layout or scrolling; the app scrolls to the top on each navigation.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  stubBrowser();
  const store = storeFor(options);
  const i18n = options.i18n ?? createTestI18n(options.locale);
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/'],
  });
  const result = mount(router, store, i18n, <GlobalAlert />);
  return { ...result, store, router, i18n, user: userEvent.setup() };
}

export type AppRenderOptions = Omit<RenderOptions, 'path' | 'routes'>;

/** The whole app at `route`: guards, layouts and lazy pages as in the browser. */
export function renderApp(options: AppRenderOptions = {}): Rendered {
  stubBrowser();
  const store = storeFor(options);
  const i18n = options.i18n ?? createTestI18n(options.locale);
  let router: Router | null = null;
  router = createMemoryRouter(
    createAppRoutes({
      store,
      i18n,
      currentLocation: () => (router?.state.initialized ? router.state.location : null),
    }),
    { initialEntries: [options.route ?? '/'] },
  );
  const result = mount(router, store, i18n);
  return { ...result, store, router, i18n, user: userEvent.setup() };
}
