// Money, numbers and dates as a Danish customer reads them.
import { formatDate, formatMoney, formatNumber, formatPercent, isoDate } from '../../../src/lib/format';

test('money in Danish: 1.234.567 kr.', () => {
  expect(formatMoney(1234567, 'da')).toBe('1.234.567 kr.');
});

test('money in English keeps kr. after the amount with English grouping', () => {
  expect(formatMoney(1234567, 'en')).toBe('1,234,567 kr.');
});

test('money is shown in whole kroner', () => {
  expect(formatMoney(999.6, 'da')).toBe('1.000 kr.');
});

test('numbers and percentages follow the language', () => {
  expect(formatNumber(1234.5, 'da')).toBe('1.234,5');
  expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
  expect(formatPercent(3.25, 'da')).toMatch(/^3,25\s?%$/);
  expect(formatPercent(3.25, 'en')).toBe('3.25%');
});

test('dates in Danish and English', () => {
  expect(formatDate('2024-05-17', 'da', 'long')).toMatch(/17\. maj 2024/);
  expect(formatDate('2024-05-17', 'en', 'long')).toMatch(/17 May 2024/);
  expect(formatDate('2024-05-17', 'da', 'short')).toBe('17.5.2024');
});

test('a timestamp is shown in Danish time whatever the device zone', () => {
  expect(formatDate('2024-05-17T22:30:00Z', 'da', 'short')).toBe('18.5.2024');
});

test('no date or an unreadable one shows nothing', () => {
  expect(formatDate(null, 'da')).toBe('');
  expect(formatDate('not a date', 'da')).toBe('');
  expect(isoDate('nope')).toBeUndefined();
});

test('react-intl’s locale (en-GB, da-DK) formats in its language, not Danish', () => {
  expect(formatNumber(0.2, 'en-GB', { minimumFractionDigits: 1 })).toBe('0.2');
  expect(formatMoney(1234567, 'en-GB')).toBe('1,234,567 kr.');
  expect(formatDate('1991-02-20', 'en-GB', 'long')).toBe('20 February 1991');
  expect(formatNumber(0.2, 'da-DK', { minimumFractionDigits: 1 })).toBe('0,2');
});
