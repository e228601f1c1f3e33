// The supplier API's refusal of an offer over a consumer-credit cost ceiling (domain/creditCostCeilings.ts): one
// translatable message per ceiling broken, keyed at the field it is about, naming the ceiling and the offer's own
// figure. Kept apart from offerBody.ts so the offer's other checks and these grow independently.
import { ceilingBreaches, type CeilingFigures } from '../../domain/creditCostCeilings';
import type { ValidationMessage } from '../../domain/validation/message';

/**
 * Errors by path for one product. Total credit costs have no field of their own in an offer: they are keyed at the
 * representative example's total payable when the lender gave one, else at the term that makes them.
 */
export function ceilingErrors(
  figures: CeilingFigures,
  where: { at: (field: string) => string; totalCostsField: string },
): Record<string, ValidationMessage[]> {
  const errors: Record<string, ValidationMessage[]> = {};
  for (const breach of ceilingBreaches(figures)) {
    const field = breach.field === 'total_credit_costs' ? where.totalCostsField : breach.field;
    errors[where.at(field)] = [
      {
        id: `validation.offer.ceiling.${breach.field}`,
        values: { max: breach.percent, figure: Number(breach.figure) },
      },
    ];
  }
  return errors;
}
