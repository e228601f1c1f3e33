// §2 route table: every screen has a route, the named ids, the forwards, and the guards seen through the app.
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { selectFromLauncher } from '../../../store/slices/authSlice';
import { modalOpened, selectOpenModal } from '../../../store/slices/uiSlice';
import { makeStore } from '../../../store/store';
import { createAppRoutes } from '../../../src/routes/createAppRouter';
import { FORM_STEP_SLUGS, formStepRouteId, paths } from '../../../domain/paths';
import { admin, customer, supplier, setupMswServer } from '../../support/msw';
import { serveEconomy, serveResources } from '../../support/economyServer';
import { renderApp } from '../../support/renderWithProviders';
import { createTestI18n } from '../../support/testI18n';
import { saveConsent } from '../../../store/browser/cookieConsentChoice';
import { acceptAllCookies } from '../../support/cookieConsent';

const server = setupMswServer();

const routes = createAppRoutes({ store: makeStore(), i18n: createTestI18n(), currentLocation: () => null });

function leafFor(pathname: string): RouteObject | undefined {
  const matches = matchRoutes(routes, pathname);
  return matches?.[matches.length - 1]?.route;
}

function allIds(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.id ? [route.id] : []), ...allIds(route.children ?? [])]);
}

const SCREENS = [
  '/home',
  '/rfqs/current',
  '/rfqs/get-offers',
  '/rfqs/abort',
  '/rfqs/12/leads/34',
  '/rfqs/12/leads/34/meetings',
  '/rfqs/12/leads/34/meetings/5',
  '/rfqs/12/leads/34/documents',
  '/rfqs/12/leads/34/messages',
  '/rfqs/12/compare-offers',
  '/rfqs/12/compare-offers/0,34,35',
  '/rfqs/12/leads/34/offer/mortgage/9',
  '/documents',
  '/economy/family-and-work',
  '/economy/family-and-work/edit-family',
  '/economy/family-and-work/edit-work',
  '/economy/properties',
  '/economy/properties/add/house',
  '/economy/properties/edit',
  '/economy/properties/7',
  '/economy/other-assets',
  '/economy/other-assets/add/car',
  '/economy/other-assets/edit',
  '/economy/other-assets/vehicle/3',
  '/economy/savings',
  '/economy/savings/edit',
  '/economy/other-debt',
  '/economy/other-debt/add/loan',
  '/economy/other-debt/edit',
  '/mortgage-surveillance',
  '/mortgage-surveillance/consent',
  '/mortgage-surveillance/property/7',
  '/mortgage-surveillance-disabled',
  '/profile',
  '/profile/edit',
  '/messages',
  '/messages/lead/34',
  '/admin/dashboard',
  '/supplier/dashboard',
  '/login',
  '/password/email',
  '/password/reset/abc',
  '/braze-unsubscribe',
  '/consent-given/thank-you',
  '/terms',
  '/unsuccessful',
  '/rate/tok',
  '/404',
  '/403',
];

test.each(SCREENS)('%s is a lazy page', (pathname) => {
  const leaf = leafFor(pathname);
  expect(leaf?.path ?? (leaf?.index ? '(index)' : undefined)).toBeDefined();
  expect(leaf?.lazy).toEqual(expect.any(Function));
});

test.each(['/form/', '/form/om-dig', '/form/about-you'])(
  '%s is the one lazy form page, the step routes below it only name the step',
  (pathname) => {
    const matches = matchRoutes(routes, pathname) ?? [];
    expect(matches.map(({ route }) => route.id)).toContain('formSession');
    expect(matches.find(({ route }) => route.id === 'formSession')?.route.lazy).toEqual(expect.any(Function));
  },
);

test.each([
  ['/home', ['auth', 'lang']],
  ['/rfqs/1/leads/2', ['auth', 'lang']],
  ['/mortgage-surveillance', ['auth', 'lang', 'mortgageSurveillance']],
  ['/mortgage-surveillance/property/7', ['auth', 'lang', 'mortgageSurveillance']],
  ['/mortgage-surveillance/consent', ['auth', 'lang']],
  ['/mortgage-surveillance-disabled', ['auth', 'lang', 'mortgageSurveillanceOff']],
  ['/admin/dashboard', ['staff', 'lang']],
  ['/supplier/dashboard', ['staff', 'lang']],
  ['/login', ['guest', 'lang']],
  ['/password/reset/x', ['guest', 'lang']],
  ['/form/om-dig', ['lang']],
  ['/404', ['lang']],
  ['/anything/else', ['lang']],
])('%s runs the middleware %j', (pathname, expected) => {
  const names = (matchRoutes(routes, pathname) ?? []).flatMap(
    (m) => (m.route.handle as { middleware?: string[] } | undefined)?.middleware ?? [],
  );
  expect(names).toEqual(expected);
});

test('route ids: login, home, start, and each form step as label plus language', () => {
  const ids = allIds(routes);
  expect(ids).toEqual(
    expect.arrayContaining([
      'login',
      'home',
      'start',
      'aboutYou_da',
      'aboutYou_en',
      'housingSituation_da',
      'otherAssets_en',
      'unsatisfied_da',
    ]),
  );
  expect(ids.filter((id) => id.startsWith('start'))).toEqual(['start']);
  expect(new Set(ids).size).toBe(ids.length);
});

test.each(Object.entries(FORM_STEP_SLUGS))('form step %s has an English and a Danish path', (label, slugs) => {
  for (const locale of ['da', 'en'] as const) {
    expect(leafFor(`/form/${slugs[locale]}`)?.id).toBe(formStepRouteId(label as never, locale));
  }
});

test('the form steps of §2, in both languages', () => {
  expect(FORM_STEP_SLUGS).toMatchObject({
    savings: { en: 'savings', da: 'opsparing' },
    aboutYou: { en: 'about-you', da: 'om-dig' },
    employment: { en: 'employment', da: 'beskaeftigelse' },
    otherDebt: { en: 'other-debt', da: 'anden-gaeld' },
    otherAssets: { en: 'other-belongings', da: 'andre-ejendele' },
    wishes: { en: 'wishes', da: 'oensker' },
    profile: { en: 'profile', da: 'profil' },
    housingSituation: { en: 'housing-situation', da: 'boligsituation' },
    unsatisfied: { en: 'unsatisfied', da: 'utilfreds' },
  });
});

test('href helpers build the paths of the table', () => {
  expect(paths.compareOffers.getHref(12)).toBe('/rfqs/12/compare-offers');
  expect(paths.compareOffers.getHref(12, [0, 34])).toBe('/rfqs/12/compare-offers/0,34');
  expect(paths.lead.offer.getHref(1, 2, 'mortgage', 3)).toBe('/rfqs/1/leads/2/offer/mortgage/3');
  expect(paths.resetPassword.getHref('t/k', 'a@b.dk')).toBe('/password/reset/t%2Fk?email=a%40b.dk');
  expect(paths.form.step.getHref('aboutYou', 'da')).toBe('/form/om-dig');
  expect(paths.form.step.getHref('start', 'en')).toBe('/form/');
});

describe('through the app', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    acceptAllCookies();
  });

  test('/ sends a signed-in customer to home', async () => {
    const { router } = renderApp({ route: '/', user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forside' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });

  test('/ sends a visitor to login, remembering /', async () => {
    const { router } = renderApp({ route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log ind' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('returnRoute')).toBe('/');
  });

  test.each([
    ['/rfqs', '/rfqs/current', 'Dine anmodninger'],
    ['/rfqs/documents', '/documents', 'Dokumenter'],
    ['/economy', '/economy/family-and-work', 'Familie og arbejde'],
  ])('%s redirects to %s', async (from, to, heading) => {
    const { router } = renderApp({ route: from, user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });

  test('an economy page renders inside the shell', async () => {
    serveEconomy(null);
    serveResources();
    renderApp({ route: '/economy/savings', user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Opsparing' })).toBeInTheDocument();
    expect(await screen.findByText('Du har ingen opsparing på listen')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Lånetorvet');
  });

  test('the form opens for visitors too (a deep link past unanswered steps lands on the start), and an unknown form path goes to the start', async () => {
    server.use(http.get('/api/auction-form-resources', () => HttpResponse.json({ personaTypes: ['generic'] })));
    const { router } = renderApp({ route: '/form/om-dig', user: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kom i gang' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/'));
    await act(() => router.navigate('/form/no-such-step'));
    expect(router.state.location.pathname).toBe('/form/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kom i gang' })).toBeInTheDocument();
  });

  test.each([
    [admin, '/admin/dashboard'],
    [supplier, '/supplier/dashboard'],
  ])('staff opening a customer page go to their own page (%s)', async (staff, dashboard) => {
    const { router } = renderApp({ route: '/home', user: staff });
    await waitFor(() => expect(router.state.location.pathname).toBe(dashboard));
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Hovedmenu' })).not.toBeInTheDocument();
  });

  test('a signed-in customer opening /login goes home with the query kept, and launcher=true is recorded', async () => {
    const { router, store } = renderApp({ route: '/login?launcher=true', user: customer });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forside' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/home?launcher=true');
    expect(selectFromLauncher(store.getState())).toBe(true);
  });

  test("the language guard shows a signed-in user's own language", async () => {
    renderApp({ route: '/home', user: { ...customer, preferences: { lang: 'en' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mortgage watch' })).toBeInTheDocument();
  });

  test('the first page stays where the browser placed it (a reload, a #fragment, a page scrolled before hydration)', async () => {
    (window.scrollTo as jest.Mock).mockClear();
    renderApp({ route: '/home', user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Forside' });
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  test('after each navigation: scroll to top, modal closed, title set, and a page view 100 ms later', async () => {
    window.dataLayer = [];
    const { router, store } = renderApp({ route: '/home', user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Forside' });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual({
        event: 'virtualPageView',
        path: '/home',
        title: 'Forside – Lånetorvet',
      }),
    );

    act(() => void store.dispatch(modalOpened({ name: 'anything' })));
    jest.useFakeTimers();
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/documents'));
    expect(selectOpenModal(store.getState())).toBeNull();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.title).toBe('Dokumenter – Lånetorvet');
    expect(window.dataLayer).not.toContainEqual(expect.objectContaining({ path: '/documents' }));
    act(() => jest.advanceTimersByTime(100));
    expect(window.dataLayer).toContainEqual({
      event: 'virtualPageView',
      path: '/documents',
      title: 'Dokumenter – Lånetorvet',
    });
    jest.useRealTimers();
  });

  test('without the visitor’s consent to statistics no page view is pushed (cookie order)', async () => {
    saveConsent({ statistics: false, marketing: true });
    window.dataLayer = [];
    renderApp({ route: '/home', user: customer });
    await screen.findByRole('heading', { level: 1, name: 'Forside' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(window.dataLayer).toEqual([]);
    saveConsent({ statistics: true, marketing: true });
  });

  test('the page view never carries a reset token', async () => {
    window.dataLayer = [];
    renderApp({ route: '/password/reset/secret-token?email=a%40b.dk', user: null });
    await screen.findByRole('heading', { level: 1, name: 'Vælg en ny adgangskode' });
    await waitFor(() =>
      expect(window.dataLayer).toContainEqual(expect.objectContaining({ path: '/password/reset/:token' })),
    );
  });
});
