// Reads and checks an offer a lender posts through the supplier API (server/routes/API.md, "Supplier API"):
// kroner in, øre out, every problem keyed by its path ("products.0.amount") as a translatable message. The
// server fills in what it can compute (monthly payment, total cost, ÅOP) and never trusts savings from outside.
import { annuity } from '../../src/domain/annuity';
import { annualPercentageRateUnits } from '../../src/domain/annualPercentageRate';
import { formatRateUnits, toRateUnits } from '../../src/domain/interestRate';
import { checkPeriodicPayment } from '../../src/domain/periodicPayment';
import { INTEREST_RATE_MAX_PERCENT, MAX_TERM_MONTHS } from '../../src/validation/constants';
import type { ValidationMessage } from '../../src/validation/message';
import { oreFromKroner } from '../http/apiMoney';
import type { OfferProductInput } from './leadActions';
import { AOP_CAP_PERCENT } from './marketRates';
import type { RequestFacts } from './requestFacts';
import { paymentRate } from './savingsInput';

export const PRODUCT_TYPES = ['loan', 'credit', 'deposit'] as const;
export const MAX_PRODUCTS = 20;
export const MAX_COMMENT_LENGTH = 2000;
const MAX_SUB_TYPE_LENGTH = 50;

type Errors = Record<string, ValidationMessage[]>;
export type OfferBody = { products: OfferProductInput[]; comment: string | null };

const isBlank = (value: unknown) => value === undefined || value === null || value === '';
const message = (id: string, values?: Record<string, string | number>): ValidationMessage[] => [{ id, values }];

function rate(value: unknown, errors: Errors, path: string, required: boolean): string | null {
  if (isBlank(value)) {
    if (required) errors[path] = message('validation.required');
    return null;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    errors[path] = message('validation.numeric');
    return null;
  }
  if (value < 0) {
    errors[path] = message('validation.min.numeric', { min: 0 });
    return null;
  }
  if (value > INTEREST_RATE_MAX_PERCENT) {
    errors[path] = message('validation.max_interest_rate', { max: INTEREST_RATE_MAX_PERCENT });
    return null;
  }
  return formatRateUnits(toRateUnits(value));
}

function money(
  value: unknown,
  errors: Errors,
  path: string,
  opts: { required: boolean; positive: boolean },
): number | null {
  if (isBlank(value)) {
    if (opts.required) errors[path] = message('validation.required');
    return null;
  }
  const ore = oreFromKroner(value);
  if (ore === null) {
    errors[path] = message('validation.money');
    return null;
  }
  if (opts.positive ? ore <= 0 : ore < 0) {
    errors[path] = opts.positive
      ? message('validation.greater_than', { other: 0 })
      : message('validation.min.numeric', { min: 0 });
    return null;
  }
  return ore;
}

function term(value: unknown, errors: Errors, path: string, required: boolean): number | null {
  if (isBlank(value)) {
    if (required) errors[path] = message('validation.required');
    return null;
  }
  if (typeof value !== 'number' || !Number.isInteger(value)) {
    errors[path] = message('validation.integer');
    return null;
  }
  if (value < 1) {
    errors[path] = message('validation.min.numeric', { min: 1 });
    return null;
  }
  if (value > MAX_TERM_MONTHS) {
    errors[path] = message('validation.isAboveMaxTerm', { max: MAX_TERM_MONTHS });
    return null;
  }
  return value;
}

function readProduct(
  raw: unknown,
  path: string,
  errors: Errors,
  knownRefs: ReadonlySet<string>,
  claimed: Set<string>,
): OfferProductInput | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    errors[path] = message('validation.default');
    return null;
  }
  const p = raw as Record<string, unknown>;
  const before = Object.keys(errors).length;
  const at = (field: string) => `${path}.${field}`;

  const productType = p.product_type;
  if (isBlank(productType)) errors[at('product_type')] = message('validation.required');
  else if (typeof productType !== 'string' || !(PRODUCT_TYPES as readonly string[]).includes(productType))
    errors[at('product_type')] = message('validation.in');
  const isLoan = productType !== 'deposit';

  const subType = p.product_sub_type;
  if (isBlank(subType)) errors[at('product_sub_type')] = message('validation.required');
  else if (typeof subType !== 'string') errors[at('product_sub_type')] = message('validation.string');
  else if (subType.length > MAX_SUB_TYPE_LENGTH)
    errors[at('product_sub_type')] = message('validation.max.string', { max: MAX_SUB_TYPE_LENGTH });

  const amountOre = money(p.amount, errors, at('amount'), { required: true, positive: true });
  const interestRate = rate(p.interest_rate, errors, at('interest_rate'), true);
  const contributionRate = rate(p.contribution_rate, errors, at('contribution_rate'), false);
  const givenAop = rate(p.aop, errors, at('aop'), false);
  const termMonths = term(p.term_months, errors, at('term_months'), isLoan);
  const feesOre = money(p.fees, errors, at('fees'), { required: false, positive: false }) ?? 0;
  const givenPayment = isLoan
    ? money(p.monthly_payment, errors, at('monthly_payment'), { required: false, positive: true })
    : null;

  const replaces: string[] = [];
  if (!isBlank(p.replaces)) {
    if (!Array.isArray(p.replaces) || p.replaces.some((r) => typeof r !== 'string'))
      errors[at('replaces')] = message('validation.default');
    else {
      p.replaces.forEach((ref: string, index: number) => {
        const refPath = `${at('replaces')}.${index}`;
        if (!knownRefs.has(ref)) errors[refPath] = message('validation.offer.replaces_unknown', { ref });
        else if (claimed.has(ref)) errors[refPath] = message('validation.offer.replaces_twice', { ref });
        else {
          claimed.add(ref);
          replaces.push(ref);
        }
      });
    }
  }
  if (Object.keys(errors).length > before || amountOre === null || interestRate === null) return null;

  if (!isLoan) {
    return {
      productType: 'deposit',
      productSubType: String(subType),
      amountOre,
      interestRate,
      contributionRate: null,
      aop: null,
      termMonths: null,
      feesOre,
      monthlyPaymentOre: null,
      totalCostOre: null,
      replaces,
    };
  }
  const months = termMonths ?? 1;
  const yearlyRate = paymentRate(interestRate, contributionRate);
  if (givenPayment !== null) {
    const verdict = checkPeriodicPayment({
      kind: 'loans',
      debt: amountOre / 100,
      interestRatePercent: Number(yearlyRate),
      remainingTermMonths: months,
      periodicPayment: givenPayment / 100,
    });
    if (verdict !== true) {
      errors[at('monthly_payment')] = [verdict];
      return null;
    }
  }
  const computed = annuity({ principalOre: amountOre, annualRatePercent: yearlyRate, months, feesOre });
  const monthlyPaymentOre = givenPayment ?? computed.monthlyPaymentOre;
  const computedAop =
    givenAop === null
      ? annualPercentageRateUnits({ principalOre: amountOre, feesOre, monthlyPaymentOre, months })
      : null;
  const aop = givenAop ?? (computedAop === null ? null : formatRateUnits(computedAop));
  if (aop !== null && toRateUnits(aop) > toRateUnits(AOP_CAP_PERCENT)) {
    errors[at('aop')] = message('validation.offer.aop_cap', { max: AOP_CAP_PERCENT });
    return null;
  }
  return {
    productType: productType as 'loan' | 'credit',
    productSubType: String(subType),
    amountOre,
    interestRate,
    contributionRate,
    aop,
    termMonths: months,
    feesOre,
    monthlyPaymentOre,
    totalCostOre: givenPayment === null ? computed.totalCostOre : givenPayment * months + feesOre,
    replaces,
  };
}

/** The request's debts and deposits an offer may name in `replaces`. */
export function replaceableRefs(facts: RequestFacts): Set<string> {
  return new Set([...facts.liabilities.map((l) => l.ref), ...facts.deposits.map((d) => d.ref)]);
}

export function readOfferBody(
  body: unknown,
  facts: RequestFacts,
): { ok: true; offer: OfferBody } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const raw =
    typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const list = raw.products;
  if (!Array.isArray(list) || list.length === 0) errors.products = message('validation.offer.products');
  else if (list.length > MAX_PRODUCTS) errors.products = message('validation.max.array', { max: MAX_PRODUCTS });

  let comment: string | null = null;
  if (!isBlank(raw.comment)) {
    if (typeof raw.comment !== 'string') errors.comment = message('validation.string');
    else if (raw.comment.length > MAX_COMMENT_LENGTH)
      errors.comment = message('validation.max.string', { max: MAX_COMMENT_LENGTH });
    else comment = raw.comment;
  }
  if (errors.products) return { ok: false, errors };

  const refs = replaceableRefs(facts);
  const claimed = new Set<string>();
  const products = (list as unknown[]).map((item, index) =>
    readProduct(item, `products.${index}`, errors, refs, claimed),
  );
  if (Object.keys(errors).length) return { ok: false, errors };
  return { ok: true, offer: { products: products.filter((p): p is OfferProductInput => p !== null), comment } };
}
