// A sentence that ends with an amount ends with the amount's own "kr." (§9: kroner are written "160.000 kr."):
// a full stop after it would print "kr..". The messages whose last word is an amount, in both languages.
import { formatKroner } from '../../../../domain/money';
import da from '../../../../translations/da.json';
import en from '../../../../translations/en.json';

const ENDS_WITH_AMOUNT: Record<string, string> = {
  'form.hint.downPayment.tooLow': 'amount',
  'form.hint.downPayment.minimum': 'amount',
  'ranking.none': 'largest',
  'mortgageSurveillance.alert.current': 'amount',
};

test.each([
  ['da', da],
  ['en', en],
] as const)('no message of %s prints "kr.." after an amount', (locale, messages) => {
  const amount = formatKroner(160_000, locale);
  expect(amount.endsWith('kr.')).toBe(true);
  const doubled = Object.entries(ENDS_WITH_AMOUNT).filter(([id, placeholder]) =>
    (messages as Record<string, string>)[id].replaceAll(`{${placeholder}}`, amount).includes('kr..'),
  );
  expect(doubled).toEqual([]);
  // Any other message that puts a full stop right after a placeholder must not be given an amount there.
  const stopAfterPlaceholder = Object.entries(messages as Record<string, string>)
    .filter(([, text]) => /\{(amount|largest|total|price|minimum|maximum)\}\./.test(text))
    .map(([id]) => id);
  expect(stopAfterPlaceholder).toEqual([]);
});
