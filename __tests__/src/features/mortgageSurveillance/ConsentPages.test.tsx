// mortgage-surveillance/consent and mortgage-surveillance-disabled: what the customer agrees to, the
// opt-in that updates the signed-in user and opens the overview, and the page for a customer not opted in.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';
import { base, notOptedIn, optedIn, overview, property, serveOverview } from './surveillanceFixtures';

const server = setupMswServer();
jest.setTimeout(30_000);

const english = { ...notOptedIn, preferences: { lang: 'en' as const } };

test('the consent page says what is watched, how often, what is stored and how to stop', async () => {
  renderApp({ route: '/mortgage-surveillance/consent', user: english, locale: 'en' });
  expect(await screen.findByRole('heading', { name: 'Consent to mortgage watch', level: 1 })).toBeInTheDocument();
  for (const name of ['What we watch', 'How often', 'What we store', 'How to stop'])
    expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
  expect(screen.getByText(/fixed-rate and variable mortgages with today's bond prices/)).toBeInTheDocument();
  expect(screen.getByText('Every day, and whenever new prices are imported.')).toBeInTheDocument();
  expect(screen.getByText(/once a day for 12 months/)).toBeInTheDocument();
  expect(screen.getByText(/the stored figures are deleted/)).toBeInTheDocument();
});

test('accepting sends the consent, marks the customer opted in and opens the overview', async () => {
  const sent: unknown[] = [];
  server.use(
    http.post(`${base}/consent`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ consented_at: '2026-11-23T20:00:00.000Z' }, { status: 201 });
    }),
  );
  serveOverview(overview([property()]));
  const { user, router, store } = renderApp({
    route: '/mortgage-surveillance/consent',
    user: notOptedIn,
    locale: 'da',
  });
  await user.click(await screen.findByRole('button', { name: 'Ja tak, overvåg mine lån' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mortgage-surveillance'));
  expect(sent).toEqual([{ accepted: true }]);
  expect(store.getState().auth.user?.mortgage_surveillance).toBe(true);
  expect(await screen.findByText(/Du kan spare 1\.240 kr\. om måneden efter skat/)).toBeInTheDocument();
});

test('a refused consent says so and stays on the page; a 503 says we are updating (§8)', async () => {
  server.use(http.post(`${base}/consent`, () => HttpResponse.json({ message: 'Fejl' }, { status: 409 })));
  const { user, router } = renderApp({ route: '/mortgage-surveillance/consent', user: notOptedIn, locale: 'da' });
  await user.click(await screen.findByRole('button', { name: 'Ja tak, overvåg mine lån' }));
  expect(await screen.findByText('Vi kunne ikke gemme dit samtykke. Prøv igen.')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/mortgage-surveillance/consent');
  server.use(http.post(`${base}/consent`, () => HttpResponse.json({ message: 'Fejl' }, { status: 503 })));
  await user.click(screen.getByRole('button', { name: 'Ja tak, overvåg mine lån' }));
  expect(await screen.findByText('Vi opdaterer Lånetorvet lige nu. Prøv igen om et par minutter.')).toBeInTheDocument();
});

test('an opted-in customer on the consent page is pointed to the overview instead', async () => {
  renderApp({ route: '/mortgage-surveillance/consent', user: optedIn, locale: 'da' });
  expect(await screen.findByText('Du har allerede slået boligovervågning til.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ja tak, overvåg mine lån' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gå til boligovervågning' })).toHaveAttribute(
    'href',
    '/mortgage-surveillance',
  );
});

test('the disabled page explains and leads to the consent, in English', async () => {
  renderApp({ route: '/mortgage-surveillance-disabled', user: english, locale: 'en' });
  expect(
    await screen.findByRole('heading', { name: 'Mortgage watch is not switched on', level: 1 }),
  ).toBeInTheDocument();
  expect(
    screen.getByText(/we check every day whether converting the mortgages on your homes pays/),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read more and switch on' })).toHaveAttribute(
    'href',
    '/mortgage-surveillance/consent',
  );
});

test.each([
  ['da', 'Boligovervågning'],
  ['en', 'Mortgage watch'],
] as const)(
  'a customer who has opted in is sent from the disabled page to the surveillance itself (%s)',
  async (locale, title) => {
    serveOverview(overview([property()]));
    const { router } = renderApp({
      route: '/mortgage-surveillance-disabled',
      user: { ...optedIn, preferences: { lang: locale } },
      locale,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mortgage-surveillance'));
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(/ikke slået til|not switched on/)).not.toBeInTheDocument();
  },
);
