// The signed agreement on the lead's page (issue 47): the signing day, the last day to withdraw and the days left,
// in Danish and English; "Fortryd aftalen" with its confirmation sends the withdrawal, cancelling sends nothing;
// after the period the button is gone; after a withdrawal the receipt's day shows.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Lead } from '../../../../store/api/rfqsApi';
import { withdrawalDaysLeft, withdrawalEndsOn } from '../../../../domain/withdrawalPeriod';
import { copenhagenDate, isoDate } from '../../../../domain/validation/dates';
import { customer, setupMswServer } from '../../../support/msw';
import { chosenRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();
const today = isoDate(copenhagenDate(new Date()));
const daysAgo = (days: number) => isoDate(copenhagenDate(new Date(Date.now() - days * 86_400_000)));

function signed(signedOn: string, withdrawnAt: string | null = null): Lead {
  const rfq = chosenRfq();
  const lead = rfq.leads.find((l) => l.id === 42)!;
  return {
    ...lead,
    acknowledged_at: '2025-03-04T11:00:00.000Z',
    agreement: { signed_on: signedOn, withdrawal_ends_on: withdrawalEndsOn(signedOn), withdrawn_at: withdrawnAt },
  };
}

function answer(lead: Lead) {
  const rfq = chosenRfq();
  server.use(
    http.get(`/api/customer/leads/${lead.id}/document-requests`, () => HttpResponse.json([])),
    http.get(`/api/customer/rfqs/${lead.rfq_id}`, () =>
      HttpResponse.json({ ...rfq, leads: rfq.leads.map((l) => (l.id === lead.id ? lead : l)) }),
    ),
    http.get(`/api/customer/leads/${lead.id}`, () => HttpResponse.json(lead)),
    http.get(`/api/customer/leads/${lead.id}/meetings`, () =>
      HttpResponse.json({ meetings: [], pendingMeetings: [], meetingRequests: [], pendingMeetingRequests: [] }),
    ),
  );
}

test('the period with its days left; the withdrawal after a confirmation, cancelling sends nothing', async () => {
  const lead = signed(today);
  answer(lead);
  let sent = 0;
  server.use(
    http.post('/api/customer/leads/42/withdrawal', () => {
      sent += 1;
      const withdrawn = signed(today, new Date().toISOString());
      answer(withdrawn);
      return HttpResponse.json(withdrawn);
    }),
  );
  const { user } = renderApp({ route: '/rfqs/12/leads/42', user: customer });
  const card = await screen.findByTestId('agreement');
  expect(card).toHaveTextContent(
    /Aftalen er underskrevet den \d+\. \w+ \d{4}; du kan fortryde til og med \d+\. \w+ \d{4}\./,
  );
  expect(card).toHaveTextContent(`${withdrawalDaysLeft(today, today)} dage tilbage`);
  expect(card).toHaveTextContent(/kreditaftalelovens § 19/);

  await user.click(screen.getByRole('button', { name: 'Fortryd aftalen' }));
  expect(await screen.findByRole('dialog', { name: 'Fortryd aftalen?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Annuller' }));
  expect(sent).toBe(0);

  await user.click(screen.getByRole('button', { name: 'Fortryd aftalen' }));
  await user.click(await screen.findByRole('button', { name: 'Ja, fortryd aftalen' }));
  await waitFor(() => expect(screen.getByTestId('agreement')).toHaveTextContent(/Du har fortrudt aftalen den/));
  expect(sent).toBe(1);
  expect(screen.queryByRole('button', { name: 'Fortryd aftalen' })).not.toBeInTheDocument();
});

test('in English; on the last day it says so', async () => {
  // A signing whose last day is today, if the calendar has one in reach; else one with a day left.
  const lastDayToday = Array.from({ length: 25 }, (_, i) => daysAgo(i)).find((d) => withdrawalEndsOn(d) === today);
  const lead = signed(lastDayToday ?? today);
  answer(lead);
  renderApp({ route: '/rfqs/12/leads/42', user: { ...customer, preferences: { lang: 'en' } } });
  const card = await screen.findByTestId('agreement');
  expect(card).toHaveTextContent(/The agreement was signed on \d+ \w+ \d{4}; you can withdraw up to and including/);
  expect(card).toHaveTextContent(lastDayToday ? 'Today is the last day you can withdraw' : /\d+ days left/);
  expect(screen.getByRole('button', { name: 'Withdraw from the agreement' })).toBeInTheDocument();
});

test('after the period the button is gone and the end is named', async () => {
  answer(signed(daysAgo(40)));
  renderApp({ route: '/rfqs/12/leads/42', user: customer });
  const card = await screen.findByTestId('agreement');
  expect(card).toHaveTextContent(/Fortrydelsesfristen udløb den/);
  expect(screen.queryByRole('button', { name: 'Fortryd aftalen' })).not.toBeInTheDocument();
});

test('a lead without a signed agreement shows no agreement', async () => {
  const lead = { ...signed(today), agreement: null };
  answer(lead);
  renderApp({ route: '/rfqs/12/leads/42', user: customer });
  expect(await screen.findByTestId('offer-choice-42')).toBeInTheDocument();
  expect(screen.queryByTestId('agreement')).not.toBeInTheDocument();
});
