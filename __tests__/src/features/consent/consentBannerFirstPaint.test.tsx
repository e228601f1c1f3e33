// The cookie banner costs a first visit nothing and a returning one no flash: it is in the page's first render (its
// chunk loaded before, so it does not suspend), a page rendered ahead of the browser carries it and is hydrated
// without a mismatch whether or not the visitor has chosen, and every page's inline head script marks a document
// whose choice stands exactly when the app's own rule (consentStands) says so.
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { CONSENT_MAX_AGE_DAYS, CONSENT_TEXT_VERSION, consentRecord } from '../../../../domain/cookieConsent';
import { COOKIE_CHOICE_ATTRIBUTE, COOKIE_CHOICE_SCRIPT } from '../../../../domain/cookieChoiceScript';
import { CONSENT_STORAGE_KEY, readConsent } from '../../../../store/browser/cookieConsent';
import { ConsentLayer, loadConsentBanner } from '../../../../src/app/globalLayer/ConsentLayer';
import en from '../../../../translations/en.json';

const DAY_MS = 86_400_000;
const withTexts = (ui: React.ReactNode) => (
  <IntlProvider locale="en" messages={en as Record<string, string>}>
    {ui}
  </IntlProvider>
);

beforeAll(async () => {
  await loadConsentBanner();
});

beforeEach(() => {
  localStorage.removeItem(CONSENT_STORAGE_KEY);
  document.documentElement.removeAttribute(COOKIE_CHOICE_ATTRIBUTE);
});

const choose = () =>
  localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify(consentRecord('c-1', { statistics: false, marketing: true }, new Date())),
  );

test('once its chunk is in, the banner is in the first render (nothing suspends), at the top, in the flow', () => {
  const { container } = render(
    withTexts(
      <>
        <ConsentLayer />
        <main>The page</main>
      </>,
    ),
  );
  const banner = screen.getByRole('region', { name: 'Cookies on Lånetorvet' });
  expect(container.firstElementChild).toBe(banner);
  expect(banner).toHaveClass('cookie-consent--banner');
  expect(banner).not.toHaveClass('cookie-consent--settings');
});

describe('a page rendered ahead of the browser', () => {
  const serverHtml = () => renderToString(withTexts(<ConsentLayer />));

  async function hydrate() {
    const container = document.createElement('div');
    container.innerHTML = serverHtml();
    document.body.append(container);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, withTexts(<ConsentLayer />), { onRecoverableError: recoverable });
    });
    return { container, recoverable };
  }

  test('carries the banner; a visitor to be asked keeps it after hydration', async () => {
    expect(serverHtml()).toContain('cookie-consent--banner');
    const { container, recoverable } = await hydrate();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.cookie-consent--banner')).not.toBeNull();
    container.remove();
  });

  test("its buttons wait for the scripts, as the page's own do: disabled in the HTML, enabled once hydrated", async () => {
    const html = document.createElement('div');
    html.innerHTML = serverHtml();
    const buttonsIn = (root: HTMLElement) => [...root.querySelectorAll('button')];
    expect(buttonsIn(html).map((b) => b.textContent)).toEqual(['Reject all', 'Accept all', 'Let me choose']);
    expect(buttonsIn(html).every((b) => b.disabled)).toBe(true);
    const { container } = await hydrate();
    expect(buttonsIn(container)).toHaveLength(3);
    expect(buttonsIn(container).some((b) => b.disabled)).toBe(false);
    container.remove();
  });

  test('a returning visitor: hydrated without a mismatch, then the banner is gone', async () => {
    choose();
    const { container, recoverable } = await hydrate();
    expect(recoverable).not.toHaveBeenCalled();
    expect(container.querySelector('.cookie-consent')).toBeNull();
    container.remove();
  });
});

describe("every page's head script marks the document exactly when the choice stands", () => {
  const now = Date.now();
  const record = (changes: Record<string, unknown>) =>
    JSON.stringify({ ...consentRecord('c-2', { statistics: true, marketing: false }, new Date(now)), ...changes });
  const cases: [string, string | null][] = [
    ['nothing stored', null],
    ['a choice made now', record({})],
    ['a choice 364 days old', record({ decidedAt: new Date(now - 364 * DAY_MS).toISOString() })],
    ['a choice 12 months old', record({ decidedAt: new Date(now - CONSENT_MAX_AGE_DAYS * DAY_MS).toISOString() })],
    ['a choice dated two days ahead', record({ decidedAt: new Date(now + 2 * DAY_MS).toISOString() })],
    ['a choice under an older text', record({ version: CONSENT_TEXT_VERSION - 1 })],
    ['a record without its id', record({ id: undefined })],
    ['a record with a purpose not a boolean', record({ marketing: 'yes' })],
    ['a date that is none', record({ decidedAt: 'soon' })],
    ['broken JSON', '{"id":'],
    ['JSON null', 'null'],
  ];

  test.each(cases)('%s', (_name, stored) => {
    if (stored !== null) localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    // The text the page carries, run as the browser runs it.
    new Function(COOKIE_CHOICE_SCRIPT)();
    expect(document.documentElement.hasAttribute(COOKIE_CHOICE_ATTRIBUTE)).toBe(readConsent() !== null);
  });

  test('a choice made now marks it (the cases above are not all unmarked)', () => {
    choose();
    new Function(COOKIE_CHOICE_SCRIPT)();
    expect(document.documentElement).toHaveAttribute(COOKIE_CHOICE_ATTRIBUTE);
  });
});
