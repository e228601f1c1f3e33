import { formatAmount, formatKroner, parseAmount, parseDanishAmount, toOre } from '../../domain/money';

describe('parseDanishAmount', () => {
  test.each([
    ['1.250.000', 1_250_000],
    ['1250000', 1_250_000],
    ['1 250 000', 1_250_000],
    ['1\u00a0250\u00a0000', 1_250_000],
    ['1.250.000 kr.', 1_250_000],
    ['750kr', 750],
    [' 42 ', 42],
    ['0', 0],
    ['1.250,50', 1_251],
    ['1.250,49', 1_250],
    ['999,5', 1_000],
  ])('%p is %p kroner', (text, kroner) => {
    expect(parseDanishAmount(text)).toBe(kroner);
  });

  test.each(['', 'abc', '1.5', '1.25.000', '12.3456', '-5', '1,250,000', '1.250.000,'])('%p is no amount', (text) => {
    expect(parseDanishAmount(text)).toBeNull();
  });
});

describe('parseAmount in English', () => {
  test.each([
    ['1,250,000', 1_250_000],
    ['1,250.50', 1_251],
    ['1250000', 1_250_000],
  ])('%p is %p kroner', (text, kroner) => {
    expect(parseAmount(text, 'en')).toBe(kroner);
  });

  test('Danish grouping is not English', () => {
    expect(parseAmount('1.250.000', 'en')).toBeNull();
  });
});

describe('formatting', () => {
  test.each([
    [1_250_000, 'da', '1.250.000 kr.'],
    [1_250_000, 'en', '1,250,000 kr.'],
    [0, 'da', '0 kr.'],
    [999, 'da-DK', '999 kr.'],
  ])('formatKroner(%p, %s) is %p', (kroner, locale, text) => {
    expect(formatKroner(kroner, locale)).toBe(text);
  });

  test('formatAmount has no unit and reads back', () => {
    expect(formatAmount(1_250_000, 'da')).toBe('1.250.000');
    expect(parseDanishAmount(formatKroner(3_456_789, 'da'))).toBe(3_456_789);
  });
});

test('toOre turns kroner into whole øre without float drift', () => {
  expect(toOre(0.1 + 0.2)).toBe(30);
  expect(toOre(1_250_000.45)).toBe(125_000_045);
});
