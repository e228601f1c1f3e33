// Checks an offer a lender posts through the supplier API against the lead's request, once its shape has passed
// the schema: kroner in, øre out, every problem keyed by its path ("products.0.amount") as a translatable
// message. The server fills in what it can compute (monthly payment, total cost, ÅOP) and never trusts savings
// from outside.
import { annuity } from '../../domain/annuity';
import { annualPercentageRateUnits } from '../../domain/annualPercentageRate';
import { formatRateUnits, paymentRate, toRateUnits } from '../../domain/interestRate';
import { figureContradictions, needsRepresentativeExample, type RateType } from '../../domain/offerExplanation';
import { checkPeriodicPayment } from '../../domain/periodicPayment';
import { ceilingKindOf } from '../../domain/creditCostCeilings';
import { ceilingErrors } from './creditCostCeilingCheck';
import type { ValidationMessage } from '../../domain/validation/message';
import { oreFromKroner } from '../http/apiMoney';
import type { OfferInput, OfferProductInput as OfferProductIn } from '../../contract/supplier';
import type { OfferProductInput } from './leadActions';
import type { RequestFacts } from './requestFacts';
import { readStandardInformation } from './standardInformationInput';

type Errors = Record<string, ValidationMessage[]>;
export type OfferBody = { products: OfferProductInput[]; comment: string | null };

const message = (id: string, values?: Record<string, string | number>): ValidationMessage[] => [{ id, values }];

/** Øre from kroner; a third decimal is an error (the schema has checked the type and the range). */
function ore(value: number | null | undefined, errors: Errors, path: string): number | null {
  if (value === null || value === undefined) return null;
  const amount = oreFromKroner(value);
  if (amount === null) errors[path] = message('validation.money');
  return amount;
}

const rate = (value: number | null | undefined) =>
  value === null || value === undefined ? null : formatRateUnits(toRateUnits(value));

/**
 * What the schema cannot say about one product: money with at most two decimals, a term for loans and credits,
 * `replaces` naming the request's own debts once each, a monthly payment that fits the terms, the
 * three cost ceilings of consumer credit.
 */
function readProduct(
  p: OfferProductIn,
  path: string,
  errors: Errors,
  knownRefs: ReadonlySet<string>,
  claimed: Set<string>,
): OfferProductInput | null {
  const before = Object.keys(errors).length;
  const at = (field: string) => `${path}.${field}`;
  const isLoan = p.product_type !== 'deposit';
  const amountOre = ore(p.amount, errors, at('amount'));
  const feesOre = ore(p.fees, errors, at('fees')) ?? 0;
  const givenPayment = isLoan ? ore(p.monthly_payment, errors, at('monthly_payment')) : null;
  const interestRate = rate(p.interest_rate) as string;
  const contributionRate = rate(p.contribution_rate);
  const givenAop = rate(p.aop);
  if (isLoan && (p.term_months === null || p.term_months === undefined))
    errors[at('term_months')] = message('validation.required');

  const replaces: string[] = [];
  (p.replaces ?? []).forEach((ref, index) => {
    const refPath = `${at('replaces')}.${index}`;
    if (!knownRefs.has(ref)) errors[refPath] = message('validation.offer.replaces_unknown', { ref });
    else if (claimed.has(ref)) errors[refPath] = message('validation.offer.replaces_twice', { ref });
    else {
      claimed.add(ref);
      replaces.push(ref);
    }
  });
  if (Object.keys(errors).length > before || amountOre === null) return null;

  if (!isLoan) {
    return {
      productType: 'deposit',
      productSubType: p.product_sub_type,
      amountOre,
      interestRate,
      contributionRate: null,
      aop: null,
      termMonths: null,
      feesOre,
      monthlyPaymentOre: null,
      totalCostOre: null,
      rateType: null,
      replaces,
    };
  }
  const months = p.term_months as number;
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
  const totalCostOre = givenPayment === null ? computed.totalCostOre : givenPayment * months + feesOre;
  const overCeilings = ceilingErrors(
    {
      kind: ceilingKindOf(p),
      aop,
      interestRate,
      amountOre,
      totalPayableOre: totalCostOre,
    },
    { at, totalCostsField: p.representative_example ? 'representative_example.total_payable' : 'term_months' },
  );
  if (Object.keys(overCeilings).length) {
    Object.assign(errors, overCeilings);
    return null;
  }
  const example = readRepresentativeExample(p, at, errors, { amountOre, totalCostOre, months });
  const standard = readStandardInformation(p, at, errors);
  for (const found of figureContradictions({
    amountOre,
    interestRate,
    aop,
    totalPayableOre: example?.totalPayableOre ?? null,
  })) {
    const path = found.field === 'aop' ? at('aop') : at('representative_example.total_payable');
    errors[path] = message(`validation.offer.${found.rule}`);
  }
  if (Object.keys(errors).length > before) return null;
  return {
    productType: p.product_type,
    productSubType: p.product_sub_type,
    amountOre,
    interestRate,
    contributionRate,
    aop,
    termMonths: months,
    feesOre,
    monthlyPaymentOre,
    totalCostOre,
    rateType: example?.rateType ?? null,
    rateFixedMonths: standard?.rateFixedMonths ?? null,
    earlyRepaymentFeePercent: standard?.earlyRepaymentFeePercent ?? null,
    replaces,
  };
}

/**
 * The representative example's own fields, required for consumer loans: the rate type, and a total payable that
 * agrees with the terms. A lender's total may be rounded differently from ours, so it may differ by a krone a month.
 */
function readRepresentativeExample(
  p: OfferProductIn,
  at: (field: string) => string,
  errors: Errors,
  terms: { amountOre: number; totalCostOre: number; months: number },
): { rateType: RateType; totalPayableOre: number } | null {
  const given = p.representative_example ?? null;
  if (given === null) {
    if (needsRepresentativeExample(p)) errors[at('representative_example')] = message('validation.required');
    return null;
  }
  const path = at('representative_example.total_payable');
  const totalPayableOre = ore(given.total_payable, errors, path);
  if (totalPayableOre === null) return null;
  const tolerance = terms.months * 100;
  if (totalPayableOre >= terms.amountOre && Math.abs(totalPayableOre - terms.totalCostOre) > tolerance)
    errors[path] = message('validation.offer.total_mismatch', { total: Math.round(terms.totalCostOre / 100) });
  return { rateType: given.rate_type, totalPayableOre };
}

/** The request's debts and deposits an offer may name in `replaces`. */
export function replaceableRefs(facts: RequestFacts): Set<string> {
  return new Set([...facts.liabilities.map((l) => l.ref), ...facts.deposits.map((d) => d.ref)]);
}

/** An offer the schema (contract/supplier.ts OfferInput) has accepted, checked against the lead's request. */
export function readOfferBody(
  body: OfferInput,
  facts: RequestFacts,
): { ok: true; offer: OfferBody } | { ok: false; errors: Errors } {
  const errors: Errors = {};
  const refs = replaceableRefs(facts);
  const claimed = new Set<string>();
  const products = body.products.map((item, index) => readProduct(item, `products.${index}`, errors, refs, claimed));
  if (Object.keys(errors).length) return { ok: false, errors };
  const comment = body.comment?.trim() ? body.comment : null;
  return { ok: true, offer: { products: products.filter((p): p is OfferProductInput => p !== null), comment } };
}
