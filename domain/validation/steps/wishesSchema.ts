// wishes: what the customer hopes the lenders offer, whether they are unhappy with their bank and why, and a
// free comment to the lenders.
import * as yup from 'yup';
import { formOptions } from '../../formOptions';
import { withRules } from '../yupRules';
import type { StepSchemaContext } from './context';
import { choice, requiredWhen, text, yesNo } from './fieldSchemas';

export const MAX_COMMENT_LENGTH = 2000;

/** The unsatisfied purpose asks about the bank on its own step; the wishes do not ask again. */
export function asksUnsatisfied(ctx: Pick<StepSchemaContext, 'formPurpose'>): boolean {
  return ctx.formPurpose !== 'unsatisfied';
}

export function wishesSchema(ctx: StepSchemaContext) {
  const asked = asksUnsatisfied(ctx);
  return yup.object({
    looking_for: withRules(yup.array(yup.string().defined()), [
      ['min', { type: 'array', value: 1 }],
      ['in', { options: formOptions.lookingFor }],
    ]).default([]),
    unsatisfied: yesNo({ required: asked }),
    unsatisfied_reason: requiredWhen(
      choice('unsatisfiedReasons', { required: false }),
      ['unsatisfied'],
      ([unsatisfied]) => asked && unsatisfied === true,
    ),
    /** A preferred kind of mortgage, for lenders refinancing or financing a home. */
    mortgage_kind: choice('mortgageKinds', { required: false }),
    customer_comments: text([], MAX_COMMENT_LENGTH),
  });
}
