// One property under surveillance: its fixed and variable mortgages, the best conversion of each fixed
// one against today's bond series, and the property's verdict. Pure: the caller loads the rows and the quotes.
import type {
  Conversion,
  MissingMortgageField,
  MortgageSurveillanceVerdict,
  WatchedMortgage,
  WatchedProperty,
} from '../../contract/mortgageSurveillance';
import { rateUnitsToPercent, toRateUnits } from '../../domain/interestRate';
import { kroner, percent } from '../http/apiMoney';
import { computeConversion } from './conversion';

/** A fixed-rate series' latest price (numerics as the database gives them). */
export type BondQuote = { name: string; coupon: string; price: string };

export type MortgageRow = {
  id: number;
  loanKind: string | null;
  debtOre: number | null;
  interestRate: string | null;
  termMonths: number | null;
  periodicPaymentOre: number | null;
};

export type PropertyRow = {
  id: number;
  residenceType: string | null;
  address1: string | null;
  postalCode: string | null;
  city: string | null;
};

export type PropertyAssessment = {
  view: WatchedProperty;
  /** The best conversion's gain after tax in øre (may be negative); null when nothing could be computed. */
  bestGainOre: number | null;
};

const PAR = toRateUnits(100);
const num = (value: string) => rateUnitsToPercent(toRateUnits(value));
export const isFixed = (mortgage: Pick<MortgageRow, 'loanKind'>) => mortgage.loanKind === 'fixed';

function missingOf(m: MortgageRow): MissingMortgageField[] {
  const missing: MissingMortgageField[] = [];
  if (m.debtOre === null || m.debtOre <= 0) missing.push('debt');
  if (m.interestRate === null || toRateUnits(m.interestRate) <= 0n) missing.push('interest_rate');
  if (m.termMonths === null || m.termMonths < 1) missing.push('term_months');
  return missing;
}

type Best = { conversion: Conversion; gainOre: number };

/** Every conversion the listed series allow, the one with the highest gain after tax (even when it loses). */
function bestConversion(m: MortgageRow, quotes: readonly BondQuote[], couple: boolean): Best | null {
  const coupon = toRateUnits(m.interestRate!);
  const own = quotes.find((q) => toRateUnits(q.coupon) === coupon) ?? null;
  let best: Best | null = null;
  for (const to of quotes) {
    const toCoupon = toRateUnits(to.coupon);
    if (toCoupon === coupon) continue;
    // Up means buying the bonds back under par: only with the own series listed and priced below 100.
    if (toCoupon > coupon && (own === null || toRateUnits(own.price) >= PAR)) continue;
    const figures = computeConversion({
      debtOre: m.debtOre!,
      coupon: m.interestRate!,
      termMonths: m.termMonths!,
      fromPrice: own?.price ?? null,
      toCoupon: to.coupon,
      toPrice: to.price,
      couple,
    });
    if (best !== null && figures.gainAfterTaxOre <= best.gainOre) continue;
    best = {
      gainOre: figures.gainAfterTaxOre,
      conversion: {
        direction: figures.direction,
        // An unlisted coupon is still redeemable at par (conversion down), so it is named by its rate.
        from_series: own?.name ?? `${num(m.interestRate!)}%`,
        from_coupon: num(m.interestRate!),
        from_price: own ? num(own.price) : 100,
        to_series: to.name,
        to_coupon: num(to.coupon),
        to_price: num(to.price),
        new_debt: kroner(figures.newDebtOre),
        debt_change: kroner(figures.debtChangeOre),
        costs: {
          lender_fees: kroner(figures.costs.lenderFeesOre),
          price_spread: kroner(figures.costs.priceSpreadOre),
          registration_fee: kroner(figures.costs.registrationFeeOre),
          total: kroner(figures.costs.totalOre),
        },
        monthly_payment_now_after_tax: kroner(figures.monthlyNowAfterTaxOre),
        monthly_payment_new_after_tax: kroner(figures.monthlyNewAfterTaxOre),
        monthly_saving_after_tax: kroner(figures.monthlySavingAfterTaxOre),
        gain_after_tax: kroner(figures.gainAfterTaxOre),
        break_even_month: figures.breakEvenMonth,
      },
    };
  }
  return best;
}

function watched(m: MortgageRow, missing: MissingMortgageField[], conversion: Conversion | null): WatchedMortgage {
  return {
    mortgage_id: m.id,
    loan_kind: m.loanKind,
    debt: kroner(m.debtOre),
    interest_rate: percent(m.interestRate),
    term_months: m.termMonths,
    periodic_payment: kroner(m.periodicPaymentOre),
    missing,
    conversion,
  };
}

export function assessProperty(
  property: PropertyRow,
  mortgages: readonly MortgageRow[],
  quotes: readonly BondQuote[],
  couple: boolean,
): PropertyAssessment {
  const fixed: WatchedMortgage[] = [];
  let best: (Best & { mortgageId: number }) | null = null;
  let computable = 0;
  for (const m of mortgages.filter(isFixed)) {
    const missing = missingOf(m);
    const found = missing.length === 0 ? bestConversion(m, quotes, couple) : null;
    if (missing.length === 0) computable++;
    if (found && (best === null || found.gainOre > best.gainOre)) best = { ...found, mortgageId: m.id };
    fixed.push(watched(m, missing, found?.conversion ?? null));
  }
  // Variable mortgages (and those of unknown kind) are shown, not converted.
  const variable = mortgages.filter((m) => !isFixed(m)).map((m) => watched(m, missingOf(m), null));

  let verdict: MortgageSurveillanceVerdict;
  if (fixed.length === 0) verdict = 'no_fixed_mortgage';
  else if (computable === 0) verdict = 'missing_data';
  else if (best !== null && best.gainOre > 0)
    verdict = best.conversion.direction === 'down' ? 'convert_down' : 'convert_up';
  else verdict = 'keep';

  const gains = verdict === 'convert_down' || verdict === 'convert_up';
  return {
    bestGainOre: best?.gainOre ?? null,
    view: {
      property_id: property.id,
      residence_type: property.residenceType ?? 'owner_house',
      address: { address1: property.address1, postal_code: property.postalCode, city: property.city },
      verdict,
      best:
        gains && best
          ? {
              mortgage_id: best.mortgageId,
              direction: best.conversion.direction,
              to_coupon: best.conversion.to_coupon,
              monthly_saving_after_tax: best.conversion.monthly_saving_after_tax,
              gain_after_tax: best.conversion.gain_after_tax,
              break_even_month: best.conversion.break_even_month,
            }
          : null,
      fixed_mortgages: fixed,
      variable_mortgages: variable,
    },
  };
}
