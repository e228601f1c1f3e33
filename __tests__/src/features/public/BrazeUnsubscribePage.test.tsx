// /braze-unsubscribe?token=…: unsubscribes on arrival; a bad or missing token says the link is invalid.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { BrazeUnsubscribePage } from '../../../../src/features/public/BrazeUnsubscribePage';
import { setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();

test('a valid token unsubscribes once and says so', async () => {
  const bodies: unknown[] = [];
  server.use(
    http.post('/api/braze-unsubscribe', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({ message: 'ok' });
    }),
  );
  renderWithProviders(<BrazeUnsubscribePage />, { route: '/braze-unsubscribe?token=abc.def', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Du er afmeldt' })).toBeInTheDocument();
  expect(bodies).toEqual([{ token: 'abc.def' }]);
});

test('a token the server rejects (422) shows the invalid-link message', async () => {
  server.use(
    http.post('/api/braze-unsubscribe', () =>
      HttpResponse.json({ message: 'x', errors: { token: ['Ugyldigt'] } }, { status: 422 }),
    ),
  );
  renderWithProviders(<BrazeUnsubscribePage />, { route: '/braze-unsubscribe?token=forged', user: null });
  expect(await screen.findByRole('heading', { level: 1, name: 'Linket virker ikke' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Linket til afmelding er ugyldigt eller for gammelt.');
});

test('no token: invalid link, and nothing is sent', () => {
  renderWithProviders(<BrazeUnsubscribePage />, { route: '/braze-unsubscribe', user: null });
  expect(screen.getByRole('heading', { level: 1, name: 'Linket virker ikke' })).toBeInTheDocument();
});

test('a server failure offers to try again', async () => {
  let calls = 0;
  server.use(
    http.post('/api/braze-unsubscribe', () => {
      calls += 1;
      return calls === 1 ? new HttpResponse(null, { status: 500 }) : HttpResponse.json({ message: 'ok' });
    }),
  );
  const { user } = renderWithProviders(<BrazeUnsubscribePage />, {
    route: '/braze-unsubscribe?token=abc',
    user: null,
    locale: 'en',
  });
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeInTheDocument();
});
