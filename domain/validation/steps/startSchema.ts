// start: what the customer wants to finance; the purpose of the whole form (spec §4 form purposes).
import * as yup from 'yup';
import type { StepSchemaContext } from './context';
import { choice } from './fieldSchemas';

export function startSchema(_ctx?: StepSchemaContext) {
  return yup.object({
    persona_type: choice('personaTypes'),
  });
}
