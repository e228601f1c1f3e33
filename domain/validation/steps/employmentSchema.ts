// employment: the customer's work and monthly income before tax, and the co-applicant's when there is a partner
// (the partner comes from aboutYou, handed in through the context).
import * as yup from 'yup';
import { hasPartner } from '../../formOptions';
import { withRules } from '../yupRules';
import type { StepSchemaContext } from './context';
import { choice, money, requiredWhen, text } from './fieldSchemas';

/** Types of work with an employer (or one's own company) and a start date. */
export const EMPLOYED_TYPES: readonly string[] = ['employee', 'self_employed'];

const isEmployed = (values: unknown[]) => EMPLOYED_TYPES.includes(String(values[0]));

/** Whether the employment step asks about the co-applicant. */
export function asksCoApplicant(ctx: Pick<StepSchemaContext, 'steps'>): boolean {
  return hasPartner(ctx.steps?.aboutYou?.civil_status);
}

export function employmentSchema(ctx: StepSchemaContext) {
  const { now } = ctx;
  const partner = asksCoApplicant(ctx);
  return yup.object({
    employment_type: choice('employmentTypes'),
    employer: requiredWhen(text(), ['employment_type'], isEmployed),
    /** The first day of the month the job started (YYYY-MM-01); lenders look at job security. */
    employed_since: requiredWhen(
      withRules(yup.string().nullable(), [
        'valid_date',
        ['date_before_today', { now }],
        ['valid_date_range', { now }],
      ]).default(null),
      ['employment_type'],
      isEmployed,
    ),
    monthly_income: money(),
    co_applicant_employment_type: choice('employmentTypes', { required: partner }),
    co_applicant_monthly_income: money({ required: partner }),
  });
}
