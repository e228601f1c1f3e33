// How a demo lender answers a request: pure, from its pricing profile and the request's facts, to an offer
// (products with rates, payments and ÅOP) or a decline with a reason. The rules, in order:
//  1. Appetite, for any lending: an income must be known; debt factor over the lender's maxDebtFactor: decline.
//  2. Home lending: the home's loan-to-value over the lender's maxLtv (never above 95 %): decline. Debt factor
//     over 4 with LTV over 60 %: no loans fixed under five years (F1, F3, bank home loans); a lender left with
//     no home product declines, one that also sells F5 or fixed offers that instead.
//  3. Each current debt is refinanced only when the lender's rate beats the customer's; a deposit is taken over
//     only at a better rate. Nothing left to offer: decline ("nothing_to_improve").
// Mortgage institutes lend up to 80 % of the value (a purchase's rest is a bank home loan from a bank) and fold
// the customer's bank home loans into the new mortgage when everything fits under that 80 %.
import { annuity } from '../../domain/annuity';
import { ceilingBreaches } from '../../domain/creditCostCeilings';
import { annualPercentageRateUnits } from '../../domain/annualPercentageRate';
import { formatRateUnits, toRateUnits } from '../../domain/interestRate';
import type { RateType } from '../../domain/offerExplanation';
import { compare, max, min, mul, ratio, sub, sum, toInteger, ZERO, type Rational } from '../../domain/rational';
import * as market from './marketRates';
import { MORTGAGE_PRODUCTS, type LenderProduct, type MortgageProduct } from '../leads/lendingProducts';
import type { PricingProfile } from './pricingProfile';
import type { CurrentLiability, RequestFacts } from '../leads/requestFacts';

export type PricedProduct = {
  productType: 'loan' | 'credit' | 'deposit';
  productSubType: LenderProduct;
  amountOre: number;
  /** numeric(7,4) text, e.g. "2.9000" */
  interestRate: string;
  contributionRate: string | null;
  aop: string | null;
  termMonths: number | null;
  feesOre: number;
  monthlyPaymentOre: number | null;
  totalCostOre: number | null;
  rateType: RateType | null;
  /** A variable rate's months before it may first change; null for fixed rates and deposits. */
  rateFixedMonths: number | null;
  /** numeric(7,4) text; null for deposits. */
  earlyRepaymentFeePercent: string | null;
  /** Refs of the request's debts and deposits this product replaces ("mortgages.0"). */
  replaces: string[];
};

export const DECLINE_REASONS = [
  'missing_income',
  'debt_factor_too_high',
  'loan_to_value_too_high',
  'variable_rate_not_allowed',
  'missing_property_value',
  'nothing_to_improve',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

export type LenderDecision = { kind: 'offer'; products: PricedProduct[] } | { kind: 'decline'; reason: DeclineReason };

export type PricingLender = { serves: readonly string[]; profile: PricingProfile };

class Decline extends Error {
  constructor(readonly reason: DeclineReason) {
    super(reason);
  }
}

const units = (percent: number) => toRateUnits(percent);
const sells = (profile: PricingProfile, product: LenderProduct) => profile.products.includes(product);

/** The request asks about the subject and the lender serves it. */
function answers(lender: PricingLender, facts: RequestFacts, subject: string): boolean {
  return lender.serves.includes(subject) && facts.subjects.has(subject);
}

/** Registration of a new deed: the fixed fee plus 1.45 % of the newly secured money. */
function registrationFeeOre(newlySecuredOre: number): number {
  const share = ratio(BigInt(Math.max(0, newlySecuredOre)) * units(market.REGISTRATION_RATE_PERCENT), 100n * units(1));
  return market.REGISTRATION_FIXED_FEE_ORE + toInteger(share);
}

/** The contribution fee of a mortgage of `amountOre` on a home worth `valueOre`: each LTV slice at its band's fee. */
export function contributionRateUnits(product: MortgageProduct, amountOre: number, valueOre: number): bigint {
  const amount = ratio(amountOre);
  let lower = ZERO;
  const weighted: Rational[] = [];
  for (const band of market.CONTRIBUTION_BANDS) {
    const upper = ratio(BigInt(valueOre) * BigInt(band.upToLtvPercent), 100n);
    const slice = max(sub(min(amount, upper), lower), ZERO);
    weighted.push(mul(slice, ratio(units(band.percent[product]))));
    lower = upper;
  }
  if (amountOre === 0) return 0n;
  return BigInt(toInteger(mul(sum(weighted), ratio(1n, BigInt(amountOre)))));
}

function loanProduct(args: {
  productType?: 'loan' | 'credit';
  subType: Exclude<LenderProduct, 'savings_account'>;
  amountOre: number;
  interestUnits: bigint;
  contributionUnits?: bigint;
  termMonths: number;
  feesOre: number;
  replaces: string[];
}): PricedProduct {
  const contribution = args.contributionUnits ?? null;
  const paymentRate = formatRateUnits(args.interestUnits + (contribution ?? 0n));
  const terms = annuity({
    principalOre: args.amountOre,
    annualRatePercent: paymentRate,
    months: args.termMonths,
    feesOre: args.feesOre,
  });
  const aop = annualPercentageRateUnits({
    principalOre: args.amountOre,
    feesOre: args.feesOre,
    monthlyPaymentOre: terms.monthlyPaymentOre,
    months: args.termMonths,
  });
  return {
    productType: args.productType ?? 'loan',
    productSubType: args.subType,
    amountOre: args.amountOre,
    interestRate: formatRateUnits(args.interestUnits),
    contributionRate: contribution === null ? null : formatRateUnits(contribution),
    aop: aop === null ? null : formatRateUnits(aop),
    termMonths: args.termMonths,
    feesOre: args.feesOre,
    monthlyPaymentOre: terms.monthlyPaymentOre,
    totalCostOre: terms.totalCostOre,
    // Fixed-rate mortgages say so; the demo banks' other loans follow their reference rate.
    rateType: /fixed/.test(args.subType) ? 'fixed' : 'variable',
    rateFixedMonths: market.RATE_FIXED_MONTHS[args.subType],
    earlyRepaymentFeePercent: formatRateUnits(units(market.EARLY_REPAYMENT_FEE_PERCENT[args.subType])),
    replaces: args.replaces,
  };
}

/** Beats the customer's current rate (debt-weighted over what it replaces); an unknown current rate is beaten. */
function beats(interestUnits: bigint, replaced: readonly CurrentLiability[]): boolean {
  const known = replaced.filter((l) => l.interestRate !== null && l.debtOre > 0);
  if (known.length === 0) return true;
  const debt = known.reduce((s, l) => s + BigInt(l.debtOre), 0n);
  const current = ratio(
    known.reduce((s, l) => s + BigInt(l.debtOre) * units((l.interestRate ?? 0) + l.contributionRate), 0n),
    debt,
  );
  return compare(ratio(interestUnits), current) < 0;
}

const termOf = (replaced: readonly CurrentLiability[], fallback: number) => {
  const terms = replaced
    .map((l) => l.termMonths)
    .filter((t): t is number => t !== null && Number.isInteger(t) && t > 0);
  return terms.length ? Math.min(Math.max(...terms), market.DEFAULT_TERM_MONTHS.fixed_mortgage) : fallback;
};

const variableRestricted = (facts: RequestFacts) =>
  (facts.debtFactor ?? 0) > market.VARIABLE_LIMIT.debtFactorAbove &&
  (facts.loanToValuePercent ?? 0) > market.VARIABLE_LIMIT.loanToValueAbovePercent;

const homeLtvCap = (profile: PricingProfile) => Math.min(profile.maxLtv, market.HOME_LENDING_MAX_LTV_PERCENT);

/** Whole kroner: lenders lend round amounts, never a fraction of the cap. */
const capOre = (valueOre: number, percent: number) => Math.floor((valueOre * percent) / 100 / 100) * 100;

function mortgageOffer(lender: PricingLender, facts: RequestFacts): PricedProduct | null {
  const { profile } = lender;
  const candidates = profile.products.filter((p): p is MortgageProduct =>
    (MORTGAGE_PRODUCTS as readonly string[]).includes(p),
  );
  if (candidates.length === 0) return null;
  const mortgages = facts.liabilities.filter((l) => l.kind === 'mortgage');
  const homeLoans = facts.liabilities.filter((l) => l.kind === 'bank_home_loan');
  const purchase =
    facts.home?.isPurchase === true && facts.homePurchaseNeedOre > 0 && answers(lender, facts, 'properties');
  const refinance =
    !facts.home?.isPurchase &&
    (mortgages.length > 0 || facts.homeEquityReleaseOre > 0) &&
    answers(lender, facts, 'mortgages');
  if (!purchase && !refinance) return null;
  if (!facts.home || facts.home.valueOre <= 0) throw new Decline('missing_property_value');

  // No lender finances a purchase the customer cannot put 5 % down on, whatever its own share.
  if (purchase && (facts.loanToValuePercent ?? 0) > market.HOME_LENDING_MAX_LTV_PERCENT)
    throw new Decline('loan_to_value_too_high');
  const cap = capOre(facts.home.valueOre, Math.min(profile.maxLtv, market.MORTGAGE_MAX_LTV_PERCENT));
  let amountOre: number;
  let replaced: CurrentLiability[];
  if (purchase) {
    amountOre = Math.min(facts.homePurchaseNeedOre, cap);
    replaced = [];
  } else {
    const debt = (list: CurrentLiability[]) => list.reduce((s, l) => s + l.debtOre, 0);
    const withHomeLoans = debt(mortgages) + debt(homeLoans) + facts.homeEquityReleaseOre;
    const alone = debt(mortgages) + facts.homeEquityReleaseOre;
    if (withHomeLoans <= cap) [amountOre, replaced] = [withHomeLoans, [...mortgages, ...homeLoans]];
    else if (alone <= cap) [amountOre, replaced] = [alone, mortgages];
    else throw new Decline('loan_to_value_too_high');
  }

  const allowed = candidates.filter((p) => !(variableRestricted(facts) && market.SHORT_FIXED_VARIABLE.includes(p)));
  if (allowed.length === 0) throw new Decline('variable_rate_not_allowed');
  const product = facts.wishedMortgage && allowed.includes(facts.wishedMortgage) ? facts.wishedMortgage : allowed[0];
  const interestUnits = units(market.MORTGAGE_INTEREST_PERCENT[product]) + units(profile.margin);
  if (!beats(interestUnits, replaced)) return null;

  const previouslySecured = replaced.filter((l) => l.kind === 'mortgage').reduce((s, l) => s + l.debtOre, 0);
  return loanProduct({
    subType: product,
    amountOre,
    interestUnits,
    contributionUnits: contributionRateUnits(product, amountOre, facts.home.valueOre),
    termMonths: termOf(
      replaced.filter((l) => l.kind === 'mortgage'),
      market.DEFAULT_TERM_MONTHS[product],
    ),
    feesOre: market.ESTABLISHMENT_FEE_ORE[product] + registrationFeeOre(amountOre - previouslySecured),
    replaces: replaced.map((l) => l.ref),
  });
}

function bankHomeLoanOffers(lender: PricingLender, facts: RequestFacts): PricedProduct[] {
  const { profile } = lender;
  if (!sells(profile, 'bank_home_loan')) return [];
  const wanted: { amountOre: number; replaced: CurrentLiability[] }[] = [];
  if (facts.home?.isPurchase && answers(lender, facts, 'properties')) {
    const top = facts.homePurchaseNeedOre - capOre(facts.home.valueOre, market.MORTGAGE_MAX_LTV_PERCENT);
    if (top > 0) wanted.push({ amountOre: top, replaced: [] });
  }
  if (answers(lender, facts, 'loans')) {
    for (const loan of facts.liabilities.filter((l) => l.kind === 'bank_home_loan' && l.debtOre > 0))
      wanted.push({ amountOre: loan.debtOre, replaced: [loan] });
  }
  if (wanted.length === 0) return [];
  if (facts.loanToValuePercent !== null && facts.loanToValuePercent > homeLtvCap(profile))
    throw new Decline('loan_to_value_too_high');
  if (variableRestricted(facts)) throw new Decline('variable_rate_not_allowed');

  const interestUnits = units(market.BANK_HOME_LOAN_PERCENT) + units(profile.margin);
  return wanted
    .filter((w) => beats(interestUnits, w.replaced))
    .map((w) =>
      loanProduct({
        subType: 'bank_home_loan',
        amountOre: w.amountOre,
        interestUnits,
        termMonths: termOf(w.replaced, market.DEFAULT_TERM_MONTHS.bank_home_loan),
        feesOre: market.ESTABLISHMENT_FEE_ORE.bank_home_loan + registrationFeeOre(w.replaced.length ? 0 : w.amountOre),
        replaces: w.replaced.map((l) => l.ref),
      }),
    );
}

function carSurchargePercent(loanOre: number, carValueOre: number | null): number {
  if (!carValueOre) return market.CAR_LOAN_UNKNOWN_VALUE_SURCHARGE_PERCENT;
  const ltv = (100 * loanOre) / carValueOre;
  return market.CAR_LOAN_SURCHARGES.find((band) => ltv <= band.upToLtvPercent)?.percent ?? 0;
}

function carLoanOffers(lender: PricingLender, facts: RequestFacts): PricedProduct[] {
  const { profile } = lender;
  if (!sells(profile, 'car_loan')) return [];
  const wanted: { amountOre: number; carValueOre: number | null; replaced: CurrentLiability[] }[] = [];
  if (answers(lender, facts, 'loans')) {
    for (const loan of facts.liabilities.filter((l) => l.kind === 'car' && l.debtOre > 0)) {
      wanted.push({ amountOre: loan.debtOre, carValueOre: facts.carValueOre, replaced: [loan] });
    }
  }
  if (facts.vehiclePurchase && facts.vehiclePurchase.needOre > 0 && answers(lender, facts, 'vehicles')) {
    wanted.push({
      amountOre: facts.vehiclePurchase.needOre,
      carValueOre: facts.vehiclePurchase.valueOre,
      replaced: [],
    });
  }
  return wanted.flatMap((w) => {
    const interestUnits =
      units(market.CAR_LOAN_PERCENT + carSurchargePercent(w.amountOre, w.carValueOre)) + units(profile.margin);
    if (!beats(interestUnits, w.replaced)) return [];
    return [
      loanProduct({
        subType: 'car_loan',
        amountOre: w.amountOre,
        interestUnits,
        termMonths: termOf(w.replaced, market.DEFAULT_TERM_MONTHS.car_loan),
        feesOre: market.ESTABLISHMENT_FEE_ORE.car_loan,
        replaces: w.replaced.map((l) => l.ref),
      }),
    ];
  });
}

function consumerLoanOffers(lender: PricingLender, facts: RequestFacts): PricedProduct[] {
  const { profile } = lender;
  if (!sells(profile, 'consumer_loan')) return [];
  const surcharge =
    market.CONSUMER_LOAN_SURCHARGES.find((band) => (facts.debtFactor ?? 0) < band.debtFactorBelow)?.percent ?? 0;
  const interestUnits = units(market.CONSUMER_LOAN_PERCENT + surcharge) + units(profile.margin);
  const replaceable = facts.liabilities.filter(
    (l) =>
      l.debtOre > 0 &&
      ((l.kind === 'consumer' && answers(lender, facts, 'loans')) ||
        (l.kind === 'card' && answers(lender, facts, 'credits'))),
  );
  return replaceable.flatMap((debt) => {
    if (!beats(interestUnits, [debt])) return [];
    const offer = loanProduct({
      subType: 'consumer_loan',
      amountOre: debt.debtOre,
      interestUnits,
      termMonths: termOf([debt], market.DEFAULT_TERM_MONTHS.consumer_loan),
      feesOre: market.ESTABLISHMENT_FEE_ORE.consumer_loan,
      replaces: [debt.ref],
    });
    // By law no consumer credit above the cost ceilings: small loans with fees can get there.
    const capped =
      offer.aop === null ||
      ceilingBreaches({
        kind: 'consumer',
        aop: offer.aop,
        interestRate: offer.interestRate,
        amountOre: offer.amountOre,
        totalPayableOre: offer.totalCostOre,
      }).length > 0;
    return capped ? [] : [offer];
  });
}

function savingsOffers(lender: PricingLender, facts: RequestFacts): PricedProduct[] {
  const { profile } = lender;
  if (!sells(profile, 'savings_account') || !answers(lender, facts, 'deposits')) return [];
  const rateUnits =
    units(market.CENTRAL_BANK_RATE_PERCENT) - units(market.SAVINGS_SPREAD_PERCENT) - units(profile.margin);
  if (rateUnits <= 0n) return [];
  return facts.deposits
    .filter((d) => d.depositType === 'savings' && d.amountOre > 0 && units(d.interestRate) < rateUnits)
    .map((d) => ({
      productType: 'deposit' as const,
      productSubType: 'savings_account' as const,
      amountOre: d.amountOre,
      interestRate: formatRateUnits(rateUnits),
      contributionRate: null,
      aop: null,
      termMonths: null,
      feesOre: 0,
      monthlyPaymentOre: null,
      totalCostOre: null,
      rateType: null,
      rateFixedMonths: null,
      earlyRepaymentFeePercent: null,
      replaces: [d.ref],
    }));
}

/** Whether the lender would lend anything at all on this request, before its appetite is asked. */
function asksForLending(lender: PricingLender, facts: RequestFacts): boolean {
  const { profile } = lender;
  const mortgage = profile.products.some((p) => (MORTGAGE_PRODUCTS as readonly string[]).includes(p));
  const homeDebts = facts.liabilities.some((l) => l.kind === 'mortgage') || facts.homeEquityReleaseOre > 0;
  const checks: boolean[] = [
    mortgage && facts.home?.isPurchase === true && answers(lender, facts, 'properties'),
    mortgage && !facts.home?.isPurchase && homeDebts && answers(lender, facts, 'mortgages'),
    sells(profile, 'bank_home_loan') && facts.home?.isPurchase === true && answers(lender, facts, 'properties'),
    sells(profile, 'bank_home_loan') &&
      answers(lender, facts, 'loans') &&
      facts.liabilities.some((l) => l.kind === 'bank_home_loan'),
    sells(profile, 'car_loan') && answers(lender, facts, 'loans') && facts.liabilities.some((l) => l.kind === 'car'),
    sells(profile, 'car_loan') && facts.vehiclePurchase !== null && answers(lender, facts, 'vehicles'),
    sells(profile, 'consumer_loan') &&
      answers(lender, facts, 'loans') &&
      facts.liabilities.some((l) => l.kind === 'consumer'),
    sells(profile, 'consumer_loan') &&
      answers(lender, facts, 'credits') &&
      facts.liabilities.some((l) => l.kind === 'card'),
  ];
  return checks.some(Boolean);
}

export function priceRequest(lender: PricingLender, facts: RequestFacts): LenderDecision {
  try {
    if (asksForLending(lender, facts)) {
      if (facts.debtFactor === null) throw new Decline('missing_income');
      if (facts.debtFactor > lender.profile.maxDebtFactor) throw new Decline('debt_factor_too_high');
    }
    const mortgage = mortgageOffer(lender, facts);
    const products = [
      ...(mortgage ? [mortgage] : []),
      ...bankHomeLoanOffers(lender, facts),
      ...carLoanOffers(lender, facts),
      ...consumerLoanOffers(lender, facts),
      ...savingsOffers(lender, facts),
    ];
    return products.length ? { kind: 'offer', products } : { kind: 'decline', reason: 'nothing_to_improve' };
  } catch (error) {
    if (error instanceof Decline) return { kind: 'decline', reason: error.reason };
    throw error;
  }
}
