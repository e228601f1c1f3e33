// The cookie banner (cookie order, ePrivacy): asked before anything is kept, refusing as easy as accepting, per
// purpose, changeable from the footer, remembered at most 12 months, and every choice logged.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION } from '../../../../domain/cookieConsent';
import { CONSENT_STORAGE_KEY, consentChoices, readConsent } from '../../../../store/browser/cookieConsent';
import { saveConsent } from '../../../../store/browser/cookieConsentChoice';
import { ConsentLayer } from '../../../../src/app/globalLayer/ConsentLayer';
import { SiteFooter } from '../../../../src/app/SiteFooter';
import { setupMswServer } from '../../../support/msw';
import { renderWithProviders } from '../../../support/renderWithProviders';

const server = setupMswServer();
let logged: unknown[];

beforeEach(() => {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  logged = [];
  server.use(
    http.post('/api/cookie-consents', async ({ request }) => {
      logged.push(await request.json());
      return HttpResponse.json({ decided_at: new Date().toISOString() }, { status: 201 });
    }),
  );
});

// The footer links to the calculator in the page's language: it needs the app's router and i18n.
const renderPage = () =>
  renderWithProviders(
    <>
      <SiteFooter />
      <ConsentLayer />
    </>,
    { locale: 'en' },
  );

test('a first visit is asked; "Reject all" is as prominent as "Accept all", and the refusal is kept and logged', async () => {
  const user = userEvent.setup();
  renderPage();
  const banner = await screen.findByRole('region', { name: 'Cookies on Lånetorvet' });
  const reject = screen.getByRole('button', { name: 'Reject all' });
  const accept = screen.getByRole('button', { name: 'Accept all' });
  expect(reject.className).toBe(accept.className);
  expect(consentChoices()).toEqual({ statistics: false, marketing: false });

  await user.click(reject);
  expect(banner).not.toBeInTheDocument();
  expect(readConsent()).toMatchObject({ statistics: false, marketing: false, version: CONSENT_TEXT_VERSION });
  await waitFor(() => expect(logged).toHaveLength(1));
  expect(logged[0]).toEqual({
    consent_id: readConsent()?.id,
    statistics: false,
    marketing: false,
    text_version: CONSENT_TEXT_VERSION,
  });
});

test('each purpose can be chosen by itself, by keyboard', async () => {
  const user = userEvent.setup();
  renderPage();
  await user.click(await screen.findByRole('button', { name: 'Let me choose' }));
  expect(screen.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
  const statistics = screen.getByRole('checkbox', { name: /Statistics/ });
  expect(statistics).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  statistics.focus();
  await user.keyboard(' ');
  await user.tab();
  await user.tab();
  await user.tab();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Save my choice' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(consentChoices()).toEqual({ statistics: true, marketing: false });
  await waitFor(() => expect(logged).toEqual([expect.objectContaining({ statistics: true, marketing: false })]));
});

test('a standing choice is not asked again; the footer reopens the settings with it, and a change is logged anew', async () => {
  const user = userEvent.setup();
  const first = saveConsent({ statistics: true, marketing: true });
  renderPage();
  expect(screen.queryByRole('region', { name: 'Cookies on Lånetorvet' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Cookie settings' }));
  const heading = await screen.findByRole('heading', { name: 'Cookies on Lånetorvet' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('checkbox', { name: /Marketing/ })).toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: /Marketing/ }));
  await user.click(screen.getByRole('button', { name: 'Save my choice' }));
  expect(consentChoices()).toEqual({ statistics: true, marketing: false });
  expect(readConsent()?.id).not.toBe(first.id);
  await waitFor(() => expect(logged).toHaveLength(1));
});

test('a choice older than 12 months is asked again', async () => {
  const longAgo = new Date(Date.now() - CONSENT_MAX_AGE_DAYS * 86_400_000 - 1000);
  saveConsent({ statistics: true, marketing: true }, longAgo);
  renderPage();
  expect(await screen.findByRole('region', { name: 'Cookies on Lånetorvet' })).toBeInTheDocument();
  expect(consentChoices()).toEqual({ statistics: false, marketing: false });
});
