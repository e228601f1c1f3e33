// mortgage-surveillance: each home's verdict in one plain sentence in both languages, the figures behind
// it on request, a request to the lenders, withdrawing after a confirmation, the opt-in guard and the API's 403.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupMswServer } from '../../../support/msw';
import { renderApp } from '../../../support/renderWithProviders';
import {
  base,
  keep,
  missingData,
  noFixed,
  notOptedIn,
  optedIn,
  overview,
  property,
  serveOverview,
  up,
} from './surveillanceFixtures';

const server = setupMswServer();
jest.setTimeout(30_000);

const english = { ...optedIn, preferences: { lang: 'en' as const } };
// Intl writes a no-break space before the Danish per cent sign; the matchers read it as a space.

test('convert down in Danish: the saving, the coupon and the break-even in one sentence', async () => {
  serveOverview(overview([property()]));
  renderApp({ route: '/mortgage-surveillance', user: optedIn, locale: 'da' });
  const card = (await screen.findByRole('heading', { name: 'Testvej 13, 2100 København Ø' })).closest('article')!;
  expect(card).toHaveTextContent(
    `Du kan spare 1.240 kr. om måneden efter skat ved at omlægge ned til 3 %; omkostningerne er tjent hjem efter 19 måneder.`,
  );
  expect(screen.getByText(/obligationskurserne fra/)).toHaveTextContent('obligationskurserne fra 23. november 2026.');
});

test('convert down in English, with the figures behind it on request', async () => {
  serveOverview(overview([property()]));
  const { user } = renderApp({ route: '/mortgage-surveillance', user: english, locale: 'en' });
  expect(
    await screen.findByText(
      'You can save 1,240 kr. a month after tax by converting down to 3%; the costs are earned back after 19 months.',
    ),
  ).toBeInTheDocument();
  const summary = screen.getByText('See the figures behind it');
  const details = summary.closest('details')!;
  expect(details).not.toHaveAttribute('open');
  await user.click(summary);
  expect(details).toHaveAttribute('open');
  const figures = within(details);
  expect(figures.getByText('Your loan today').nextSibling).toHaveTextContent('4% RD 2053: 4% at a price of 100.20');
  expect(figures.getByText('New loan').nextSibling).toHaveTextContent('3% NK 2056: 3% at a price of 97.85');
  expect(figures.getByText('New debt').nextSibling).toHaveTextContent('2,044,200 kr.');
  expect(figures.getByText('Change in debt').nextSibling).toHaveTextContent('44,200 kr. more');
  expect(figures.getByText("Lender's fees").nextSibling).toHaveTextContent('12,000 kr.');
  expect(figures.getByText('Price spread').nextSibling).toHaveTextContent('9,000 kr.');
  expect(figures.getByText('Registration fee').nextSibling).toHaveTextContent('2,560 kr.');
  expect(figures.getByText('Total costs').nextSibling).toHaveTextContent('23,560 kr.');
  expect(figures.getByText('Payment today after tax, per month').nextSibling).toHaveTextContent('9,200 kr.');
  expect(figures.getByText('New payment after tax, per month').nextSibling).toHaveTextContent('7,960 kr.');
  expect(figures.getByText('Costs earned back').nextSibling).toHaveTextContent('after 19 months');

  // The request to the lenders starts the form for the existing home, prefilled from the economy.
  const request = screen.getByRole('link', { name: 'Ask the lenders for an offer to convert down' });
  const href = new URL(request.getAttribute('href')!, 'http://localhost');
  expect(href.pathname).toBe('/form/');
  expect(href.searchParams.get('purpose')).toBe('existing_property');
  expect(screen.getByRole('link', { name: 'See the trend and set an alert' })).toHaveAttribute(
    'href',
    '/mortgage-surveillance/property/11',
  );
});

test('convert up: buying the bonds back below par cuts the debt, in both languages', async () => {
  serveOverview(overview([up()]));
  const { unmount } = renderApp({ route: '/mortgage-surveillance', user: english, locale: 'en' });
  expect(
    await screen.findByText(
      "You can cut your debt by 317,000 kr. by buying your bonds back at a price of 82.35 instead of 100 and converting up to 5%; that is a gain of 61,300 kr. after tax over the rest of the loan's term.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ask the lenders for an offer to convert up' })).toBeInTheDocument();
  unmount();

  renderApp({ route: '/mortgage-surveillance', user: optedIn, locale: 'da' });
  expect(
    await screen.findByText(
      `Du kan nedbringe din gæld med 317.000 kr. ved at købe dine obligationer tilbage til kurs 82,35 i stedet for 100 og omlægge op til 5 %; det giver en gevinst på 61.300 kr. efter skat over lånets restløbetid.`,
    ),
  ).toBeInTheDocument();
});

test('keep, no fixed-rate mortgage and missing data each say so plainly, without a request to the lenders', async () => {
  serveOverview(overview([keep(), { ...noFixed(), property_id: 12 }, { ...missingData(), property_id: 13 }]));
  renderApp({ route: '/mortgage-surveillance', user: english, locale: 'en' });
  expect(await screen.findByText(/It does not pay to convert today/)).toBeInTheDocument();
  expect(screen.getByText('This home has no fixed-rate mortgage, so there is nothing to convert.')).toBeInTheDocument();
  expect(
    screen.getByText(
      'We need the interest rate and the remaining term of your fixed-rate mortgage to work out a conversion.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('link', { name: "Fill it in on the home's page under Your economy" })).toHaveAttribute(
    'href',
    '/economy/properties/13',
  );
  expect(screen.queryByRole('link', { name: /Ask the lenders/ })).not.toBeInTheDocument();
  expect(screen.queryByText('See the figures behind it')).not.toBeInTheDocument();
});

test('missing data in Danish names the missing fields', async () => {
  serveOverview(overview([missingData()]));
  renderApp({ route: '/mortgage-surveillance', user: optedIn, locale: 'da' });
  expect(
    await screen.findByText(
      'Vi mangler renten og restløbetiden på dit fastforrentede lån for at kunne regne på en omlægning.',
    ),
  ).toBeInTheDocument();
});

test('withdrawing asks first, then deletes the consent and leads to the disabled page', async () => {
  serveOverview(overview([property()]));
  const deleted: string[] = [];
  server.use(
    http.delete(`${base}/consent`, ({ request }) => {
      deleted.push(request.url);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  const { user, router, store } = renderApp({ route: '/mortgage-surveillance', user: english, locale: 'en' });
  await user.click(await screen.findByRole('button', { name: 'Stop mortgage watch' }));
  const ask = screen.getByRole('group', { name: /Do you want to stop the surveillance/ });
  expect(within(ask).getByRole('button', { name: 'Yes, stop and delete the figures' })).toHaveFocus();
  expect(deleted).toEqual([]);
  await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('group', { name: /Do you want to stop/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Stop mortgage watch' })).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Stop mortgage watch' }));
  await user.click(screen.getByRole('button', { name: 'Yes, stop and delete the figures' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/mortgage-surveillance-disabled'));
  expect(deleted).toHaveLength(1);
  expect(store.getState().auth.user?.mortgage_surveillance).toBe(false);
  expect(
    await screen.findByRole('heading', { name: 'Mortgage watch is not switched on', level: 1 }),
  ).toBeInTheDocument();
});

test.each(['/mortgage-surveillance', '/mortgage-surveillance/property/11'])(
  'a customer who has not opted in is sent from %s to the disabled page',
  async (route) => {
    const { router } = renderApp({ route, user: notOptedIn, locale: 'da' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/mortgage-surveillance-disabled'));
    expect(await screen.findByRole('link', { name: 'Læs mere og slå til' })).toHaveAttribute(
      'href',
      '/mortgage-surveillance/consent',
    );
  },
);

test('a 403 from the API (the server-side guard) leads to the forbidden page', async () => {
  serveOverview(403);
  const { router } = renderApp({ route: '/mortgage-surveillance', user: english, locale: 'en' });
  await waitFor(() => expect(router.state.location.pathname).toBe('/403'));
  expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
});

test('no homes yet: an empty state that leads to the economy', async () => {
  serveOverview(overview([]));
  renderApp({ route: '/mortgage-surveillance', user: english, locale: 'en' });
  expect(await screen.findByText('You have no homes in your economy')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your homes' })).toHaveAttribute('href', '/economy/properties');
});
