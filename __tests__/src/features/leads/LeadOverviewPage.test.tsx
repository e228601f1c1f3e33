// rfqs/:rfqId/leads/:leadId: the lender, its handler, the offer's products and savings, and the next actions.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DocumentRequest } from '../../../../store/api/documentRequestsApi';
import type { Lead, LeadMeetings, Rfq } from '../../../../store/api/rfqsApi';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, chosenRfq, closedRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const leadOf = (id: number) => activeRfq().leads.find((l) => l.id === id)!;
const noMeetings = { meetings: [], pendingMeetings: [], meetingRequests: [], pendingMeetingRequests: [] };

const asked = (id: number, status: DocumentRequest['status']): DocumentRequest => ({
  id,
  lead_id: 41,
  type: 'payslips',
  note: null,
  status,
  document_id: null,
  document_file_name: null,
  rejection_reason: null,
  requested_at: '2025-03-02T10:00:00.000Z',
  updated_at: '2025-03-02T10:00:00.000Z',
});

function answer(
  lead: Lead,
  meetings: LeadMeetings = noMeetings,
  rfq: Rfq = activeRfq(),
  checklist: DocumentRequest[] = [],
) {
  server.use(
    http.get(`/api/customer/leads/${lead.id}/document-requests`, () => HttpResponse.json(checklist)),
    http.get(`/api/customer/rfqs/${lead.rfq_id}`, () => HttpResponse.json(rfq)),
    http.get(`/api/customer/leads/${lead.id}`, () => HttpResponse.json(lead)),
    http.get(`/api/customer/leads/${lead.id}/meetings`, () => HttpResponse.json(meetings)),
  );
}

test('an offer: the lender and handler, every product with its figures, and the savings', async () => {
  answer(leadOf(41));
  renderApp({ route: '/rfqs/12/leads/41', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Svar fra Øresund Bank A/S' })).toBeInTheDocument();
  expect(screen.getByText('Tilbud')).toBeInTheDocument();

  const lender = screen.getByRole('heading', { name: 'Banken' }).closest('section')!;
  expect(within(lender).getByText('Øresund Bank A/S')).toBeInTheDocument();
  expect(within(lender).getByText('Sofie Madsen')).toBeInTheDocument();

  const offer = screen.getByRole('heading', { level: 2, name: 'Tilbuddet' }).closest('section')!;
  const products = within(offer).getAllByRole('listitem');
  expect(products.map((item) => within(item).getAllByRole('heading', { level: 3 })[0].textContent)).toEqual([
    'Boliglån i banken',
    'Billån',
    'Opsparingskonto',
  ]);
  // The product's own figures (its representative example below repeats some labels).
  const fact = (item: HTMLElement, label: string) =>
    within(item.querySelector<HTMLElement>('.product-facts') ?? item).getByText(label).nextElementSibling?.textContent;
  expect(fact(products[0], 'Beløb')).toBe('310.000 kr.');
  expect(fact(products[0], 'Rente')).toMatch(/^4,95\s%$/);
  expect(fact(products[0], 'ÅOP')).toMatch(/^5,42\s%$/);
  expect(fact(products[0], 'Løbetid')).toBe('10 år');
  expect(fact(products[0], 'Gebyrer')).toBe('4.825 kr.');
  expect(fact(products[0], 'Månedlig ydelse')).toBe('3.280 kr.');
  expect(fact(products[0], 'Samlet tilbagebetaling')).toBe('398.480 kr.');
  expect(within(products[2]).queryByText('ÅOP')).not.toBeInTheDocument();
  // Every loan carries its representative example; the deposit none.
  expect(within(products[0]).getByRole('group', { name: 'Repræsentativt eksempel' })).toBeInTheDocument();
  expect(within(products[1]).getByRole('group', { name: 'Repræsentativt eksempel' })).toBeInTheDocument();
  expect(within(products[2]).queryByRole('group', { name: 'Repræsentativt eksempel' })).not.toBeInTheDocument();
  expect(within(offer).getByRole('link', { name: 'Standardoplysninger (SEF/ESIS)' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/offer/information',
  );
  expect(within(products[1]).getByRole('link', { name: 'Alle detaljer om Billån' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/offer/loan/2',
  );

  const savings = screen.getByRole('heading', { name: 'Din besparelse' }).closest('section')!;
  expect(fact(savings, 'Besparelse efter skat, første måned')).toMatch(/^286 kr\./);
  expect(fact(savings, 'Besparelse efter skat, første år')).toMatch(/^3\.515 kr\./);
  expect(fact(savings, 'Månedlig besparelse før skat')).toMatch(/^477 kr\./);
});

test("the actions lead to the lead's message, meeting and document pages, with what is missing", async () => {
  const checklist = [asked(1, 'requested'), asked(2, 'rejected'), asked(3, 'uploaded'), asked(4, 'accepted')];
  answer(
    leadOf(41),
    {
      ...noMeetings,
      pendingMeetingRequests: [
        {
          id: 3,
          lead_id: 41,
          proposed_times: [],
          comment: null,
          status: 'pending',
          channel: 'phone',
          topic: null,
          decline_reason: null,
          decided_at: null,
          created_at: '2025-03-03T10:00:00Z',
        },
      ],
    },
    activeRfq(),
    checklist,
  );
  renderApp({ route: '/rfqs/12/leads/41', user: customer });
  const actions = (await screen.findByRole('heading', { name: 'Kontakt banken' })).closest('section')!;
  expect(within(actions).getByRole('link', { name: 'Skriv en besked' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/messages',
  );
  expect(within(actions).getByRole('link', { name: 'Bed om et møde' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/meetings',
  );
  expect(within(actions).getByRole('link', { name: 'Bliv ringet op' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/meetings',
  );
  expect(within(actions).getByRole('link', { name: 'Dokumenter' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41/documents',
  );
  expect(within(actions).getByText('1 ulæst')).toBeInTheDocument();
  expect(await within(actions).findByText('0 aftalt, 1 afventer')).toBeInTheDocument();
  // The lender's checklist: the requested and the rejected document still wait for the customer.
  expect(await within(actions).findByText('2 dokumenter mangler')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sammenlign med din økonomi nu' })).toHaveAttribute(
    'href',
    '/rfqs/12/compare-offers/0,41',
  );
});

test('an anonymous lead says the identity stays hidden until a meeting request; a known one does not', async () => {
  answer(leadOf(41));
  const { unmount } = renderApp({ route: '/rfqs/12/leads/41', user: customer });
  expect(await screen.findByText('Du er anonym')).toBeInTheDocument();
  expect(screen.getByText(/De forbliver skjulte, indtil du beder om et møde/)).toBeInTheDocument();
  unmount();

  answer({ ...leadOf(41), is_anonymous: false, handler: null });
  renderApp({ route: '/rfqs/12/leads/41', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Svar fra Øresund Bank A/S' })).toBeInTheDocument();
  expect(screen.queryByText('Du er anonym')).not.toBeInTheDocument();
  expect(screen.getByText('Banken har endnu ikke valgt en rådgiver.')).toBeInTheDocument();
});

test('the customer shares their details with the lender after confirming; cancelling sends nothing (§4)', async () => {
  const lead = leadOf(41);
  answer(lead);
  let shared = 0;
  server.use(
    http.post('/api/customer/leads/41/share-details', () => {
      shared += 1;
      answer({ ...lead, is_anonymous: false });
      return HttpResponse.json({ ...lead, is_anonymous: false });
    }),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/41', user: customer });
  const open = await screen.findByRole('button', {
    name: 'Del mit navn og mine kontaktoplysninger med Øresund Bank A/S',
  });
  await user.click(open);
  expect(screen.getByText(/kan derefter se dit navn, din e-mail og dit telefonnummer/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Annuller' }));
  expect(shared).toBe(0);

  await user.click(screen.getByRole('button', { name: /Del mit navn/ }));
  await user.click(screen.getByRole('button', { name: 'Ja, del mine oplysninger' }));
  await waitFor(() => expect(screen.queryByText('Du er anonym')).not.toBeInTheDocument());
  expect(shared).toBe(1);
  // Said where the question was, in a live region, so the customer hears what happened.
  const said = screen.getByText('Øresund Bank A/S kan se dit navn og dine kontaktoplysninger.');
  expect(said.closest('[aria-live="polite"]')).not.toBeNull();
});

test('a lender still working, and one that declined with its reason', async () => {
  answer(leadOf(43));
  const { unmount } = renderApp({ route: '/rfqs/12/leads/43', user: customer });
  expect(
    await screen.findByText('Skovby Sparekasse arbejder på dit tilbud. Du får besked, så snart det kommer.'),
  ).toBeInTheDocument();
  unmount();

  answer(leadOf(44));
  renderApp({ route: '/rfqs/12/leads/44', user: customer });
  expect(await screen.findByText(/Limfjord Kreditforening kunne ikke give dig et tilbud\./)).toHaveTextContent(
    'Lånet er for stort i forhold til boligens værdi.',
  );
  expect(screen.getByText('Afslået')).toBeInTheDocument();
  // A lost lead's offer is not shown as an offer (§4).
  expect(screen.queryByRole('heading', { name: 'Din besparelse' })).not.toBeInTheDocument();
});

test('a lender that had not answered when the request was closed is stopped, not working on an offer', async () => {
  const closed = closedRfq(12, 1, { leads: activeRfq().leads });
  answer(leadOf(43), noMeetings, closed);
  renderApp({ route: '/rfqs/12/leads/43', user: customer });
  expect(
    await screen.findByText(
      'Du lukkede anmodningen, før Skovby Sparekasse nåede at svare. Der kommer ikke noget tilbud.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('Stoppet')).toBeInTheDocument();
  expect(screen.queryByText(/arbejder på dit tilbud/)).not.toBeInTheDocument();
  expect(screen.queryByText('Venter på svar')).not.toBeInTheDocument();
});

test('an offer turned down by choosing another reads "Du valgte et andet tilbud": no refusal, no validity, the offer kept to read', async () => {
  const rfq = chosenRfq();
  const oresund = rfq.leads.find((l) => l.id === 41)!;
  answer(oresund, noMeetings, rfq);
  renderApp({ route: '/rfqs/12/leads/41', user: customer });
  const header = (await screen.findByRole('heading', { level: 1, name: /Øresund Bank A\/S/ })).closest(
    '.page-header',
  ) as HTMLElement;
  expect(within(header).getByText('Du valgte et andet tilbud')).toBeInTheDocument();
  const choice = screen.getByTestId('offer-choice-41');
  expect(within(choice).getByText('Du valgte et andet tilbud')).toBeInTheDocument();
  expect(within(choice).queryByRole('button', { name: 'Vælg dette tilbud' })).not.toBeInTheDocument();
  // What she turned down stays readable, as what it was, not as an offer still open to her.
  expect(screen.getByRole('heading', { name: 'Din besparelse' })).toBeInTheDocument();
  expect(screen.queryByText(/Tilbuddet gælder til/)).not.toBeInTheDocument();
  expect(
    screen.queryByText(/kunne ikke give dig et tilbud|Afslået|Du valgte en anden långiver/),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sammenlign med din økonomi nu' })).not.toBeInTheDocument();
});

test('a lender that had not answered when another offer was chosen says so, in Danish and English', async () => {
  const rfq = chosenRfq();
  const skovby = rfq.leads.find((l) => l.id === 43)!;
  answer(skovby, noMeetings, rfq);
  const { unmount } = renderApp({ route: '/rfqs/12/leads/43', user: customer });
  expect(
    await screen.findByText('Skovby Sparekasse havde ikke svaret, da du valgte et andet tilbud.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Du valgte et andet tilbud')).toBeInTheDocument();
  expect(screen.queryByText(/kunne ikke give dig et tilbud|Afslået/)).not.toBeInTheDocument();
  unmount();

  answer(
    rfq.leads.find((l) => l.id === 45)!,
    noMeetings,
    rfq,
  );
  renderApp({ route: '/rfqs/12/leads/45', user: { ...customer, preferences: { lang: 'en' } } });
  expect(await screen.findByTestId('offer-choice-45')).toHaveTextContent('You chose another offer');
  expect(screen.getAllByText('You chose another offer')).toHaveLength(2);
  expect(screen.queryByText(/The offer stands until|could not make you an offer|Declined/)).not.toBeInTheDocument();
});

test("a lead of another request, or one that is not the customer's (404), is not found", async () => {
  answer(leadOf(41));
  const { unmount } = renderApp({ route: '/rfqs/99/leads/41', user: customer });
  expect(await screen.findByRole('heading', { name: 'Svaret findes ikke' })).toBeInTheDocument();
  unmount();

  server.use(
    http.get('/api/customer/leads/77', () => HttpResponse.json({ message: 'Tilbuddet findes ikke.' }, { status: 404 })),
  );
  renderApp({ route: '/rfqs/12/leads/77', user: customer });
  expect(await screen.findByRole('heading', { name: 'Svaret findes ikke' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Tilbage til din anmodning' })).toHaveAttribute('href', '/rfqs/current');
});
