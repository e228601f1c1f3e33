// rfqs/:rfqId/compare-offers/:leadIds?: a real table of the offers beside the customer's own situation (§3, §4).
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Rfq } from '../../../../store/api/rfqsApi';
import { selectMobileView, selectShownOffers } from '../../../../store/slices/offerComparisonSlice';
import { invalidateForUserEvent } from '../../../../src/lib/realtime/userEventTags';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, chosenRfq, kattegatOffer, lead } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const answer = (rfq: Rfq) => server.use(http.get(`/api/customer/rfqs/${rfq.id}`, () => HttpResponse.json(rfq)));

const columnHeads = () =>
  within(screen.getByRole('table'))
    .getAllByRole('columnheader')
    .map((th) => th.querySelector('.supplier-logo__name, .compare-table__own')?.textContent);

/** The row headed `label` inside the row group headed `group`: its cells' text. */
function rowOf(group: string, label: string): string[] {
  const table = screen.getByRole('table');
  const groupHead = within(table).getByRole('rowheader', { name: group });
  const body = groupHead.closest('tbody')!;
  const row = within(body).getByRole('rowheader', { name: label }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

afterEach(() => {
  // jsdom has no matchMedia; the narrow-screen test installs one.
  delete (window as { matchMedia?: unknown }).matchMedia;
});

test('columns: the own situation, then the offers in the order they came; no lost lead, no lead without an offer', async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  // The first render of the file loads the page's lazy chunk: slow on a busy machine.
  expect(
    await screen.findByRole('table', { name: /Sammenligning i 4 kolonner/ }, { timeout: 10000 }),
  ).toBeInTheDocument();
  expect(columnHeads()).toEqual(['Din økonomi nu', 'Kattegat Realkredit', 'Øresund Bank A/S', 'Bølge Bank']);
  expect(screen.queryByText('Limfjord Kreditforening')).not.toBeInTheDocument();
  expect(screen.queryByText('Skovby Sparekasse')).not.toBeInTheDocument();
});

test('rows per product with their figures; headers are th with scope', async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  const table = await screen.findByRole('table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .every((th) => th.getAttribute('scope') === 'col'),
  ).toBe(true);
  expect(
    within(table)
      .getAllByRole('rowheader')
      .every((th) => ['row', 'rowgroup'].includes(th.getAttribute('scope') ?? '')),
  ).toBe(true);
  expect(
    within(table)
      .getAllByRole('rowheader', { name: /^(Realkreditlån|Boliglån i banken|Billån|Opsparing|Besparelse)$/ })
      .map((th) => th.textContent),
  ).toEqual(['Realkreditlån', 'Boliglån i banken', 'Billån', 'Opsparing', 'Besparelse']);
  expect(rowOf('Realkreditlån', 'Produkt')).toEqual([
    'Dit nuværende',
    // The offer in one sentence under the product's name, computed from its figures.
    // Below it the representative example, in a disclosure: its figures and the payment at a 2-point rise.
    expect.stringMatching(
      new RegExp(
        '^F5-lånDu låner 2\\.660\\.000 kr\\. og betaler 12\\.670 kr\\. om måneden i 26 år\\. I alt betaler du ' +
          '3\\.963\\.450 kr\\., heraf 1\\.303\\.450 kr\\. i renter og gebyrer\\.' +
          'Repræsentativt eksempelKreditbeløb2\\.660\\.000 kr\\..*' +
          'Ydelse hvis renten stiger 2 procentpoint15\\.679 kr\\. \\(\\+3\\.008 kr\\.\\)$',
      ),
    ),
    '–Ingen',
    '–Ingen',
  ]);
  expect(rowOf('Realkreditlån', 'Beløb')).toEqual(['2.350.000 kr.', '2.660.000 kr.', '–Ingen', '–Ingen']);
  expect(rowOf('Realkreditlån', 'Løbetid')).toEqual(['26 år', '26 år', '–Ingen', '–Ingen']);
  expect(rowOf('Billån', 'Månedlig ydelse')).toEqual(['3.350 kr.', '–Ingen', '3.166 kr.Bedst', '3.191 kr.']);
  expect(rowOf('Besparelse', 'Besparelse efter skat, første år')).toEqual([
    '–Ingen',
    '46.614 kr.Bedst',
    '3.515 kr.',
    '2.990 kr.',
  ]);
  expect(within(table).getByRole('link', { name: 'F5-lån' })).toHaveAttribute('href', '/rfqs/12/leads/42/offer/loan/4');
  expect(within(table).getByRole('link', { name: 'Se svaret fra Bølge Bank' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/45',
  );
});

test('what each offer replaces: the mortgage offer also repays the bank home loan, so its saving is explained', async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  await screen.findByRole('table');
  expect(rowOf('Besparelse', 'Erstatter')).toEqual([
    '–Ingen',
    'Realkreditlån 2.350.000 kr.Boliglån i banken 310.000 kr.',
    'Boliglån i banken 310.000 kr.Billån 165.000 kr.Opsparing 185.000 kr.',
    'Billån 165.000 kr.Opsparing 185.000 kr.',
  ]);
  expect(screen.getByText(/besparelse er regnet mod den gæld og opsparing, det erstatter/)).toBeInTheDocument();
});

test('an offer that replaces nothing says so; one from before it was recorded says it is not stated', async () => {
  const rfq = activeRfq();
  const [kattegat, oresund] = [42, 41].map((id) => rfq.leads.find((l) => l.id === id)!.offer!);
  for (const product of kattegat.loans) product.replaces = [];
  for (const product of [...oresund.loans, ...oresund.deposits]) product.replaces = null;
  answer(rfq);
  renderApp({ route: '/rfqs/12/compare-offers', user: { ...customer, preferences: { lang: 'en' } } });
  await screen.findByRole('table');
  expect(rowOf('Saving', 'Replaces')).toEqual([
    '–None',
    'Nothing: new loans only',
    'Not stated',
    'Car loan 165,000 kr.Savings 185,000 kr.',
  ]);
});

test('the best value of each row is marked in words, so a screen reader hears it with the value', async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  await screen.findByRole('table');
  expect(
    screen.getByText(/Den bedste værdi blandt tilbuddene i hver række er markeret med »Bedst«/),
  ).toBeInTheDocument();
  expect(rowOf('Billån', 'Rente').map((text) => text.endsWith('Bedst'))).toEqual([false, false, true, false]);
  // A deposit's rate is best when high.
  expect(rowOf('Opsparing', 'Rente').map((text) => text.endsWith('Bedst'))).toEqual([false, false, true, false]);
  const best = screen.getAllByText('Bedst');
  expect(best.every((badge) => badge.closest('td')?.classList.contains('compare-cell--best'))).toBe(true);
});

test("the route's leadIds choose the columns", async () => {
  answer(activeRfq());
  const { store } = renderApp({ route: '/rfqs/12/compare-offers/0,45', user: customer });
  await screen.findByRole('table');
  expect(columnHeads()).toEqual(['Din økonomi nu', 'Bølge Bank']);
  expect(selectShownOffers(store.getState())).toEqual([0, 45]);
  // The own mortgage stays, with nothing offered beside it in this choice.
  expect(rowOf('Realkreditlån', 'Beløb')).toEqual(['2.350.000 kr.', '–Ingen']);
});

test('the column picker changes the route, and the table follows', async () => {
  answer(activeRfq());
  const { user, router } = renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  await screen.findByRole('table');
  await user.click(screen.getByText('Vælg hvad du vil sammenligne (4 af 4 vist)'));
  const picker = screen.getByRole('group', { name: 'Kolonner i sammenligningen' });
  await user.click(within(picker).getByRole('checkbox', { name: 'Kattegat Realkredit' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/12/compare-offers/0,41,45'));
  await waitFor(() => expect(columnHeads()).toEqual(['Din økonomi nu', 'Øresund Bank A/S', 'Bølge Bank']));
  await user.click(within(picker).getByRole('checkbox', { name: 'Kattegat Realkredit' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/12/compare-offers/0,42,41,45'));
});

test('the last column cannot be unchosen', async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers/41', user: customer });
  await screen.findByRole('table');
  expect(screen.getByRole('checkbox', { name: 'Øresund Bank A/S' })).toBeDisabled();
});

test('a narrow screen shows two columns at a time and lets the customer pick them', async () => {
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  answer(activeRfq());
  const { user, store } = renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  await screen.findByRole('table');
  expect(columnHeads()).toEqual(['Din økonomi nu', 'Kattegat Realkredit']);

  const picker = screen.getByRole('group', { name: 'Vis side om side' });
  await user.selectOptions(within(picker).getByRole('combobox', { name: 'Kolonne 2' }), 'Bølge Bank');
  expect(columnHeads()).toEqual(['Din økonomi nu', 'Bølge Bank']);
  await user.selectOptions(within(picker).getByRole('combobox', { name: 'Kolonne 1' }), 'Øresund Bank A/S');
  expect(columnHeads()).toEqual(['Øresund Bank A/S', 'Bølge Bank']);
  expect(selectMobileView(store.getState())).toEqual([41, 45]);
  // Best is decided among all chosen offers, not only the two on screen: Kattegat's saving stays the best.
  expect(rowOf('Besparelse', 'Månedlig besparelse før skat').some((text) => text.endsWith('Bedst'))).toBe(false);
});

test('a new offer joins the comparison without a reload', async () => {
  const rfq = activeRfq();
  answer(rfq);
  const { store } = renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  await screen.findByRole('table');
  const updated = activeRfq();
  updated.leads[2] = lead(43, 'Skovby Sparekasse', {
    offer: { ...kattegatOffer(), created_at: '2025-03-05T10:00:00.000Z' },
  });
  answer(updated);
  act(() => {
    store.dispatch(
      invalidateForUserEvent('offer.created', { rfqId: 12, leadId: 43, supplierName: 'Skovby Sparekasse' }),
    );
  });
  await waitFor(() =>
    expect(columnHeads()).toEqual([
      'Din økonomi nu',
      'Kattegat Realkredit',
      'Øresund Bank A/S',
      'Bølge Bank',
      'Skovby Sparekasse',
    ]),
  );
});

test("no offers yet, and a request that is not the customer's", async () => {
  answer(activeRfq({ leads: [lead(43, 'Skovby Sparekasse')] }));
  const { unmount } = renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  expect(await screen.findByRole('heading', { name: 'Ingen tilbud at sammenligne endnu' })).toBeInTheDocument();
  unmount();

  server.use(
    http.get('/api/customer/rfqs/99', () =>
      HttpResponse.json({ message: 'Forespørgslen findes ikke.' }, { status: 404 }),
    ),
  );
  renderApp({ route: '/rfqs/99/compare-offers', user: customer });
  expect(await screen.findByRole('heading', { name: 'Anmodningen findes ikke' })).toBeInTheDocument();
});

test('in English', async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: { ...customer, preferences: { lang: 'en' } } });
  expect(await screen.findByRole('table', { name: /Comparison in 4 columns/ })).toBeInTheDocument();
  expect(rowOf('Car loan', 'Monthly payment')).toEqual(['3,350 kr.', '–None', '3,166 kr.Best', '3,191 kr.']);
});

describe('purchases, negative savings and the column picker', () => {
  const carPurchase = () =>
    activeRfq({
      purpose: 'vehicle_purchaser',
      vehicles: [{ asset_type: 'car', is_existing: false, price: 215000, down_payment: 50000 }],
    });

  test('buying a car: the best offer is the cheapest car loan for the whole need, said in words; no savings group', async () => {
    answer(carPurchase());
    renderApp({ route: '/rfqs/12/compare-offers', user: customer });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.getByText('Bedste tilbud: Øresund Bank A/S')).toBeInTheDocument();
    expect(screen.getByText(/^Markeret som bedst/)).toHaveTextContent(
      'Markeret som bedst, fordi det har den laveste månedlige ydelse, 3.166 kr., af de 2 tilbud, der låner dig hele beløbet.',
    );
    const bestHead = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .find((th) => th.textContent?.includes('Bedste tilbud'));
    expect(bestHead).toHaveTextContent('Øresund Bank A/S');
    expect(within(screen.getByRole('table')).queryByRole('rowheader', { name: 'Besparelse' })).not.toBeInTheDocument();
    expect(rowOf('Lån til købet', 'Lånt til købet')).toEqual(['–Ingen', '0 kr.', '165.000 kr.', '165.000 kr.']);
    expect(rowOf('Lån til købet', 'Månedlig ydelse')).toEqual(['–Ingen', '–Ingen', '3.166 kr.Bedst', '3.191 kr.']);
  });

  test('a negative saving is never marked best', async () => {
    const rfq = activeRfq();
    for (const l of rfq.leads) if (l.offer) l.offer.total_monthly_discount = -100 - l.id;
    answer(rfq);
    renderApp({ route: '/rfqs/12/compare-offers', user: customer });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(rowOf('Besparelse', 'Månedlig besparelse før skat').some((text) => text.endsWith('Bedst'))).toBe(false);
    expect(screen.queryByText(/^Bedste tilbud/)).not.toBeInTheDocument();
    expect(screen.getByText(/Ingen af tilbuddene sænker din månedlige ydelse/)).toBeInTheDocument();
  });

  test('pension savings carry their own name, not "Opsparing 2"', async () => {
    const rfq = activeRfq();
    rfq.deposits = [...rfq.deposits, { deposit_type: 'pension', amount: 920000, interest_rate: null }];
    answer(rfq);
    renderApp({ route: '/rfqs/12/compare-offers', user: customer });
    const table = await screen.findByRole('table', {}, { timeout: 5000 });
    expect(within(table).getByRole('rowheader', { name: 'Pensionsopsparing' })).toBeInTheDocument();
    expect(within(table).queryByRole('rowheader', { name: 'Opsparing 2' })).not.toBeInTheDocument();
  });

  test('a table wider than its box says so: a line to scroll sideways and a shadow at the hidden edge', async () => {
    const widths = {
      scrollWidth: { configurable: true, get: () => 1600 },
      clientWidth: { configurable: true, get: () => 1000 },
    };
    Object.defineProperties(HTMLElement.prototype, widths);
    try {
      answer(activeRfq());
      renderApp({ route: '/rfqs/12/compare-offers', user: customer });
      const region = await screen.findByRole('region', { name: /Sammenligning i 4 kolonner/ }, { timeout: 5000 });
      expect(await screen.findByText('Rul sidelæns for at se alle 4 kolonner.')).toBeInTheDocument();
      expect(region.parentElement).toHaveClass('compare-frame--after');
      expect(region.parentElement).not.toHaveClass('compare-frame--before');
    } finally {
      delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
      delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    }
  });

  test('a table that fits has no scroll hint', async () => {
    answer(activeRfq());
    renderApp({ route: '/rfqs/12/compare-offers', user: customer });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.queryByText(/Rul sidelæns/)).not.toBeInTheDocument();
  });

  test('on a narrow screen the picker counts what is chosen and what is shown side by side', async () => {
    window.matchMedia = ((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })) as unknown as typeof window.matchMedia;
    answer(activeRfq());
    renderApp({ route: '/rfqs/12/compare-offers', user: customer });
    await screen.findByRole('table', {}, { timeout: 5000 });
    expect(screen.queryByText('Vælg hvad du vil sammenligne (4 af 4 vist)')).not.toBeInTheDocument();
    expect(screen.getByText('Vælg hvad du vil sammenligne (4 af 4 valgt, 2 vises side om side)')).toBeInTheDocument();
  });
});

test("each lender's ratings in its column head: the average from five ratings, else few ratings yet", async () => {
  answer(activeRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  const table = await screen.findByRole('table', { name: /Sammenligning/ }, { timeout: 10000 });
  const head = (supplier: string) =>
    within(table)
      .getAllByRole('columnheader')
      .find((th) => th.textContent?.includes(supplier))!;
  expect(within(head('Kattegat Realkredit')).getByText('4,3 ud af 5 stjerner')).toBeInTheDocument();
  expect(
    within(head('Kattegat Realkredit')).getByRole('link', { name: 'Se bedømmelser af Kattegat Realkredit' }),
  ).toBeInTheDocument();
  expect(within(head('Øresund Bank A/S')).getByText('Få bedømmelser endnu')).toBeInTheDocument();
  // The ÅOP row says what ÅOP is.
  expect(within(table).getAllByText('Hvad er ÅOP?').length).toBeGreaterThan(0);
});

test('after a choice the offers turned down read "Du valgte et andet tilbud" under the comparison; a decline is not listed', async () => {
  answer(chosenRfq());
  renderApp({ route: '/rfqs/12/compare-offers', user: customer });
  const list = await screen.findByRole('region', { name: 'Vælg et tilbud' }, { timeout: 10000 });
  expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  expect(within(list).getByTestId('offer-choice-42')).toHaveTextContent('Du har valgt dette tilbud');
  for (const id of [41, 45]) {
    const choice = within(list).getByTestId(`offer-choice-${id}`);
    expect(choice).toHaveTextContent('Du valgte et andet tilbud');
    expect(choice).not.toHaveTextContent(/Tilbuddet gælder til|Afslået/);
  }
  // Limfjord declined and Skovby never offered: neither has an offer to choose or to have turned down.
  expect(within(list).queryByTestId('offer-choice-44')).not.toBeInTheDocument();
  expect(within(list).queryByTestId('offer-choice-43')).not.toBeInTheDocument();
});
