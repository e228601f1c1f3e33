// aboutYou: civil status, age (birth date or CPR number), children at home, the co-applicant when there is a
// partner, and whether either is registered as a bad payer (RKI, Debitor Registret). The CPR number is used for this request only: the form keeps it out of storage and recordings.
import * as yup from 'yup';
import { hasPartner } from '../../formOptions';
import { cprBirthDate } from '../cpr';
import type { ValidationMessage } from '../message';
import { rules } from '../rules';
import { withRules, type RuleSpec } from '../yupRules';
import type { StepSchemaContext } from './context';
import { choice, requiredWhen, text, wholeNumber, yesNo } from './fieldSchemas';

/** More is possible, but a typo is likelier. */
export const MAX_CHILDREN = 20;

const CPR_MISMATCH: ValidationMessage = { id: 'validation.cpr.birthDateMismatch' };

/** The ISO birth date inside a CPR number, or null. */
export function birthDateOfCpr(cpr: unknown): string | null {
  if (typeof cpr !== 'string') return null;
  const date = cprBirthDate(cpr);
  if (!date) return null;
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

function birthDateRules(now: string | undefined): RuleSpec[] {
  return [['birth_date', { now }]];
}

export function aboutYouSchema(ctx: StepSchemaContext) {
  const { now } = ctx;
  const partnered = (values: unknown[]) => hasPartner(values[0]);
  return yup.object({
    civil_status: choice('civilStatuses'),
    /** Asked unless the CPR number (which holds the birth date) is given. */
    birth_date: requiredWhen(withRules(yup.string().nullable(), birthDateRules(now)).default(null), ['cpr'], ([cpr]) =>
      isBlank(cpr),
    ),
    cpr: withRules(yup.string().nullable(), [['danish_cpr', { now }]])
      .default(null)
      .test({
        name: 'cprFitsCustomer',
        test(value, testContext) {
          const born = birthDateOfCpr(value);
          if (born === null) return true;
          // The birth date inside the number meets the birth date's own rule (range and age alike).
          const fits = rules.birth_date(born, { now });
          if (fits !== true) return testContext.createError({ message: fits });
          const given = (testContext.parent as { birth_date?: unknown } | undefined)?.birth_date;
          return isBlank(given) || given === born || testContext.createError({ message: CPR_MISMATCH });
        },
      }),
    children_count: wholeNumber([
      'required',
      ['min', { type: 'numeric', value: 0 }],
      ['max', { type: 'numeric', value: MAX_CHILDREN }],
    ]),
    co_applicant_name: requiredWhen(text(['full_name', 'person_name']), ['civil_status'], partnered),
    co_applicant_birth_date: requiredWhen(
      withRules(yup.string().nullable(), birthDateRules(now)).default(null),
      ['civil_status'],
      partnered,
    ),
    is_registered_as_bad_payer: badPayerAnswer(),
  });
}

/** §5 `is_registered_as_bad_payer`: lenders cannot lend to a registered bad payer, so "yes" cannot be sent. */
export const badPayerAnswer = ({ required = true } = {}) => yesNo({ required, rules: ['is_registered_as_bad_payer'] });
