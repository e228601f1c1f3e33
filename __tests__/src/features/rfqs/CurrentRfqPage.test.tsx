// rfqs/current: the request the pages are about (§4), its leads with their answers, offers arriving in real time.
import { act, screen, within } from '@testing-library/react';
import type { Rfq } from '../../../../store/api/rfqsApi';
import { http, HttpResponse } from 'msw';
import { invalidateForUserEvent } from '../../../../src/lib/realtime/userEventTags';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, chosenRfq, closedRfq, kattegatOffer, lead, offer, product } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const answer = (rfqs: Rfq[]) => server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json(rfqs)));

const leadCards = () =>
  within(screen.getByRole('region', { name: 'Bankernes svar' }))
    .getAllByRole('listitem')
    .map((item) => [
      within(item).getByRole('heading', { level: 3 }).textContent,
      within(item).getByText(/^(Tilbud|Venter på svar|Du valgte et andet tilbud|Afslået|Stoppet)$/).textContent,
    ]);

test('the active request lists its lenders: offers first in the order they came, then waiting, then declined', async () => {
  answer([closedRfq(7, 60), activeRfq()]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 12' })).toBeInTheDocument();
  expect(leadCards()).toEqual([
    ['Kattegat Realkredit', 'Tilbud'],
    ['Øresund Bank A/S', 'Tilbud'],
    ['Bølge Bank', 'Tilbud'],
    ['Skovby Sparekasse', 'Venter på svar'],
    ['Limfjord Kreditforening', 'Afslået'],
  ]);
});

test('each lead shows its monthly saving or why not, and links to its overview and to the comparison', async () => {
  answer([activeRfq()]);
  renderApp({ route: '/rfqs/current', user: customer });
  const kattegat = (await screen.findByRole('heading', { level: 3, name: 'Kattegat Realkredit' })).closest('li')!;
  expect(within(kattegat).getByText('4.430 kr.')).toBeInTheDocument();
  expect(within(kattegat).getByRole('link', { name: 'Se detaljer om svaret fra Kattegat Realkredit' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/42',
  );
  expect(within(kattegat).getByRole('link', { name: 'Sammenlign tilbuddet fra Kattegat Realkredit' })).toHaveAttribute(
    'href',
    '/rfqs/12/compare-offers/0,42',
  );
  // The logo is decoration beside the name (alt=""), so it is not announced twice.
  expect(kattegat.querySelector('img')).toHaveAttribute('src', '/logos/kattegat-realkredit.svg');
  expect(kattegat.querySelector('img')).toHaveAttribute('alt', '');

  const limfjord = screen.getByRole('heading', { level: 3, name: 'Limfjord Kreditforening' }).closest('li')!;
  expect(within(limfjord).getByText('Lånet er for stort i forhold til boligens værdi.')).toBeInTheDocument();
  expect(within(limfjord).queryByRole('link', { name: /Sammenlign/ })).not.toBeInTheDocument();
  const skovby = screen.getByRole('heading', { level: 3, name: 'Skovby Sparekasse' }).closest('li')!;
  expect(within(skovby).getByText('Banken arbejder på dit tilbud.')).toBeInTheDocument();

  expect(screen.getByRole('link', { name: 'Sammenlign 3 tilbud' })).toHaveAttribute('href', '/rfqs/12/compare-offers');
  expect(screen.getByRole('link', { name: 'Afbryd anmodningen' })).toHaveAttribute('href', '/rfqs/abort');
});

test('a new offer appears without a reload when the realtime layer invalidates the request', async () => {
  answer([activeRfq()]);
  const { store } = renderApp({ route: '/rfqs/current', user: customer });
  const skovby = (await screen.findByRole('heading', { level: 3, name: 'Skovby Sparekasse' })).closest('li')!;
  expect(within(skovby).getByText('Venter på svar')).toBeInTheDocument();
  expect(screen.getByText('4 af 5 banker har svaret')).toBeInTheDocument();

  const withOffer = activeRfq();
  withOffer.leads[2] = lead(43, 'Skovby Sparekasse', {
    offer: { ...kattegatOffer(), created_at: '2025-03-04T10:00:00.000Z', total_monthly_discount: 1200 },
  });
  answer([withOffer]);
  // Exactly what the realtime layer dispatches on `offer.created` (src/app/globalLayer/useRealtime.ts).
  act(() => {
    store.dispatch(
      invalidateForUserEvent('offer.created', { rfqId: 12, leadId: 43, supplierName: 'Skovby Sparekasse' }),
    );
  });
  const updated = (await screen.findByText('5 af 5 banker har svaret')).closest('main')!;
  const card = within(updated).getByRole('heading', { level: 3, name: 'Skovby Sparekasse' }).closest('li')!;
  expect(within(card).getByText('Tilbud')).toBeInTheDocument();
  expect(within(card).getByText('1.200 kr.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sammenlign 4 tilbud' })).toBeInTheDocument();
});

test('without an active request the latest one shows closed, with its reason', async () => {
  answer([closedRfq(7, 3), closedRfq(5, 90)]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 7' })).toBeInTheDocument();
  expect(screen.getByText('Anmodningen er afsluttet')).toBeInTheDocument();
  expect(screen.getByText('Jeg har fundet et lån et andet sted – Min bank matchede tilbuddet')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Afbryd anmodningen' })).not.toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Start en ny anmodning' })).toBeInTheDocument();
});

test('a request closed more than 30 days ago is outdated and says so (§4, §9)', async () => {
  answer([closedRfq(5, 31)]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(await screen.findByText('Anmodningen er forældet')).toBeInTheDocument();
  expect(screen.getByText('Afsluttet og forældet')).toBeInTheDocument();
  expect(screen.getByText(/for mere end 30 dage siden/)).toBeInTheDocument();
});

test('after aborting, a lead still waiting shows as stopped and the page promises no more offers', async () => {
  answer([closedRfq(12, 1, { leads: activeRfq().leads })]);
  renderApp({ route: '/rfqs/current', user: customer });
  const skovby = (await screen.findByRole('heading', { level: 3, name: 'Skovby Sparekasse' })).closest('li')!;
  expect(within(skovby).getByText('Stoppet')).toBeInTheDocument();
  expect(
    within(skovby).getByText('Du lukkede anmodningen, før banken svarede. Der kommer ikke noget tilbud.'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Venter på svar')).not.toBeInTheDocument();
  expect(screen.queryByText('Banken arbejder på dit tilbud.')).not.toBeInTheDocument();
  expect(screen.queryByText(/Nye tilbud dukker op af sig selv/)).not.toBeInTheDocument();
  expect(screen.getByText(/Anmodningen er lukket, så der kommer ikke flere tilbud\./)).toBeInTheDocument();
});

test('after a choice the other lenders read "Du valgte et andet tilbud", not declined; the real decline keeps its reason', async () => {
  answer([chosenRfq()]);
  renderApp({ route: '/rfqs/current', user: customer });
  await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 12' });
  expect(leadCards()).toEqual([
    ['Kattegat Realkredit', 'Tilbud'],
    ['Øresund Bank A/S', 'Du valgte et andet tilbud'],
    ['Skovby Sparekasse', 'Du valgte et andet tilbud'],
    ['Bølge Bank', 'Du valgte et andet tilbud'],
    ['Limfjord Kreditforening', 'Afslået'],
  ]);
  const card = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li')!;
  // An offer turned down is told as history: when it came, and that she chose another.
  expect(within(card('Øresund Bank A/S')).getByText(/^Du fik tilbuddet/)).toHaveTextContent(
    /^Du fik tilbuddet .*2025, men valgte et andet\.$/,
  );
  expect(
    within(card('Skovby Sparekasse')).getByText('Banken havde ikke svaret, da du valgte et andet tilbud.'),
  ).toBeInTheDocument();
  expect(
    within(card('Limfjord Kreditforening')).getByText('Lånet er for stort i forhold til boligens værdi.'),
  ).toBeInTheDocument();
  for (const name of ['Øresund Bank A/S', 'Skovby Sparekasse', 'Bølge Bank'])
    expect(within(card(name)).queryByRole('link', { name: /Sammenlign/ })).not.toBeInTheDocument();
  expect(
    screen.queryByText(/kunne ikke give dig et tilbud|Du valgte en anden långiver|Tilbuddet gælder til/),
  ).not.toBeInTheDocument();
  // The progress counts the turned-down offers as received, and only Limfjord's answer as a decline.
  const count = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
  expect(count('Tilbud modtaget')).toBe('3');
  expect(count('Afslået')).toBe('1');
  expect(count('Venter på svar')).toBe('0');
});

test('after a choice, in English: "You chose another offer"', async () => {
  answer([chosenRfq()]);
  renderApp({ route: '/rfqs/current', user: { ...customer, preferences: { lang: 'en' } } });
  await screen.findByRole('heading', { level: 2, name: 'Request no. 12' });
  expect(screen.getAllByText('You chose another offer')).toHaveLength(3);
  expect(screen.getAllByText(/^You received this offer on/)[0]).toHaveTextContent(
    /^You received this offer on .*2025 but chose another\.$/,
  );
  expect(screen.getByText('The bank had not answered when you chose another offer.')).toBeInTheDocument();
  expect(screen.getAllByText('Declined', { selector: '.lead-status' })).toHaveLength(1);
});

test('buying a car, the best offer is the cheapest car loan for the whole need, not a savings account', async () => {
  const hedeland = offer({
    total_monthly_discount: 59,
    deposits: [
      product({
        product_type: 'deposit',
        product_sub_type: 'savings_account',
        amount: 185000,
        monthly_payment: null,
        total_cost: null,
        aop: null,
        term_months: null,
      }),
    ],
  });
  const carLoan = (monthly: number) =>
    offer({
      total_monthly_discount: -monthly,
      loans: [product({ product_sub_type: 'car_loan', amount: 200000, monthly_payment: monthly })],
    });
  answer([
    activeRfq({
      purpose: 'vehicle_purchaser',
      vehicles: [{ asset_type: 'car', is_existing: false, price: 250000, down_payment: 50000 }],
      leads: [
        lead(41, 'Hedeland Andelskasse', { offer: hedeland }),
        lead(42, 'Øresund Bank A/S', { offer: carLoan(3760) }),
        lead(45, 'Bølge Bank', { offer: carLoan(3745.5) }),
      ],
    }),
  ]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(await screen.findByText('Bedste tilbud: Bølge Bank', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText(/^Markeret som bedst/)).toHaveTextContent(
    'Markeret som bedst, fordi det har den laveste månedlige ydelse, 3.746 kr., af de 2 tilbud, der låner dig hele beløbet.',
  );
  expect(screen.getByText(/^Du skal låne/)).toHaveTextContent('Du skal låne 200.000 kr. til købet.');
  expect(screen.queryByText(/Bedste tilbud: Hedeland/)).not.toBeInTheDocument();
  // Each card says what the offer lends for the car and its payment, not a negative "saving" in green.
  const boelge = screen.getByRole('heading', { level: 3, name: 'Bølge Bank' }).closest('li')!;
  expect(within(boelge).getByText('Lån til købet').nextElementSibling).toHaveTextContent('200.000 kr.');
  expect(document.querySelector('.lead-card__saving')).toBeNull();
  // Hedeland offers only a savings account: it lends nothing for the car, and says so rather than "0 kr.".
  const hedelandCard = screen.getByRole('heading', { level: 3, name: 'Hedeland Andelskasse' }).closest('li')!;
  expect(within(hedelandCard).getByText('Lån til købet').nextElementSibling).toHaveTextContent(
    'Tilbuddet indeholder intet lån til købet',
  );
  expect(within(hedelandCard).queryByText('0 kr.')).not.toBeInTheDocument();
});

test('buying a home nobody finances alone: no best, and the combination that does is named', async () => {
  const loanOffer = (subType: string, amount: number, monthly: number) =>
    offer({
      total_monthly_discount: -monthly,
      loans: [product({ product_sub_type: subType, amount, monthly_payment: monthly })],
    });
  answer([
    activeRfq({
      purpose: 'property_purchaser',
      properties: [{ is_existing: false, price: 3500000, down_payment: 400000 }],
      leads: [
        lead(41, 'Hedeland Andelskasse', { offer: offer({ total_monthly_discount: 120 }) }),
        lead(42, 'Kattegat Realkredit', { offer: loanOffer('f5_mortgage', 2800000, 12700) }),
        lead(45, 'Øresund Bank A/S', { offer: loanOffer('bank_home_loan', 300000, 3300) }),
      ],
    }),
  ]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(
    await screen.findByText(
      'Ingen bank låner dig hele beløbet alene. Sammen dækker Kattegat Realkredit (realkreditlån, 2.800.000 kr.) og Øresund Bank A/S (boliglån i banken, 300.000 kr.) det.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Bedste tilbud:/)).not.toBeInTheDocument();
});

test('refinancing where no offer lowers the payment: nothing is best, no saving is green', async () => {
  const rfq = activeRfq();
  for (const l of rfq.leads) if (l.offer) l.offer.total_monthly_discount = -100 - l.id;
  answer([rfq]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(
    await screen.findByText(
      'Ingen af tilbuddene sænker din månedlige ydelse i forhold til i dag, så intet er markeret som bedst.',
    ),
  ).toBeInTheDocument();
  expect(document.querySelector('.lead-card__saving')).toBeNull();
});

test('no request: an empty state with a start', async () => {
  answer([]);
  renderApp({ route: '/rfqs/current', user: customer });
  expect(await screen.findByRole('heading', { name: 'Du har ingen anmodninger endnu' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Udfyld en ny anmodning' })).toHaveAttribute('href', '/form/');
  expect(screen.getByRole('link', { name: 'Få tilbud ud fra min gemte profil' })).toHaveAttribute(
    'href',
    '/rfqs/get-offers',
  );
});

test('in English', async () => {
  answer([activeRfq()]);
  renderApp({ route: '/rfqs/current', user: { ...customer, preferences: { lang: 'en' } } });
  expect(await screen.findByRole('heading', { level: 1, name: 'Your requests' })).toBeInTheDocument();
  await screen.findByRole('heading', { level: 2, name: 'Request no. 12' });
  expect(screen.getByRole('link', { name: 'See details of the answer from Kattegat Realkredit' })).toBeInTheDocument();
  expect(screen.getAllByText('Offer')).toHaveLength(3);
});
