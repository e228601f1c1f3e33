// savings: the customer's bank today and what they have saved; lenders bid for deposits as well as loans.
import * as yup from 'yup';
import { MAX_ID } from '../../limits';
import { numberSchema, withRules } from '../yupRules';
import type { StepSchemaContext } from './context';
import { money } from './fieldSchemas';

export function savingsSchema(_ctx?: StepSchemaContext) {
  return yup.object({
    /** A lender of the form resources; empty for a bank that is not on the list. */
    current_supplier_id: withRules(numberSchema().nullable(), [
      ['min', { type: 'numeric', value: 1 }],
      ['max', { type: 'numeric', value: MAX_ID }],
    ]).default(null),
    savings_amount: money(),
    pension_amount: money({ required: false }),
    shares_amount: money({ required: false }),
  });
}
