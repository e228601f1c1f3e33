// §7 language files: default at start, others lazily once then cached; §8: a missing key is an empty string.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createI18n, type Messages } from '../../../src/lib/i18n/i18n';
import { I18nProvider, useI18n, useLocale } from '../../../src/lib/i18n/I18nProvider';
import type { Locale } from '../../../domain/locales';
import { pickBundle, type BundleName } from '../../../src/lib/i18n/messageBundles';
import { messages } from '../../support/testI18n';

function setup(onMissing?: (id: string) => void) {
  const load = jest.fn(async (locale: string): Promise<Messages> => ({ greeting: locale === 'en' ? 'Hello' : 'Hej' }));
  const i18n = createI18n({ defaultLocale: 'da', defaultMessages: { greeting: 'Hej' }, load, onMissing });
  return { i18n, load };
}

test('the default language is there at start without loading anything', () => {
  const { i18n, load } = setup();
  expect(i18n.getLocale()).toBe('da');
  expect(i18n.isLoaded('da')).toBe(true);
  expect(load).not.toHaveBeenCalled();
});

test('another language is loaded on first use, then cached: switching back and forth loads it once', async () => {
  const { i18n, load } = setup();
  await i18n.setLocale('en');
  await i18n.setLocale('da');
  await i18n.setLocale('en');
  expect(load).toHaveBeenCalledTimes(1);
  expect(load).toHaveBeenCalledWith('en', 'core');
  expect(i18n.getSnapshot().messages.greeting).toBe('Hello');
});

test('asking for the already active language loads nothing and notifies nobody', async () => {
  const { i18n, load } = setup();
  const listener = jest.fn();
  i18n.subscribe(listener);
  await i18n.setLocale('da');
  expect(load).not.toHaveBeenCalled();
  expect(listener).not.toHaveBeenCalled();
});

test('no requested language (or an unknown one) means the default', async () => {
  const { i18n } = setup();
  await i18n.setLocale('en');
  await expect(i18n.setLocale(undefined)).resolves.toBe('da');
  await i18n.setLocale('en');
  await expect(i18n.setLocale('sv')).resolves.toBe('da');
});

test('two quick requests load once; the later request wins', async () => {
  const { i18n, load } = setup();
  const first = i18n.setLocale('en');
  const second = i18n.setLocale('en');
  await Promise.all([first, second]);
  expect(load).toHaveBeenCalledTimes(1);
  await i18n.setLocale('da');
  const slow = i18n.setLocale('en');
  const back = i18n.setLocale('da');
  await Promise.all([slow, back]);
  expect(i18n.getLocale()).toBe('da');
});

test('a failed download is not cached: the next request tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ greeting: 'Hello' });
  const i18n = createI18n({ defaultMessages: { greeting: 'Hej' }, load });
  await expect(i18n.setLocale('en')).rejects.toThrow('offline');
  expect(i18n.getLocale()).toBe('da');
  await i18n.setLocale('en');
  expect(i18n.getLocale()).toBe('en');
});

test('a missing key renders as an empty string, never as the key, and is reported', () => {
  const onMissing = jest.fn();
  const { i18n } = setup(onMissing);
  render(
    <I18nProvider i18n={i18n}>
      <p data-testid="text">
        [<FormattedMessage id="no.such.key" />]
      </p>
    </I18nProvider>,
  );
  expect(screen.getByTestId('text')).toHaveTextContent('[]');
  expect(onMissing).toHaveBeenCalledWith('no.such.key', 'da');
});

test('the app warns about a missing key outside production', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const { appI18n } = await import('../../../src/lib/i18n/appI18n');
  render(
    <I18nProvider i18n={appI18n}>
      <FormattedMessage id="surely.missing.key" />
    </I18nProvider>,
  );
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('surely.missing.key'));
  warn.mockRestore();
});

function Switcher() {
  const i18n = useI18n();
  const locale = useLocale();
  const intl = useIntl();
  const [text, setText] = useState('');
  return (
    <>
      <label>
        {intl.formatMessage({ id: 'auth.fields.email' })}
        <input value={text} onChange={(event) => setText(event.target.value)} />
      </label>
      <button type="button" onClick={() => void i18n.setLocale(locale === 'da' ? 'en' : 'da')}>
        switch
      </button>
    </>
  );
}

test('switching language re-renders in place: what was typed stays', async () => {
  const user = userEvent.setup();
  const i18n = createI18n({ defaultMessages: messages.da, load: async () => messages.en });
  render(
    <I18nProvider i18n={i18n}>
      <Switcher />
    </I18nProvider>,
  );
  await user.type(screen.getByLabelText('E-mail'), 'kunde@example.dk');
  await user.click(screen.getByRole('button', { name: 'switch' }));
  expect(await screen.findByLabelText('Email')).toHaveValue('kunde@example.dk');
});

test('the message files have the same keys in both languages', () => {
  expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.da).sort());
});

test('every key the foundation uses has a non-empty text in both languages', () => {
  const used = [
    'app.name',
    'errors.default',
    'errors.tooManyRequests',
    'errors.updating',
    'errors.unknown',
    'auth.login.title',
    'nav.home',
  ];
  for (const locale of ['da', 'en'] as const) {
    for (const key of used) expect((messages[locale] as Record<string, string>)[key]).toBeTruthy();
  }
  expect((messages.en as Record<string, string>)['errors.default']).toBe('There were some problems with your input.');
});

test('the document language follows the active language', async () => {
  const { appI18n } = await import('../../../src/lib/i18n/appI18n');
  await act(() => appI18n.setLocale('en'));
  expect(document.documentElement.lang).toBe('en');
  await act(() => appI18n.setLocale('da'));
  expect(document.documentElement.lang).toBe('da');
});

// Message bundles (messageBundles.ts): the real files, each bundle only its own keys, as the build makes them.
function bundledSetup() {
  const load = jest.fn(async (locale: Locale, bundle: BundleName): Promise<Messages> =>
    pickBundle(messages[locale] as Record<string, string>, bundle),
  );
  const i18n = createI18n({
    defaultLocale: 'da',
    defaultMessages: pickBundle(messages.da as Record<string, string>, 'core'),
    load,
  });
  return { i18n, load };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

const text = (i18n: ReturnType<typeof createI18n>, id: string) =>
  (i18n.getSnapshot().messages as Record<string, string>)[id];

test('a route’s bundle loads once in the active language, and its texts join the messages', async () => {
  const { i18n, load } = bundledSetup();
  expect(text(i18n, 'form.choose')).toBe('');
  const listener = jest.fn();
  i18n.subscribe(listener);
  await i18n.ensureBundles(['form']);
  await i18n.ensureBundles(['form']);
  expect(load.mock.calls).toEqual([['da', 'form']]);
  expect(text(i18n, 'form.choose')).toBe('Vælg …');
  expect(text(i18n, 'nav.home')).toBe((messages.da as Record<string, string>)['nav.home']);
  expect(listener).toHaveBeenCalledTimes(1);
});

test('a language switch after the form bundle has the form texts in English from the first English render', async () => {
  const { i18n, load } = bundledSetup();
  await i18n.ensureBundles(['form']);
  const seen: { locale: Locale; choose: string }[] = [];
  i18n.subscribe(() => seen.push({ locale: i18n.getLocale(), choose: text(i18n, 'form.choose') }));
  await i18n.setLocale('en');
  expect(load).toHaveBeenCalledWith('en', 'core');
  expect(load).toHaveBeenCalledWith('en', 'form');
  // One notification, already complete: no render in English shows a form text blank or in Danish.
  expect(seen).toEqual([{ locale: 'en', choose: 'Choose …' }]);
  expect(text(i18n, 'nav.home')).toBe((messages.en as Record<string, string>)['nav.home']);
});

test('a bundle asked for during a switch arrives in the new language, and the old one is not downloaded', async () => {
  const englishCore = deferred<Messages>();
  const load = jest.fn(async (locale: Locale, bundle: BundleName): Promise<Messages> => {
    if (locale === 'en' && bundle === 'core') return englishCore.promise;
    return pickBundle(messages[locale] as Record<string, string>, bundle);
  });
  const i18n = createI18n({ defaultMessages: pickBundle(messages.da as Record<string, string>, 'core'), load });
  const switching = i18n.setLocale('en');
  await i18n.ensureBundles(['economy']);
  englishCore.resolve(pickBundle(messages.en as Record<string, string>, 'core'));
  await switching;
  expect(i18n.getLocale()).toBe('en');
  expect(text(i18n, 'economy.errors.itemNotFound')).toBe(
    (messages.en as Record<string, string>)['economy.errors.itemNotFound'],
  );
  expect(load).not.toHaveBeenCalledWith('da', 'economy');
});

test('switching back loads, before the switch, the bundles that were asked for in the other language', async () => {
  const { i18n, load } = bundledSetup();
  await i18n.setLocale('en');
  await i18n.ensureBundles(['form']);
  const seen: string[] = [];
  i18n.subscribe(() => seen.push(`${i18n.getLocale()}:${text(i18n, 'form.choose')}`));
  await i18n.setLocale('da');
  expect(load).toHaveBeenCalledWith('da', 'form');
  expect(seen).toEqual(['da:Vælg …']);
});

test('a failed bundle download is not cached: the next navigation tries again', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ 'form.choose': 'Vælg …' });
  const i18n = createI18n({ defaultMessages: {}, load });
  await expect(i18n.ensureBundles(['form'])).rejects.toThrow('offline');
  await i18n.ensureBundles(['form']);
  expect(text(i18n, 'form.choose')).toBe('Vælg …');
});
