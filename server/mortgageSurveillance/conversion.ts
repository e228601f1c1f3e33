// The arithmetic of converting a fixed-rate mortgage, exact in integer øre like the offers
// (domain/annuity.ts, rational.ts). Pure: no database, no clock.
//
// - The mortgage is financed by a bond series whose coupon is its rate; its remaining term is term_months.
// - Down (a lower coupon): redeem at par, so the new bonds must raise the whole debt: new debt = debt × 100 / price.
// - Up (a higher coupon): buy the old bonds back at their price under par (debt × old price / 100) and raise that
//   with the new bonds: new debt = debt × old price / new price.
// - Payments: annuities over the same remaining term, at the coupon (the contribution fee is left out: it is
//   charged on the debt at the institute's rate before and after alike). Each month is computed in whole øre as a
//   lender's schedule does (interest rounded to the øre, the last instalment settles what is left), and each
//   month's interest is deducted at the rates of docs/domain.md with the yearly threshold spread evenly over the months
//   (interestDeductionValue over one month, domain/interestDeduction.ts), for this mortgage alone.
// - gain after tax = Σ over the remaining months (old payment after tax − new payment after tax) − costs: both
//   loans are repaid by the end of the term, so this is the change in the remaining total cost after tax, and the
//   debt reduction of a conversion up is in it (a smaller debt, smaller payments).
// - The monthly figures shown are the first year's payments after tax / 12 (the first year's interest share),
//   rounded to the øre; the break-even month uses the exact month-by-month schedule.
import { annuity } from '../../domain/annuity';
import {
  DEDUCTION_PERCENT_ABOVE_THRESHOLD,
  DEDUCTION_PERCENT_UP_TO_THRESHOLD,
  DEDUCTION_THRESHOLD_ORE,
} from '../../domain/interestDeduction';
import { monthlyRate, toRateUnits, type RatePercent } from '../../domain/interestRate';
import { ratio, roundHalfAwayFromZero, toInteger } from '../../domain/rational';

/** The one-off costs of a conversion: typical Danish levels (2025–26), in one place. */
export const CONVERSION_COSTS = {
  /** The lender's fixed fee for a conversion (sagsbehandling and settlement), øre: 3,500 kr. */
  lenderFixedFeeOre: 350_000,
  /** The lender's fee on the new debt (kurtage), per ten thousand: 15 = 1.5 ‰. */
  lenderFeePerTenThousand: 15,
  /** The price spread (kursskæring) on the bonds sold for the new debt, in price points: 0.2. */
  priceSpreadPoints: '0.2',
  /** Tinglysningsafgift for a mortgage deed: the fixed fee, øre (1,825 kr). */
  registrationFixedOre: 182_500,
  /** …plus 1.25 % of the rise in the secured amount, per ten thousand, rounded up to whole 100 kr. */
  registrationPerTenThousand: 125,
  registrationRoundingOre: 10_000,
} as const;

/** Price points held like rates (numeric(7,4)): 97.35 → 973 500 units, par → 1 000 000. */
const PAR_UNITS = toRateUnits(100);
const MONTHS_SHOWN = 12;

export type ConversionInput = {
  debtOre: number;
  /** The mortgage's rate: the coupon of the series financing it. */
  coupon: RatePercent;
  termMonths: number;
  /** Today's price of the current series; needed for a conversion up (a buy-back), ignored down. */
  fromPrice: RatePercent | null;
  toCoupon: RatePercent;
  toPrice: RatePercent;
  /** A couple has the higher deduction threshold. */
  couple: boolean;
};

export type ConversionFigures = {
  direction: 'down' | 'up';
  newDebtOre: number;
  debtChangeOre: number;
  costs: { lenderFeesOre: number; priceSpreadOre: number; registrationFeeOre: number; totalOre: number };
  monthlyNowAfterTaxOre: number;
  monthlyNewAfterTaxOre: number;
  monthlySavingAfterTaxOre: number;
  gainAfterTaxOre: number;
  /** null: the costs are not earned back within the remaining term. */
  breakEvenMonth: number | null;
};

/**
 * The tax value of one month's interest (whole øre) rounded to the øre: interestDeductionValue over one month,
 * done in integers because a schedule asks it 360 times per loan (the same figure; the test checks they agree).
 */
export function monthDeductionOre(interestOre: number, couple: boolean): number {
  const yearly = BigInt(couple ? DEDUCTION_THRESHOLD_ORE.couple : DEDUCTION_THRESHOLD_ORE.single);
  const twelveFold = BigInt(Math.max(interestOre, 0)) * 12n; // compare 12 × interest with the yearly threshold
  const low = twelveFold < yearly ? twelveFold : yearly;
  const high = twelveFold > yearly ? twelveFold - yearly : 0n;
  const value = low * BigInt(DEDUCTION_PERCENT_UP_TO_THRESHOLD) + high * BigInt(DEDUCTION_PERCENT_ABOVE_THRESHOLD);
  return Number(roundHalfAwayFromZero(ratio(value, 1200n)));
}

/** Each month's payment after tax of an annuity, in whole øre, as a lender's schedule runs it. */
export function afterTaxPayments(principalOre: number, coupon: RatePercent, months: number, couple: boolean): number[] {
  const payment = annuity({ principalOre, annualRatePercent: coupon, months }).monthlyPaymentOre;
  const r = monthlyRate(coupon);
  const out: number[] = [];
  let balance = principalOre;
  const twiceDen = 2n * r.den;
  for (let month = 1; month <= months; month++) {
    // balance × r rounded half up (both are ≥ 0), without reducing the fraction each month
    const interest = Number((2n * BigInt(balance) * r.num + r.den) / twiceDen);
    const paid = month === months ? balance + interest : Math.min(payment, balance + interest);
    balance = balance + interest - paid;
    out.push(paid - monthDeductionOre(interest, couple));
  }
  return out;
}

const units = (value: RatePercent) => toRateUnits(value);
const scaled = (ore: number, num: bigint, den: bigint) => toInteger(ratio(BigInt(ore) * num, den));

/** The new debt: what must be raised (par down, the buy-back price up) sold at the new series' price. */
export function newDebtOf(input: Pick<ConversionInput, 'debtOre' | 'coupon' | 'fromPrice' | 'toCoupon' | 'toPrice'>) {
  const down = units(input.toCoupon) < units(input.coupon);
  if (!down && input.fromPrice === null) throw new RangeError('a conversion up needs the current price');
  const raised = down ? PAR_UNITS : units(input.fromPrice!);
  return scaled(input.debtOre, raised, units(input.toPrice));
}

export function conversionCosts(oldDebtOre: number, newDebtOre: number) {
  const c = CONVERSION_COSTS;
  const lenderFeesOre = c.lenderFixedFeeOre + scaled(newDebtOre, BigInt(c.lenderFeePerTenThousand), 10_000n);
  const priceSpreadOre = scaled(newDebtOre, units(c.priceSpreadPoints), PAR_UNITS);
  const rise = newDebtOre - oldDebtOre;
  // Rounded up to whole 100 kr, as the registration court charges it: ceil(rise × 1.25 % / 100 kr) × 100 kr.
  const step = BigInt(10_000 * c.registrationRoundingOre);
  const registrationFeeOre =
    rise > 0
      ? c.registrationFixedOre +
        Number((BigInt(rise) * BigInt(c.registrationPerTenThousand) + step - 1n) / step) * c.registrationRoundingOre
      : 0;
  return {
    lenderFeesOre,
    priceSpreadOre,
    registrationFeeOre,
    totalOre: lenderFeesOre + priceSpreadOre + registrationFeeOre,
  };
}

const firstYearMonthly = (payments: number[]) => {
  const shown = payments.slice(0, MONTHS_SHOWN);
  return toInteger(
    ratio(
      shown.reduce((s, p) => s + p, 0),
      shown.length,
    ),
  );
};

export function computeConversion(input: ConversionInput): ConversionFigures {
  const direction = units(input.toCoupon) < units(input.coupon) ? 'down' : 'up';
  const newDebtOre = newDebtOf(input);
  const costs = conversionCosts(input.debtOre, newDebtOre);
  const now = afterTaxPayments(input.debtOre, input.coupon, input.termMonths, input.couple);
  const next = afterTaxPayments(newDebtOre, input.toCoupon, input.termMonths, input.couple);

  let saved = 0;
  let breakEvenMonth: number | null = costs.totalOre <= 0 ? 0 : null;
  for (let month = 1; month <= input.termMonths; month++) {
    saved += now[month - 1] - next[month - 1];
    if (breakEvenMonth === null && saved >= costs.totalOre) breakEvenMonth = month;
  }
  const monthlyNowAfterTaxOre = firstYearMonthly(now);
  const monthlyNewAfterTaxOre = firstYearMonthly(next);
  return {
    direction,
    newDebtOre,
    debtChangeOre: newDebtOre - input.debtOre,
    costs,
    monthlyNowAfterTaxOre,
    monthlyNewAfterTaxOre,
    monthlySavingAfterTaxOre: monthlyNowAfterTaxOre - monthlyNewAfterTaxOre,
    gainAfterTaxOre: saved - costs.totalOre,
    breakEvenMonth,
  };
}
