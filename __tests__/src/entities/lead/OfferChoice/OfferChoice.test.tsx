// Choosing an offer in the browser: the confirmation sums the offer up, confirming posts the version seen, the
// chosen offer shows an undo until acknowledged, an offer turned down by the choice reads as such (without a
// validity), an expired one or one on a closed request is not choosable, and a refusal shows the server’s message.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OfferChoice } from '../../../../../src/entities/lead/OfferChoice/OfferChoice';
import { lead, offer, product } from '../../../../support/rfqFixtures';
import { setupMswServer } from '../../../../support/msw';
import { renderWithProviders } from '../../../../support/renderWithProviders';

const server = setupMswServer();

const offered = (over: Parameters<typeof lead>[2] = {}) =>
  lead(7, 'Øresund Bank A/S', { offer: offer({ version: 3, loans: [product({ amount: 310000 })] }), ...over });

test('the confirmation sums the offer up and confirming sends the version seen', async () => {
  let body: unknown;
  server.use(
    http.post('/api/customer/leads/7/acceptance', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ ...offered(), status: 'won', won_at: '2026-11-26T10:00:00.000Z' });
    }),
  );
  const the = offered();
  const { user } = renderWithProviders(<OfferChoice lead={the} siblings={[the]} requestClosed={false} />, {
    locale: 'en',
  });
  expect(screen.getByText(/The offer stands until/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Choose this offer' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose the offer from Øresund Bank A/S?' });
  for (const label of [
    'You borrow',
    'Monthly payment before tax',
    'Monthly payment after tax (first month)',
    'Term',
    'ÅOP (annual cost in percent)',
    'Total amount payable',
    'What happens next',
  ])
    expect(within(dialog).getByText(label)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Yes, choose this offer' }));
  await screen.findByText('Choose this offer');
  expect(body).toEqual({ offer_version: 3 });
});

test('the chosen offer is marked with an undo; once acknowledged the undo is gone and the documents are next', async () => {
  let undone = false;
  server.use(
    http.delete('/api/customer/leads/7/acceptance', () => {
      undone = true;
      return HttpResponse.json(offered());
    }),
  );
  const won = offered({ status: 'won', won_at: '2026-11-26T10:00:00.000Z' });
  const { user, unmount } = renderWithProviders(<OfferChoice lead={won} siblings={[won]} requestClosed={false} />, {
    locale: 'da',
  });
  expect(screen.getByText('Du har valgt dette tilbud')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Fortryd mit valg' }));
  await screen.findByRole('button', { name: 'Fortryd mit valg' });
  expect(undone).toBe(true);
  unmount();
  const acknowledged = { ...won, acknowledged_at: '2026-11-26T11:00:00.000Z' };
  renderWithProviders(<OfferChoice lead={acknowledged} siblings={[acknowledged]} requestClosed={false} />, {
    locale: 'da',
  });
  expect(screen.queryByRole('button', { name: 'Fortryd mit valg' })).not.toBeInTheDocument();
  expect(screen.getByText(/har bekræftet dit valg/)).toBeInTheDocument();
  // From then on the lender's checklist of documents is the next step.
  expect(screen.getByRole('link', { name: /Se de dokumenter, .* beder om/ })).toHaveAttribute(
    'href',
    `/rfqs/${acknowledged.rfq_id}/leads/7/documents`,
  );
});

test('once the agreement is signed, the choice no longer says to write to undo it (the withdrawal does that)', () => {
  const signed = {
    ...offered({ status: 'won', won_at: '2026-11-26T10:00:00.000Z' }),
    acknowledged_at: '2026-11-26T11:00:00.000Z',
    agreement: { signed_on: '2026-11-27', withdrawal_ends_on: '2026-12-11', withdrawn_at: null },
  };
  renderWithProviders(<OfferChoice lead={signed} siblings={[signed]} requestClosed={false} />, { locale: 'en' });
  expect(screen.getByText(/has confirmed your choice, and the agreement is signed/)).toBeInTheDocument();
  expect(screen.queryByText(/Write to them if you want to undo it/)).not.toBeInTheDocument();
});

test('an offer turned down by choosing another reads so, without its validity; none is choosable meanwhile', () => {
  const won = offered({ status: 'won' });
  const other = lead(8, 'Kattegat Realkredit', {
    offer: offer(),
    status: 'lost',
    lost_reason: 'customer_chose_another_lender',
  });
  const open = lead(9, 'Bølge Bank', { offer: offer() });
  renderWithProviders(
    <>
      <OfferChoice lead={other} siblings={[won, other, open]} requestClosed={false} />
      <OfferChoice lead={open} siblings={[won, other, open]} requestClosed={false} />
    </>,
    { locale: 'en' },
  );
  const turnedDown = screen.getByTestId('offer-choice-8');
  expect(within(turnedDown).getByText('You chose another offer')).toBeInTheDocument();
  // No longer hers to take: no "stands until" beside it, as if it were still open.
  expect(within(turnedDown).queryByText(/The offer stands until/)).not.toBeInTheDocument();
  expect(within(screen.getByTestId('offer-choice-9')).getByText(/The offer stands until/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Choose this offer' })).not.toBeInTheDocument();
});

test('an expired offer is marked and cannot be chosen', () => {
  const expired = offered({ offer: offer({ expired: true, valid_until: '2026-01-01T10:00:00.000Z' }) });
  renderWithProviders(<OfferChoice lead={expired} siblings={[expired]} requestClosed={false} />, { locale: 'en' });
  expect(screen.getByText(/Expired on .*: the offer can no longer be chosen/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Choose this offer' })).not.toBeInTheDocument();
});

const refusals = [
  {
    why: 'the lender revised the offer meanwhile',
    reason: 'offer_changed',
    message: 'The lender has changed the offer since you opened the page.',
  },
  {
    why: 'the request was closed meanwhile',
    reason: 'rfq_closed',
    message: 'You have closed this request, so its offers can no longer be chosen or undone.',
  },
];

test.each(refusals)('a refusal ($why) shows the server’s message in place', async ({ reason, message }) => {
  server.use(
    http.post('/api/customer/leads/7/acceptance', () =>
      HttpResponse.json({ message, reason, offer: null }, { status: 409 }),
    ),
  );
  const the = offered();
  const { user } = renderWithProviders(<OfferChoice lead={the} siblings={[the]} requestClosed={false} />, {
    locale: 'en',
  });
  await user.click(screen.getByRole('button', { name: 'Choose this offer' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, choose this offer' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

test('on a closed request an open offer keeps its figures but cannot be chosen', () => {
  const the = offered();
  renderWithProviders(<OfferChoice lead={the} siblings={[the]} requestClosed />, { locale: 'da' });
  expect(screen.getByTestId('offer-choice-7')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Vælg dette tilbud' })).not.toBeInTheDocument();
});
