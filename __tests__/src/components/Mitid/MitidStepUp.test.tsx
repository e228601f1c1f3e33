// Step-up in the browser (issue 46 item 3): a 403 mitid_confirmation_required is not "forbidden" but "Confirm with
// MitID", whose round trip returns to the same step; a customer linked to MitID closes her account or changes her
// e-mail address with MitID instead of her password, in both languages.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { OfferChoice } from '../../../../src/entities/lead/OfferChoice/OfferChoice';
import { EditProfilePage } from '../../../../src/features/profile/EditProfilePage';
import { ProfilePage } from '../../../../src/features/profile/ProfilePage';
import { MITID_CONFIRMATION_REQUIRED } from '../../../../domain/mitid';
import { createHttpClient } from '../../../../store/http/httpClient';
import { lead, offer, product } from '../../../support/rfqFixtures';
import { customer, setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

jest.setTimeout(20_000);
const server = setupMswServer();
const offered = () =>
  lead(7, 'Øresund Bank A/S', { offer: offer({ version: 3, loans: [product({ amount: 310000 })] }) });
const needMitid = (message: string) =>
  HttpResponse.json({ message, code: MITID_CONFIRMATION_REQUIRED }, { status: 403 });
const linked = () =>
  http.get('/api/customer/users/1/mitid', () =>
    HttpResponse.json({ linked: true, linked_at: '2026-11-01T10:00:00.000Z' }),
  );
const startHref = (link: HTMLElement) => new URL(link.getAttribute('href')!, 'http://x');

test('the 403 asking for MitID does not send the app to /403; any other 403 does', async () => {
  const hooks = { onUnauthenticated: jest.fn(), onForbidden: jest.fn(), onAlert: jest.fn(), onError: jest.fn() };
  const client = createHttpClient({ ...hooks, getLocale: () => 'en' });
  server.use(
    http.post('/api/step', () => needMitid('Confirm with MitID first.')),
    http.post('/api/other', () => HttpResponse.json({ message: 'no' }, { status: 403 })),
  );
  await expect(client.post('/api/step', {})).rejects.toMatchObject({ status: 403 });
  expect(hooks.onForbidden).not.toHaveBeenCalled();
  await expect(client.post('/api/other', {})).rejects.toMatchObject({ status: 403 });
  expect(hooks.onForbidden).toHaveBeenCalled();
});

test.each([
  ['en', 'Choose this offer', 'Yes, choose this offer', 'Confirm with MitID'],
  ['da', 'Vælg dette tilbud', 'Ja, vælg dette tilbud', 'Bekræft med MitID'],
] as const)(
  '%s: choosing asks for MitID, whose round trip returns to the choice, then it goes through',
  async (locale, choose, yes, confirmLabel) => {
    let answer = needMitid(locale === 'en' ? 'Confirm with MitID first.' : 'Bekræft med MitID først.');
    server.use(http.post('/api/customer/leads/7/acceptance', () => answer));
    const the = offered();
    const { user, unmount } = renderWithProviders(<OfferChoice lead={the} siblings={[the]} requestClosed={false} />, {
      locale,
      route: '/rfqs/1/compare',
    });
    await user.click(screen.getByRole('button', { name: choose }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: yes }));
    const link = await screen.findByRole('link', { name: new RegExp(confirmLabel) });
    const href = startHref(link);
    expect(href.pathname).toBe('/auth/mitid/start');
    expect(href.searchParams.get('intent')).toBe('confirm');
    expect(href.searchParams.get('returnTo')).toBe('/rfqs/1/compare?step=choose-7');
    unmount();

    // Back from the broker: the dialog is open again and the choice goes through.
    answer = HttpResponse.json({ ...the, status: 'won', won_at: '2026-11-26T10:00:00.000Z' });
    const back = renderWithProviders(<OfferChoice lead={the} siblings={[the]} requestClosed={false} />, {
      locale,
      route: '/rfqs/1/compare?step=choose-7&mitid=confirmed',
    });
    const dialog = await screen.findByRole('dialog');
    expect(
      await screen.findByText(locale === 'en' ? /Confirmed with MitID/ : /Bekræftet med MitID/),
    ).toBeInTheDocument();
    await back.user.click(within(dialog).getByRole('button', { name: yes }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: new RegExp(confirmLabel) })).not.toBeInTheDocument();
  },
);

test('linked to MitID: closing the account asks for MitID, not the password, and returns to the open confirmation', async () => {
  let body: unknown;
  server.use(
    linked(),
    http.delete('/api/customer/users/1', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({ message: 'Din konto er lukket.' });
    }),
  );
  const { user, unmount } = renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    user: customer,
    locale: 'da',
  });
  await screen.findByText(/MitID er knyttet til din konto/);
  await user.click(screen.getByRole('button', { name: 'Luk min konto …' }));
  expect(screen.queryByLabelText('Din adgangskode')).not.toBeInTheDocument();
  expect(startHref(screen.getByRole('link', { name: /Bekræft med MitID/ })).searchParams.get('returnTo')).toBe(
    '/profile?step=close',
  );
  unmount();

  const back = renderWithProviders(<ProfilePage />, {
    route: '/profile?step=close&mitid=confirmed',
    path: '/profile',
    user: customer,
    locale: 'da',
    routes: [{ path: '/login', element: <h1>Log ind</h1> }],
  });
  await screen.findByText(/Bekræftet med MitID/);
  await back.user.click(screen.getByRole('button', { name: 'Luk kontoen endeligt' }));
  await waitFor(() => expect(back.router.state.location.pathname).toBe('/login'));
  expect(body).toEqual({});
});

test('not linked: closing the account asks for the password as before', async () => {
  server.use(http.get('/api/customer/users/1/mitid', () => HttpResponse.json({ linked: false, linked_at: null })));
  const { user } = renderWithProviders(<ProfilePage />, {
    route: '/profile',
    path: '/profile',
    user: customer,
    locale: 'en',
  });
  await screen.findByText(/Link MitID to your account/);
  await user.click(screen.getByRole('button', { name: /Close my account/ }));
  expect(screen.getByLabelText(/password/i)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Confirm with MitID/ })).not.toBeInTheDocument();
});

test('linked to MitID: a new e-mail address is confirmed with MitID, and the address typed survives the round trip', async () => {
  let body: unknown;
  server.use(
    linked(),
    http.patch('/api/customer/users/1', async ({ request }) => {
      body = await request.json();
      return HttpResponse.json({
        user: customer,
        pending_email: 'ny@example.dk',
        message: 'Vi har sendt et link til ny@example.dk.',
      });
    }),
  );
  const { user, unmount } = renderWithProviders(<EditProfilePage />, {
    route: '/profile/edit',
    path: '/profile/edit',
    user: customer,
    locale: 'da',
  });
  const email = await screen.findByLabelText(/E-mail/);
  await waitFor(() => expect(screen.queryByText('…')).toBeNull());
  await user.clear(email);
  await user.type(email, 'ny@example.dk');
  const link = await screen.findByRole('link', { name: /Bekræft med MitID/ });
  expect(startHref(link).searchParams.get('returnTo')).toBe('/profile/edit?step=email');
  const contact = screen.getByRole('form', { name: /Kontakt/ });
  expect(within(contact).queryByLabelText(/adgangskode/i)).not.toBeInTheDocument();
  link.addEventListener('click', (event) => event.preventDefault());
  await user.click(link);
  unmount();

  const back = renderWithProviders(<EditProfilePage />, {
    route: '/profile/edit?step=email&mitid=confirmed',
    path: '/profile/edit',
    user: customer,
    locale: 'da',
  });
  expect(await screen.findByLabelText(/E-mail/)).toHaveValue('ny@example.dk');
  await screen.findByText(/Bekræftet med MitID/);
  await back.user.click(screen.getByRole('button', { name: /Gem/ }));
  await screen.findByText('Vi har sendt et link til ny@example.dk.');
  expect(body).toMatchObject({ email: 'ny@example.dk' });
  expect(body).not.toHaveProperty('current_password');
});
