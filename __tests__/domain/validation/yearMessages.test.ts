// A year is never written with a thousands separator ("2.027"), in any message that names one.
import { createIntl } from 'react-intl';
import da from '../../../translations/da.json';
import en from '../../../translations/en.json';
import { collectErrors } from '../../../domain/validation/collectErrors';
import { toMessage } from '../../../domain/validation/message';
import { otherAssetsSchema } from '../../../domain/validation/steps/otherAssetsSchema';
import { testContext } from './steps/stepContext';

const languages = [
  ['da', da],
  ['en', en],
] as const;

const GROUPED_YEAR = /\b\d[.,\u00a0 ]\d{3}\b/;

describe.each(languages)('year-valued messages in %s', (locale, messages) => {
  const intl = createIntl({ locale, messages, onError: () => undefined });
  const text = (answer: unknown) => {
    const message = toMessage(answer);
    return intl.formatMessage({ id: message.id }, message.values);
  };

  test('a vehicle’s model year limits show as 1900 and 2026', async () => {
    // testContext's today is 2025-06-15: next year's models are the newest.
    const errors = await collectErrors(otherAssetsSchema(testContext()), {
      want_new_vehicle: false,
      assets: [{ asset_type: 'car', make: 'Skoda', model: 'Octavia', year: 2030, value: 100_000 }],
    });
    const shown = text(errors['assets.0.year']?.[0]);
    expect(shown).toContain('2026');
    expect(shown).not.toMatch(GROUPED_YEAR);
  });

  test('no message formats an argument named as a year with grouping', () => {
    const grouped = Object.entries(messages).filter(([, message]) =>
      /\{\s*\w*year\b\w*\s*,\s*number(?!\s*,\s*::[^}]*group-off)/i.test(message),
    );
    expect(grouped).toEqual([]);
  });
});
