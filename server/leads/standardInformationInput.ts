// What the standard information sheet (domain/standardInformationSheet.ts) needs of an offered loan or credit
// beyond its figures, checked when a lender sends it: how long a variable rate is fixed, and what early repayment
// costs. Kept apart from offerBody.ts, which calls it, so the sheet's rules read in one place. A missing field is
// a 422 at its own path ("products.0.early_repayment_fee_percent"), so the sheet never has to say "not stated"
// of an offer made since.
import { obligedToGiveExample } from '../../domain/representativeExample';
import { formatRateUnits, toRateUnits } from '../../domain/interestRate';
import type { ValidationMessage } from '../../domain/validation/message';
import type { OfferProductInput as OfferProductIn } from '../../contract/supplier';

type Errors = Record<string, ValidationMessage[]>;

export type StandardInformation = { rateFixedMonths: number | null; earlyRepaymentFeePercent: string | null };

/** The sheet's own fields of one product, or null after recording each problem at its path. */
export function readStandardInformation(
  p: OfferProductIn,
  at: (field: string) => string,
  errors: Errors,
): StandardInformation | null {
  if (!obligedToGiveExample(p)) return { rateFixedMonths: null, earlyRepaymentFeePercent: null };
  const before = Object.keys(errors).length;
  const example = p.representative_example ?? null;
  let rateFixedMonths: number | null = null;
  // A missing example is reported at its own path by offerBody; the fixation period belongs to a variable rate.
  if (example?.rate_type === 'variable') {
    const fixed = example.rate_fixed_months;
    const path = at('representative_example.rate_fixed_months');
    if (fixed === null || fixed === undefined) errors[path] = [{ id: 'validation.required' }];
    else if (p.term_months !== null && p.term_months !== undefined && fixed > p.term_months)
      errors[path] = [{ id: 'validation.offer.fixed_beyond_term', values: { term: p.term_months } }];
    else rateFixedMonths = fixed;
  }
  const fee = p.early_repayment_fee_percent;
  if (fee === null || fee === undefined) errors[at('early_repayment_fee_percent')] = [{ id: 'validation.required' }];
  if (Object.keys(errors).length > before) return null;
  return {
    rateFixedMonths,
    earlyRepaymentFeePercent: fee === null || fee === undefined ? null : formatRateUnits(toRateUnits(fee)),
  };
}
