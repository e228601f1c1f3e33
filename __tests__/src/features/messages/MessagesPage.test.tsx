// /messages: every lead's conversation with its unread count, the newest first; the shell's menu shows the total.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, closedRfq, lead } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';

const server = setupMswServer();

test('conversations, newest message first, with unread counts and links to each thread', async () => {
  const rfq = activeRfq();
  const older = closedRfq(7, 60, {
    leads: [
      lead(71, 'Hedeland Andelskasse', {
        rfq_id: 7,
        messages: [{ id: 9, sender: 'supplier', read_at: null, created_at: '2025-03-05T08:00:00.000Z' }],
        messagesSummary: { customer: { unreadCount: 1 } },
      }),
    ],
  });
  server.use(http.get(`/api/customer/users/${customer.id}/rfqs`, () => HttpResponse.json([rfq, older])));
  renderApp({ route: '/messages', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Beskeder' })).toBeInTheDocument();
  // The shell's menu items render before the conversations arrive: wait for a conversation's link first.
  await screen.findByRole('link', { name: 'Hedeland Andelskasse' });
  const items = screen.getAllByRole('listitem');
  const list = items.filter((item) => item.classList.contains('conversation'));
  // The link's name is the lender's (the logo beside it is decoration).
  const names = list.map((item) => within(item).getByRole('link').querySelector('.supplier-logo__name')?.textContent);
  expect(names[0]).toBe('Hedeland Andelskasse');
  expect(within(list[0]).getByRole('link')).toHaveAttribute('href', '/messages/lead/71');
  expect(within(list[0]).getByText('1 ulæst')).toBeInTheDocument();
  const oresund = list.find((item) => within(item).queryByRole('link', { name: 'Øresund Bank A/S' }))!;
  expect(within(oresund).getByText('1 ulæst')).toBeInTheDocument();
  // The lost lead without messages (Limfjord) is left out; one without messages yet is listed after the rest.
  expect(names).not.toContain('Limfjord Kreditforening');
  expect(within(list[list.length - 1]).getByText('Ingen beskeder endnu')).toBeInTheDocument();

  const nav = screen.getAllByRole('navigation', { name: 'Hovedmenu' })[0];
  expect(within(nav).getByRole('link', { name: /Beskeder\s*2 ulæste beskeder/ })).toBeInTheDocument();
});

test('without any leads: an empty state that leads to the request', async () => {
  renderApp({ route: '/messages', user: { ...customer, preferences: { lang: 'en' } }, locale: 'en' });
  expect(await screen.findByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'See your request' })).toHaveAttribute('href', '/rfqs/current');
});
