// unsatisfied: why the customer is unhappy with the current bank (only for the unsatisfied purpose).
import * as yup from 'yup';
import type { StepSchemaContext } from './context';
import { choice } from './fieldSchemas';

export function unsatisfiedSchema(_ctx?: StepSchemaContext) {
  return yup.object({
    unsatisfied_reason: choice('unsatisfiedReasons'),
  });
}
