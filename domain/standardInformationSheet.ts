// The standard information sheet of an offer: for each credit in it, the figures the law asks a lender to give
// before the agreement, built from the offer alone. Consumer credit gets the SEF fields (standardiserede
// europæiske forbrugerkreditoplysninger: kreditaftaleloven section 8 and the "god skik" order for consumer lenders
// section 10); a loan on a home the ESIS-style ones (the European Standardised Information Sheet of the mortgage credit
// directive: the same figures plus the currency, the contribution rate and how long the rate is fixed). The sheet
// is language-neutral (translation keys and typed values); the page and the PDF put it into the customer's
// language with sheetValueText, so both say the same. A field the offer lacks is "not stated", never blank.
import { formatKroner, intlLocale } from './money';
import {
  creditRegime,
  obligedToGiveExample,
  missingExampleFields,
  rateRise,
  representativeExample,
  RATE_RISE_PERCENTAGE_POINTS,
  type CreditRegime,
  type StandardFiguresInput,
} from './representativeExample';
import { kindOfProduct } from './offerProducts';

/** Kreditaftaleloven section 19: a consumer may withdraw from a credit agreement within 14 days without a reason. */
export const WITHDRAWAL_DAYS = 14;

export type SheetValue =
  | { kind: 'plain'; text: string }
  | { kind: 'money'; kroner: number }
  | { kind: 'percent'; percent: number }
  | { kind: 'term'; months: number }
  | { kind: 'count'; count: number }
  | { kind: 'date'; iso: string }
  | { kind: 'message'; id: string; values?: Record<string, SheetValue> }
  | { kind: 'notStated' };

export interface SheetRow {
  /** The label's translation key, `sheet.field.<name>`. */
  id: string;
  value: SheetValue;
}

export interface SheetSection {
  /** `sheet.section.<name>`. */
  id: string;
  rows: SheetRow[];
}

/** The offer's fields the sheet needs that the lender did not give (the names the supplier API uses). */
export type SheetField =
  | 'term_months'
  | 'rate_type'
  | 'rate_fixed_months'
  | 'aop'
  | 'monthly_payment'
  | 'total_cost'
  | 'early_repayment_fee_percent';

export interface ProductSheet {
  productId: number;
  regime: CreditRegime;
  /** `product.kind.<kind>`. */
  kindId: string;
  sections: SheetSection[];
  missing: SheetField[];
}

export interface SheetProductInput extends StandardFiguresInput {
  id: number;
}

export interface SheetOfferInput {
  version: number;
  valid_until: string;
  loans: readonly SheetProductInput[];
  credits: readonly SheetProductInput[];
  deposits: readonly SheetProductInput[];
}

export interface StandardInformationSheet {
  lenderName: string;
  offerVersion: number;
  /** The day the sheet was made (YYYY-MM-DD). */
  date: string;
  validUntil: string;
  products: ProductSheet[];
}

const NOT_STATED: SheetValue = { kind: 'notStated' };
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const money = (kroner: number | null | undefined): SheetValue =>
  isNumber(kroner) ? { kind: 'money', kroner } : NOT_STATED;
const percent = (value: number | null | undefined): SheetValue =>
  isNumber(value) ? { kind: 'percent', percent: value } : NOT_STATED;
const row = (name: string, value: SheetValue): SheetRow => ({ id: `sheet.field.${name}`, value });

function productSheet(product: SheetProductInput, lenderName: string): ProductSheet {
  const regime = creditRegime(product);
  const example = representativeExample(product);
  const rise = rateRise(product);
  const missing: SheetField[] = [...missingExampleFields(product)];
  if (!isNumber(product.aop) && example?.aop == null) missing.push('aop');
  if (!isNumber(product.monthly_payment) && example === null) missing.push('monthly_payment');
  if (!isNumber(product.total_cost) && example === null) missing.push('total_cost');
  if (!isNumber(product.early_repayment_fee_percent)) missing.push('early_repayment_fee_percent');

  const rateType = example?.rateType ?? null;
  const rateTypeValue: SheetValue =
    rateType === 'fixed'
      ? { kind: 'message', id: 'sheet.value.rateFixed' }
      : rateType === 'variable'
        ? isNumber(product.rate_fixed_months) && product.rate_fixed_months > 0
          ? {
              kind: 'message',
              id: 'sheet.value.rateVariableFixedFor',
              values: { months: { kind: 'term', months: product.rate_fixed_months } },
            }
          : { kind: 'message', id: 'sheet.value.rateVariable' }
        : NOT_STATED;

  const lender: SheetSection = {
    id: 'sheet.section.lender',
    rows: [row('lender', { kind: 'plain', text: lenderName })],
  };
  const credit: SheetSection = {
    id: 'sheet.section.credit',
    rows: [
      row('creditType', { kind: 'message', id: `product.kind.${kindOfProduct(product)}` }),
      ...(regime === 'mortgage' ? [row('currency', { kind: 'plain', text: 'DKK' })] : []),
      row('totalAmount', money(product.amount)),
      row('term', isNumber(product.term_months) ? { kind: 'term', months: product.term_months } : NOT_STATED),
      row('instalment', money(example?.monthlyPayment)),
      row('numberOfPayments', example ? { kind: 'count', count: example.numberOfPayments } : NOT_STATED),
      row('totalPayable', money(example?.totalPayable)),
    ],
  };
  const costs: SheetSection = {
    id: 'sheet.section.costs',
    rows: [
      row('borrowingRate', percent(product.interest_rate)),
      row('rateType', rateTypeValue),
      // Only a mortgage-credit institute's loan has a contribution rate; a bank's loan on a home has none to state.
      ...(kindOfProduct(product) === 'mortgage'
        ? [row('contributionRate', percent(product.contribution_rate ?? null))]
        : []),
      row('aop', percent(example?.aop ?? product.aop)),
      row('fees', money(product.fees ?? 0)),
      row('creditCost', money(example?.creditCost)),
    ],
  };
  const exampleSection: SheetSection = {
    id: 'sheet.section.example',
    rows: [
      row(
        'example',
        example && example.aop !== null && rateType !== null
          ? {
              kind: 'message',
              id: `sheet.value.example.${rateType}`,
              values: {
                amount: money(example.amount),
                term: { kind: 'term', months: example.termMonths },
                rate: percent(example.interestRate),
                aop: percent(example.aop),
                count: { kind: 'count', count: example.numberOfPayments },
                monthly: money(example.monthlyPayment),
                total: money(example.totalPayable),
                cost: money(example.creditCost),
              },
            }
          : NOT_STATED,
      ),
    ],
  };
  const risk: SheetSection = {
    id: 'sheet.section.rateRisk',
    rows: [
      row(
        'rateRise',
        rise === null
          ? NOT_STATED
          : rise.exposed
            ? {
                kind: 'message',
                id: 'sheet.value.rateRise',
                values: {
                  points: { kind: 'count', count: RATE_RISE_PERCENTAGE_POINTS },
                  increase: money(rise.increase),
                  after: money(rise.paymentAfterRise),
                },
              }
            : { kind: 'message', id: 'sheet.value.rateRiseFixed' },
      ),
    ],
  };
  const rights: SheetSection = {
    id: 'sheet.section.rights',
    rows: [
      row(
        'earlyRepayment',
        isNumber(product.early_repayment_fee_percent)
          ? product.early_repayment_fee_percent === 0
            ? { kind: 'message', id: 'sheet.value.earlyRepaymentFree' }
            : {
                kind: 'message',
                id: 'sheet.value.earlyRepayment',
                values: { percent: percent(product.early_repayment_fee_percent) },
              }
          : NOT_STATED,
      ),
      row('withdrawal', {
        kind: 'message',
        id: 'sheet.value.withdrawal',
        values: { days: { kind: 'count', count: WITHDRAWAL_DAYS } },
      }),
    ],
  };
  return {
    productId: product.id,
    regime,
    kindId: `product.kind.${kindOfProduct(product)}`,
    sections: [lender, credit, costs, exampleSection, risk, rights],
    missing: [...new Set(missing)],
  };
}

/** The sheet of every credit in an offer (deposits need none), made on `date`. */
export function standardInformationSheet(args: {
  lenderName: string;
  offer: SheetOfferInput;
  date: string;
}): StandardInformationSheet {
  const { offer } = args;
  const credits = [...offer.loans, ...offer.credits].filter(obligedToGiveExample);
  return {
    lenderName: args.lenderName,
    offerVersion: offer.version,
    date: args.date.slice(0, 10),
    validUntil: offer.valid_until,
    products: credits.map((p) => productSheet(p, args.lenderName)),
  };
}

export type Translate = (id: string, values?: Record<string, string | number>) => string;

/** A value in words, the same for the page and the PDF: `translate` is react-intl's or the server's. */
export function sheetValueText(value: SheetValue, locale: string, translate: Translate): string {
  switch (value.kind) {
    case 'plain':
      return value.text;
    case 'money':
      return formatKroner(value.kroner, locale);
    case 'percent':
      return `${new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value.percent)} %`;
    case 'term': {
      const years = Math.floor(value.months / 12);
      const months = value.months % 12;
      const id = months === 0 && years > 0 ? 'term.years' : years === 0 ? 'term.months' : 'term.yearsAndMonths';
      return translate(id, { years, months });
    }
    case 'count':
      return new Intl.NumberFormat(intlLocale(locale)).format(value.count);
    case 'date':
      return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: 'long', timeZone: 'Europe/Copenhagen' }).format(
        new Date(value.iso),
      );
    case 'message': {
      const values: Record<string, string> = {};
      for (const [key, inner] of Object.entries(value.values ?? {}))
        values[key] = sheetValueText(inner, locale, translate);
      return translate(value.id, values);
    }
    case 'notStated':
      return translate('sheet.notStated');
  }
}
