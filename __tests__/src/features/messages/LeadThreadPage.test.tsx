// The thread of one lead (spec §4), at /messages/lead/:leadId and at the lead's own messages route:
// newest page first, older pages prepended, new messages appended once, unread marked read, the compose box with
// its limit and the server's translated errors.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Message } from '../../../../store/api/messagesApi';
import { LIMITS } from '../../../../domain/limits';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';
import { messagesApi } from '../../../../store/api/messagesApi';

const server = setupMswServer();
const oresund = () => activeRfq().leads.find((l) => l.id === 41)!;

function message(id: number, over: Partial<Message> = {}): Message {
  return {
    id,
    lead_id: 41,
    sender: id % 2 ? 'supplier' : 'customer',
    body: `Besked ${id}`,
    read_at: null,
    created_at: new Date(Date.UTC(2025, 2, 1, 10, id)).toISOString(),
    ...over,
  };
}

/** A thread of `count` messages on the server, served a page at a time as the real API does. */
function serveThread(thread: Message[], reads: number[] = [], sent: unknown[] = []) {
  server.use(
    http.get('/api/customer/leads/41', () => HttpResponse.json(oresund())),
    http.get('/api/customer/leads/41/messages', ({ request }) => {
      const url = new URL(request.url);
      const before = Number(url.searchParams.get('before') ?? Infinity);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const older = thread.filter((m) => m.id < before);
      const data = older.slice(-limit);
      return HttpResponse.json({ data, has_more: older.length > data.length });
    }),
    http.post('/api/customer/leads/41/messages/read', () => {
      reads.push(Date.now());
      return HttpResponse.json({ read: 1, unread_count: 0 });
    }),
    http.post('/api/customer/leads/41/messages', async ({ request }) => {
      const body = (await request.json()) as { body: string };
      sent.push(body);
      const created = message(thread.length + 1, { sender: 'customer', body: body.body });
      thread.push(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
}

const bodies = (log: HTMLElement) =>
  within(log)
    .queryAllByRole('listitem')
    .map((item) => item.querySelector('.thread__body')?.textContent);

test('the newest page first; "show older" prepends the page before it, with nothing twice', async () => {
  const thread = Array.from({ length: 45 }, (_, i) => message(i + 1));
  serveThread(thread);
  const { user } = renderApp({ route: '/messages/lead/41', user: customer });
  expect(await screen.findByRole('heading', { level: 1, name: 'Samtale med Øresund Bank A/S' })).toBeInTheDocument();
  const log = await screen.findByRole('log', { name: 'Beskeder med Øresund Bank A/S' });
  await waitFor(() => expect(bodies(log)).toHaveLength(20));
  expect(bodies(log)[0]).toBe('Besked 26');
  expect(bodies(log)[19]).toBe('Besked 45');

  await user.click(within(log).getByRole('button', { name: 'Vis ældre beskeder' }));
  await waitFor(() => expect(bodies(log)).toHaveLength(40));
  expect(bodies(log)[0]).toBe('Besked 6');
  await user.click(within(log).getByRole('button', { name: 'Vis ældre beskeder' }));
  await waitFor(() => expect(bodies(log)).toHaveLength(45));
  expect(bodies(log)).toEqual(thread.map((m) => m.body));
  expect(within(log).queryByRole('button', { name: 'Vis ældre beskeder' })).not.toBeInTheDocument();
  expect(within(log).getByText('Her begynder samtalen')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Alle beskeder' })).toHaveAttribute('href', '/messages');
});

test('the lender’s unread messages are marked read once the thread is shown', async () => {
  const reads: number[] = [];
  serveThread([message(1), message(2, { read_at: '2025-03-01T12:00:00.000Z' })], reads);
  renderApp({ route: '/messages/lead/41', user: customer });
  const log = await screen.findByRole('log');
  await waitFor(() => expect(bodies(log)).toHaveLength(2));
  await waitFor(() => expect(reads).toHaveLength(1));
  expect(within(log).getByText('Ny')).toBeInTheDocument();
});

test('writing: a blank message is refused in the browser, a sent one appears once at the end', async () => {
  const thread = [message(1, { read_at: '2025-03-01T12:00:00.000Z' })];
  const sent: unknown[] = [];
  serveThread(thread, [], sent);
  const { user, store } = renderApp({ route: '/rfqs/12/leads/41/messages', user: customer });
  const log = await screen.findByRole('log');
  await waitFor(() => expect(bodies(log)).toHaveLength(1));
  expect(screen.getByRole('link', { name: 'Tilbage til Øresund Bank A/S' })).toHaveAttribute(
    'href',
    '/rfqs/12/leads/41',
  );

  const box = screen.getByRole('textbox', { name: 'Skriv til Øresund Bank A/S' });
  expect(box).toHaveAttribute('maxlength', String(LIMITS.messageBody));
  await user.click(screen.getByRole('button', { name: 'Send besked' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Skriv en besked, før du sender');
  expect(sent).toHaveLength(0);

  await user.type(box, 'Hvad koster det at indfri lånet?');
  await user.click(screen.getByRole('button', { name: 'Send besked' }));
  await waitFor(() => expect(bodies(log)).toEqual(['Besked 1', 'Hvad koster det at indfri lånet?']));
  expect(box).toHaveValue('');
  expect(sent).toEqual([{ body: 'Hvad koster det at indfri lånet?' }]);

  // A realtime refetch of the same messages adds nothing twice.
  await act(async () => {
    store.dispatch(messagesApi.util.invalidateTags(['Message']));
  });
  await waitFor(() => expect(bodies(log)).toEqual(['Besked 1', 'Hvad koster det at indfri lånet?']));
});

test('a new message arriving (message.created refetch) is appended at the end', async () => {
  const thread = [message(1, { read_at: '2025-03-01T12:00:00.000Z' }), message(2)];
  serveThread(thread);
  const { store } = renderApp({ route: '/messages/lead/41', user: customer });
  const log = await screen.findByRole('log');
  await waitFor(() => expect(bodies(log)).toHaveLength(2));
  thread.push(message(3, { body: 'Svar fra banken' }));
  await act(async () => {
    store.dispatch(messagesApi.util.invalidateTags(['Message']));
  });
  await waitFor(() => expect(bodies(log)).toEqual(['Besked 1', 'Besked 2', 'Svar fra banken']));
});

test('the server’s 422 is shown under the field, in the customer’s language', async () => {
  serveThread([]);
  server.use(
    http.post('/api/customer/leads/41/messages', () =>
      HttpResponse.json(
        {
          message: 'There were some problems with your input.',
          errors: { body: ['Contains characters that are not allowed'] },
        },
        { status: 422 },
      ),
    ),
  );
  const { user } = renderApp({
    route: '/messages/lead/41',
    user: { ...customer, preferences: { lang: 'en' } },
    locale: 'en',
  });
  expect(await screen.findByText(/No messages yet\. Write to Øresund Bank A\/S/)).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'Write to Øresund Bank A/S' }), 'Hello');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Contains characters that are not allowed');
  expect(screen.getByRole('textbox', { name: 'Write to Øresund Bank A/S' })).toHaveAttribute('aria-invalid', 'true');
});

test('a failed send keeps the text for another try; typing hides the field’s message', async () => {
  serveThread([]);
  server.use(
    http.post('/api/customer/leads/41/messages', () =>
      HttpResponse.json({ message: 'Serverfejl', errors: {} }, { status: 500 }),
    ),
  );
  const { user } = renderApp({ route: '/messages/lead/41', user: customer });
  const box = await screen.findByRole('textbox', { name: 'Skriv til Øresund Bank A/S' });
  await user.click(screen.getByRole('button', { name: 'Send besked' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Skriv en besked, før du sender');
  await user.type(box, 'Hvornår');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(box).not.toBeInvalid();

  await user.click(screen.getByRole('button', { name: 'Send besked' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  expect(box).toHaveValue('Hvornår');
});

test('another customer’s lead (404) says the conversation does not exist', async () => {
  server.use(http.get('/api/customer/leads/99', () => HttpResponse.json({ message: 'Ikke fundet' }, { status: 404 })));
  renderApp({ route: '/messages/lead/99', user: customer });
  expect(await screen.findByRole('heading', { name: 'Samtalen findes ikke' })).toBeInTheDocument();
});
