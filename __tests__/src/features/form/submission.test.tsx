import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { IDEMPOTENCY_KEY_STORAGE } from '../../../../src/features/form/session/idempotencyKey';
import { selectUser } from '../../../../store/slices/authSlice';
import { setupMswServer } from '../../../support/msw';
import { formHandlers, renderForm, saveFormAt, savedForm } from './formTestKit';
import da from '../../../../translations/da.json';
import en from '../../../../translations/en.json';

const TEXTS = { da, en } as const;

const server = setupMswServer();
beforeEach(() => {
  sessionStorage.clear();
  server.use(...formHandlers);
});

const created = {
  rfq: { id: 42 },
  user: {
    id: 9,
    name: 'Mette Jensen',
    email: 'mette@example.dk',
    team_name: null,
    preferences: { lang: 'da' },
    has_open_rfqs: true,
  },
};

async function fillProfileAndSend(user: ReturnType<typeof renderForm>['user']) {
  await user.type(await screen.findByLabelText('Adgangskode'), 'Sommer-i-2025');
  await user.type(screen.getByLabelText('Gentag adgangskode'), 'Sommer-i-2025');
  await user.click(screen.getByRole('button', { name: 'Send forespørgsel' }));
}

describe('sending the request', () => {
  test('201: the body carries every step, the password and the recording; the customer is signed in and sees the request', async () => {
    let sent: { body: Record<string, unknown>; key: string | null } | null = null;
    server.use(
      http.post('/api/auction-form', async ({ request }) => {
        sent = { body: (await request.json()) as Record<string, unknown>, key: request.headers.get('Idempotency-Key') };
        return HttpResponse.json(created, { status: 201 });
      }),
    );
    saveFormAt('profile');
    const { user, router, store } = renderForm({ route: '/form/profil' });
    await fillProfileAndSend(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Aktuel forespørgsel' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rfqs/current');
    expect(selectUser(store.getState())).toMatchObject({ id: 9 });

    expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
    const body = sent!.body as {
      steps: Record<string, Record<string, unknown>>;
      formPurpose: string;
      recording: { format: string };
    };
    expect(Object.keys(body.steps)).toEqual([
      'start',
      'housingSituation',
      'otherAssets',
      'savings',
      'aboutYou',
      'employment',
      'otherDebt',
      'wishes',
      'profile',
    ]);
    expect(body.steps.profile).toMatchObject({
      email: 'mette@example.dk',
      password: 'Sommer-i-2025',
      accept_terms: true,
    });
    expect(body.formPurpose).toBe('existing_property');
    expect(body.recording.format).toBe('laanetorvet.wizardRecording');
    expect(JSON.stringify(body.recording)).not.toContain('Sommer-i-2025');
    // The form is done: nothing of it stays in this tab.
    expect(savedForm()).toBeNull();
    expect(sessionStorage.getItem(IDEMPOTENCY_KEY_STORAGE)).toBeNull();
  });

  test("422: the wizard goes to the first step with an error, which shows the server's text under its field", async () => {
    server.use(
      http.post('/api/auction-form', () =>
        HttpResponse.json(
          {
            message: 'invalid',
            errors: { 'savings.savings_amount': ['Beløbet virker forkert'], 'profile.email': ['E-mailen er taget'] },
          },
          { status: 422 },
        ),
      ),
    );
    saveFormAt('profile');
    const { user, router } = renderForm({ route: '/form/profil' });
    await fillProfileAndSend(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Opsparing' })).toBeInTheDocument();
    expect(await screen.findByText('Beløbet virker forkert')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/form/opsparing'));
  });

  test.each([
    ['da', 'Send forespørgsel', 'Adgangskode'],
    ['en', 'Send request', 'Password'],
  ] as const)(
    'no answer (%s): the server could not be reached, said beside the send button; everything is kept, and sending again uses the same idempotency key',
    async (locale, send, password) => {
      const keys: (string | null)[] = [];
      server.use(
        http.post('/api/auction-form', ({ request }) => {
          keys.push(request.headers.get('Idempotency-Key'));
          // No answer at all, as when the server is stopped: fetch rejects.
          return keys.length === 1 ? HttpResponse.error() : HttpResponse.json(created, { status: 201 });
        }),
      );
      saveFormAt('profile');
      const { user, router } = renderForm({ route: locale === 'da' ? '/form/profil' : '/form/profile', locale });
      await user.type(await screen.findByLabelText(password), 'Sommer-i-2025');
      await user.type(
        screen.getByLabelText(locale === 'da' ? 'Gentag adgangskode' : 'Repeat password'),
        'Sommer-i-2025',
      );
      const sendButton = screen.getByRole('button', { name: send });
      await user.click(sendButton);
      const said = await screen.findByText(TEXTS[locale]['errors.network']);
      // In place: in the step's navigation, beside the button that sends again.
      expect(said.closest('form')).toBe(sendButton.closest('form'));
      expect(said).toHaveAttribute('role', 'alert');
      expect(screen.getByLabelText(password)).toHaveValue('Sommer-i-2025');
      expect(router.state.location.pathname).toMatch(/^\/form\//);
      await user.click(sendButton);
      await waitFor(() => expect(router.state.location.pathname).toBe('/rfqs/current'));
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    },
  );

  test("a server failure (500) says §8's unknown error beside the send button", async () => {
    server.use(http.post('/api/auction-form', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    saveFormAt('profile');
    const { user } = renderForm({ route: '/form/profil' });
    await fillProfileAndSend(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(da['errors.unknown']);
    expect(screen.getByLabelText('Adgangskode')).toHaveValue('Sommer-i-2025');
  });
});
