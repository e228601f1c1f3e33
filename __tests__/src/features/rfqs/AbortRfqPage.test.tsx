// rfqs/abort: a reason from the list and free text, a confirmation, then rfqs/current shows the request closed.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { selectUser } from '../../../../store/slices/authSlice';
import { customer, setupMswServer } from '../../../support/msw';
import { activeRfq, closedRfq } from '../../../support/rfqFixtures';
import { renderApp } from '../../../support/renderWithProviders';
import da from '../../../../translations/da.json';

const server = setupMswServer();

test('choose a reason, add words, confirm: the request is closed and rfqs/current says so', async () => {
  let rfqs = [activeRfq()];
  const bodies: unknown[] = [];
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json(rfqs)),
    http.post('/api/customer/rfqs/12/abort', async ({ request }) => {
      const body = (await request.json()) as { reason: string };
      bodies.push(body);
      rfqs = [{ ...activeRfq(), closed_at: new Date().toISOString(), close_reason: body.reason, is_active: false }];
      return HttpResponse.json(rfqs[0]);
    }),
  );
  const { user, router, store } = renderApp({ route: '/rfqs/abort', user: customer });
  const group = await screen.findByRole('group', { name: 'Hvorfor afbryder du?' });
  await user.click(within(group).getByRole('radio', { name: 'Jeg har fundet et lån et andet sted' }));
  await user.type(screen.getByRole('textbox', { name: 'Fortæl gerne mere (valgfrit)' }), 'Min bank matchede tilbuddet');
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));

  expect(screen.getByRole('heading', { name: 'Er du sikker?' })).toBeInTheDocument();
  expect(screen.getByText(/De 5 banker, der har fået din anmodning, får besked/)).toBeInTheDocument();
  expect(bodies).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Ja, afbryd anmodningen' }));

  expect(await screen.findByText('Anmodningen er afsluttet')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/rfqs/current');
  expect(bodies).toEqual([{ reason: 'found_elsewhere: Min bank matchede tilbuddet' }]);
  expect(screen.getByText('Jeg har fundet et lån et andet sted – Min bank matchede tilbuddet')).toBeInTheDocument();
  expect(selectUser(store.getState())?.has_open_rfqs).toBe(false);
});

test('going back from the confirmation keeps the choice; nothing is sent', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])));
  const { user } = renderApp({ route: '/rfqs/abort', user: customer });
  await user.click(await screen.findByRole('radio', { name: 'Mine planer har ændret sig' }));
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
  await user.click(screen.getByRole('button', { name: 'Tilbage' }));
  expect(screen.getByRole('radio', { name: 'Mine planer har ændret sig' })).toBeChecked();
});

test('a reason is required, and "other" needs words', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])));
  const { user } = renderApp({ route: '/rfqs/abort', user: customer });
  await user.click(await screen.findByRole('button', { name: 'Fortsæt' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Vælg en grund.');
  expect(screen.getByRole('group', { name: 'Hvorfor afbryder du?' })).toHaveAccessibleDescription('Vælg en grund.');

  await user.click(screen.getByRole('radio', { name: 'Andet' }));
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
  const text = screen.getByRole('textbox', { name: 'Fortæl os hvorfor' });
  expect(text).toBeInvalid();
  expect(text).toHaveAccessibleDescription(/Skriv kort, hvorfor du afbryder./);
});

test('a failed close keeps the reason and the words: back on the form they are still there', async () => {
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])),
    http.post('/api/customer/rfqs/12/abort', () => HttpResponse.json({ message: 'Fejl' }, { status: 500 })),
  );
  const { user } = renderApp({ route: '/rfqs/abort', user: customer });
  await user.click(await screen.findByRole('radio', { name: 'Andet' }));
  await user.type(screen.getByRole('textbox', { name: 'Fortæl os hvorfor' }), 'Vi flytter');
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
  await user.click(screen.getByRole('button', { name: 'Ja, afbryd anmodningen' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Tilbage' }));
  expect(screen.getByRole('radio', { name: 'Andet' })).toBeChecked();
  expect(screen.getByRole('textbox', { name: 'Fortæl os hvorfor' })).toHaveValue('Vi flytter');
});

test('a close that gets no answer says the server could not be reached (§8, errors.network)', async () => {
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])),
    http.post('/api/customer/rfqs/12/abort', () => HttpResponse.error()),
  );
  const { user } = renderApp({ route: '/rfqs/abort', user: customer });
  await user.click(await screen.findByRole('radio', { name: 'Mine planer har ændret sig' }));
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
  await user.click(screen.getByRole('button', { name: 'Ja, afbryd anmodningen' }));
  expect(await screen.findByText(da['errors.network'])).toBeInTheDocument();
});

test('choosing another reason hides the messages until the next try', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])));
  const { user } = renderApp({ route: '/rfqs/abort', user: customer });
  await user.click(await screen.findByRole('radio', { name: 'Andet' }));
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Skriv kort, hvorfor du afbryder.');
  await user.click(screen.getByRole('radio', { name: 'Mine planer har ændret sig' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Fortæl gerne mere (valgfrit)' })).not.toBeInvalid();
});

test('a request closed meanwhile (409) says so', async () => {
  server.use(
    http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([activeRfq()])),
    http.post('/api/customer/rfqs/12/abort', () =>
      HttpResponse.json({ message: 'Forespørgslen er allerede afsluttet.' }, { status: 409 }),
    ),
  );
  const { user } = renderApp({ route: '/rfqs/abort', user: customer });
  await user.click(await screen.findByRole('radio', { name: 'Tilbuddene var ikke gode nok' }));
  await user.click(screen.getByRole('button', { name: 'Fortsæt' }));
  await user.click(screen.getByRole('button', { name: 'Ja, afbryd anmodningen' }));
  expect(await screen.findByText('Anmodningen er allerede afsluttet.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Gå til din anmodning' })).toHaveAttribute('href', '/rfqs/current');
});

test('no active request: nothing to cancel', async () => {
  server.use(http.get('/api/customer/users/1/rfqs', () => HttpResponse.json([closedRfq(7, 2)])));
  renderApp({ route: '/rfqs/abort', user: customer });
  expect(await screen.findByRole('heading', { name: 'Du har ingen aktiv anmodning' })).toBeInTheDocument();
});
