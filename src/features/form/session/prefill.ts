// Prefilling from the customer's economic profile (spec §4: on unless the purpose is generic). Steps whose
// prefilled answers already pass their schema may be skipped by the wizard; the others are shown, checked on
// display, for the customer to complete.
import type { FormRecord, PrefillSteps, StepLabel } from '../../../../machines/auctionForm/types';
import type { StepSchemaContext } from '../../../../domain/validation/steps';
import { loadStepRules } from './stepRules';

export interface SplitPrefill {
  complete: PrefillSteps;
  incomplete: PrefillSteps;
}

/**
 * Sorts prefilled steps by whether their answers pass. The profile's debts were judged by the server when they
 * were saved, so the server checks answer yes here: no request per debt while the customer waits.
 */
export async function splitPrefill(
  steps: PrefillSteps,
  signedIn: boolean,
  formPurpose: StepSchemaContext['formPurpose'],
): Promise<SplitPrefill> {
  const ctx: StepSchemaContext = {
    signedIn,
    formPurpose,
    steps: { aboutYou: (steps.aboutYou ?? {}) as FormRecord },
    checks: { periodicPayment: () => true, postalCode: () => true },
  };
  const { collectErrors, stepSchemas, stepValues } = await loadStepRules();
  const complete: Record<string, FormRecord> = {};
  const incomplete: Record<string, FormRecord> = {};
  for (const [label, data] of Object.entries(steps) as [StepLabel, FormRecord][]) {
    const schema = stepSchemas[label](ctx);
    const errors = await collectErrors(schema, stepValues(schema, data));
    (Object.keys(errors).length === 0 ? complete : incomplete)[label] = data;
  }
  return { complete, incomplete };
}
