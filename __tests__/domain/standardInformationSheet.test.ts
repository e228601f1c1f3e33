import {
  sheetValueText,
  standardInformationSheet,
  WITHDRAWAL_DAYS,
  type SheetOfferInput,
  type SheetProductInput,
  type SheetValue,
} from '../../domain/standardInformationSheet';
import da from '../../translations/da.json';
import en from '../../translations/en.json';
import { IntlMessageFormat } from 'intl-messageformat';

const consumerLoan: SheetProductInput = {
  id: 7,
  product_type: 'loan',
  product_sub_type: 'consumer_loan',
  amount: 100_000,
  interest_rate: 6,
  contribution_rate: null,
  aop: 8.18,
  term_months: 12,
  fees: 1_000,
  monthly_payment: 8_606.64,
  total_cost: 104_279.72,
  rate_type: 'fixed',
  rate_fixed_months: null,
  early_repayment_fee_percent: 1,
};
const f5: SheetProductInput = {
  id: 8,
  product_type: 'loan',
  product_sub_type: 'f5_mortgage',
  amount: 1_000_000,
  interest_rate: 3.5,
  contribution_rate: 0.5,
  aop: 4.3,
  term_months: 360,
  fees: 0,
  monthly_payment: 4_774.15,
  total_cost: 1_718_695.15,
  rate_type: 'variable',
  rate_fixed_months: 60,
  early_repayment_fee_percent: 0,
};
const offer = (products: SheetProductInput[]): SheetOfferInput => ({
  version: 3,
  valid_until: '2026-12-31T22:59:59.000Z',
  loans: products,
  credits: [],
  deposits: [{ ...consumerLoan, id: 9, product_type: 'deposit', product_sub_type: 'savings_account' }],
});

const translator =
  (messages: Record<string, string>, locale: string) => (id: string, values?: Record<string, string | number>) =>
    String(new IntlMessageFormat(messages[id], locale).format(values));

function text(value: SheetValue, locale: 'da' | 'en' = 'da') {
  return sheetValueText(value, locale, translator(locale === 'da' ? da : en, locale));
}
const rowOf = (sheet: ReturnType<typeof standardInformationSheet>, product: number, id: string) =>
  sheet.products[product].sections.flatMap((s) => s.rows).find((r) => r.id === `sheet.field.${id}`)!;

describe('standardInformationSheet', () => {
  const sheet = standardInformationSheet({
    lenderName: 'Øresund Bank',
    offer: offer([consumerLoan, f5]),
    date: '2026-11-29T10:00:00Z',
  });

  test('names the lender, the date and the version, and covers every credit but no deposit', () => {
    expect(sheet).toMatchObject({ lenderName: 'Øresund Bank', offerVersion: 3, date: '2026-11-29' });
    expect(sheet.products.map((p) => [p.productId, p.regime])).toEqual([
      [7, 'consumer'],
      [8, 'mortgage'],
    ]);
  });

  test('a consumer credit carries every SEF field, none of them "not stated"', () => {
    const fields = sheet.products[0].sections.flatMap((s) => s.rows.map((r) => r.id.replace('sheet.field.', '')));
    expect(fields).toEqual([
      'lender',
      'creditType',
      'totalAmount',
      'term',
      'instalment',
      'numberOfPayments',
      'totalPayable',
      'borrowingRate',
      'rateType',
      'aop',
      'fees',
      'creditCost',
      'example',
      'rateRise',
      'earlyRepayment',
      'withdrawal',
    ]);
    expect(sheet.products[0].missing).toEqual([]);
    for (const section of sheet.products[0].sections)
      for (const r of section.rows) expect(r.value.kind).not.toBe('notStated');
    expect(text(rowOf(sheet, 0, 'totalAmount').value)).toBe('100.000 kr.');
    expect(text(rowOf(sheet, 0, 'totalPayable').value)).toBe('104.280 kr.');
    expect(text(rowOf(sheet, 0, 'rateType').value, 'en')).toMatch(/fixed/i);
    expect(text(rowOf(sheet, 0, 'withdrawal').value)).toContain(`${WITHDRAWAL_DAYS} dage`);
    expect(text(rowOf(sheet, 0, 'earlyRepayment').value)).toContain('1,00 %');
    expect(text(rowOf(sheet, 0, 'example').value)).toContain('8.607 kr.');
  });

  test('a mortgage gets the ESIS-style fields: currency, contribution rate, how long the rate is fixed', () => {
    expect(text(rowOf(sheet, 1, 'currency').value)).toBe('DKK');
    expect(text(rowOf(sheet, 1, 'contributionRate').value)).toBe('0,50 %');
    expect(text(rowOf(sheet, 1, 'rateType').value)).toContain('5 år');
    // 4 % → 6 %: 4,774.15 → 5,995.51 kr. a month (representativeExample.test.ts works it by hand).
    expect(text(rowOf(sheet, 1, 'rateRise').value, 'en')).toContain('1,221 kr.');
    expect(sheet.products[1].missing).toEqual([]);
  });

  test('a field the lender did not give is named as not stated, never left blank', () => {
    const partial = standardInformationSheet({
      lenderName: 'Nordlån',
      offer: offer([{ ...consumerLoan, early_repayment_fee_percent: null }]),
      date: '2026-11-29',
    });
    expect(partial.products[0].missing).toEqual(['early_repayment_fee_percent']);
    expect(rowOf(partial, 0, 'earlyRepayment').value).toEqual({ kind: 'notStated' });
    expect(text(rowOf(partial, 0, 'earlyRepayment').value)).toBe('Ikke oplyst');
    expect(text(rowOf(partial, 0, 'earlyRepayment').value, 'en')).toBe('Not stated');
  });

  test('an offer from before rate types were kept names the rate type and the example as not stated', () => {
    const old = standardInformationSheet({
      lenderName: 'Nordlån',
      offer: offer([{ ...f5, rate_type: null, rate_fixed_months: null }]),
      date: '2026-11-29',
    });
    expect(old.products[0].missing).toEqual(['rate_type']);
    expect(rowOf(old, 0, 'rateType').value.kind).toBe('notStated');
    expect(rowOf(old, 0, 'example').value.kind).toBe('notStated');
  });
});
