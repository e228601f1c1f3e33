// rfqs/get-offers: confirm, POST a new request from the saved profile, then follow it on rfqs/current.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUser } from '../../../../store/slices/authSlice';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, closedRfq, lead } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';
import da from '../../../../translations/da.json';

const server = setupMswServer();
const newcomer = { ...customer, id: 2, name: 'Kasper Kunde', has_open_rfqs: false };

test('confirming sends one request from the profile and shows it on rfqs/current', async () => {
  const started = activeRfq({
    id: 13,
    leads: [lead(50, 'Skovby Sparekasse', { rfq_id: 13 }), lead(51, 'Bølge Bank', { rfq_id: 13 })],
  });
  let rfqs: unknown[] = [closedRfq(7, 40)];
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/customer/users/2/rfqs', () => HttpResponse.json(rfqs)),
    http.post('/api/customer/users/2/rfqs', async ({ request }) => {
      bodies.push(await request.json());
      rfqs = [started, ...rfqs];
      return HttpResponse.json(started, { status: 201 });
    }),
  );
  const { user, router, store } = renderApp({ route: '/rfqs/get-offers', user: newcomer });
  expect(
    await screen.findByRole('heading', { level: 2, name: 'Vil du sende din profil til bankerne?' }),
  ).toBeInTheDocument();
  expect(screen.getByText('Bankerne ser ikke dit navn, før du selv beder om et møde.')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Ja, send min profil' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Anmodning nr. 13' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/rfqs/current');
  expect(bodies).toEqual([{ idempotency_key: expect.stringMatching(/^[\w-]{8,100}$/) }]);
  expect(screen.getByText('0 af 2 banker har svaret')).toBeInTheDocument();
  expect(selectUser(store.getState())?.has_open_rfqs).toBe(true);
});

test('with a request already open there is nothing to start: a message and a link to it', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])));
  renderApp({ route: '/rfqs/get-offers', user: customer });
  expect(await screen.findByText('Du har allerede en aktiv anmodning')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gå til din anmodning' })).toHaveAttribute('href', '/rfqs/current');
  expect(screen.queryByRole('button', { name: 'Ja, send min profil' })).not.toBeInTheDocument();
});

test('a 409 (one was opened meanwhile, e.g. in another tab) says the same', async () => {
  server.use(
    http.get('/api/customer/users/2/rfqs', () => HttpResponse.json([])),
    http.post('/api/customer/users/2/rfqs', () =>
      HttpResponse.json({ message: 'Du har allerede en aktiv forespørgsel.', rfq_id: 12 }, { status: 409 }),
    ),
  );
  const { user } = renderApp({ route: '/rfqs/get-offers', user: newcomer });
  await user.click(await screen.findByRole('button', { name: 'Ja, send min profil' }));
  expect(await screen.findByText('Du har allerede en aktiv anmodning')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gå til din anmodning' })).toHaveAttribute('href', '/rfqs/current');
});

test("no usable profile (422): the server's reason and a way to the form", async () => {
  server.use(
    http.get('/api/customer/users/2/rfqs', () => HttpResponse.json([])),
    http.post('/api/customer/users/2/rfqs', () =>
      HttpResponse.json(
        { message: 'Invalid', errors: { profile: ['Du har endnu ingen økonomisk profil.'] } },
        { status: 422 },
      ),
    ),
  );
  const { user, router } = renderApp({ route: '/rfqs/get-offers', user: newcomer });
  await user.click(await screen.findByRole('button', { name: 'Ja, send min profil' }));
  expect(await screen.findByText('Du har endnu ingen økonomisk profil.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Udfyld en ny anmodning i stedet' })).toHaveAttribute('href', '/form/');
  expect(router.state.location.pathname).toBe('/rfqs/get-offers');
});

test('a server failure can be retried with the same idempotency key', async () => {
  const keys: unknown[] = [];
  server.use(
    http.get('/api/customer/users/2/rfqs', () => HttpResponse.json([])),
    http.post('/api/customer/users/2/rfqs', async ({ request }) => {
      keys.push(((await request.json()) as { idempotency_key: string }).idempotency_key);
      return keys.length === 1
        ? new HttpResponse(null, { status: 500 })
        : HttpResponse.json(activeRfq({ id: 14, leads: [] }), { status: 201 });
    }),
  );
  const { user, router } = renderApp({ route: '/rfqs/get-offers', user: newcomer });
  await user.click(await screen.findByRole('button', { name: 'Ja, send min profil' }));
  // §8: a 500 says that something unknown went wrong.
  expect(await screen.findByText('Der skete en uventet fejl. Prøv igen om lidt.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Ja, send min profil' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/current'));
  expect(keys[1]).toBe(keys[0]);
});

test('a start that gets no answer says the server could not be reached (§8, errors.network)', async () => {
  server.use(
    http.get('/api/customer/users/2/rfqs', () => HttpResponse.json([])),
    http.post('/api/customer/users/2/rfqs', () => HttpResponse.error()),
  );
  const { user } = renderApp({ route: '/rfqs/get-offers', user: newcomer });
  await user.click(await screen.findByRole('button', { name: 'Ja, send min profil' }));
  expect(await screen.findByText(da['errors.network'])).toBeInTheDocument();
});
