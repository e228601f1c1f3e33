// Validates a submitted request form with the wizard's own step schemas: the needed steps of the purpose, each
// with its yup schema, errors keyed `<stepLabel>.<field path>` (what the machine's SUBMIT_FAILED expects).
import { eq } from 'drizzle-orm';
import { neededStepsFor, normalizePurpose } from '../../machines/auctionForm/purposes';
import type { FormPurpose, FormRecord, StepLabel } from '../../machines/auctionForm/types';
import { unstorableTextPaths } from '../../domain/storableText';
import { collectErrors, type FieldErrors } from '../../domain/validation/collectErrors';
import { assessItemPeriodicPayment } from '../../domain/validation/liabilitySchema';
import { stepSchemas, type StepChecks } from '../../domain/validation/steps';
import { applicableAnswers } from '../../domain/validation/steps/applicableAnswers';
import type { SubmittedSteps } from '../../domain/validation/steps/stepData';
import type { Db } from '../db/client';
import * as t from '../db/schema';

export type { SubmittedSteps };
export type ValidSubmission = { purpose: FormPurpose; steps: SubmittedSteps };

/** The checks the browser asks the API for, answered here directly. */
export function serverChecks(db: Db): StepChecks {
  return {
    periodicPayment: assessItemPeriodicPayment,
    postalCode: async (postalCode, country) => {
      if (country !== 'dk') return true;
      const rows = await db
        .select({ code: t.postalCodes.code })
        .from(t.postalCodes)
        .where(eq(t.postalCodes.code, postalCode.padStart(4, '0')));
      return rows.length > 0;
    },
  };
}

const isRecord = (v: unknown): v is FormRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const isEmpty = (v: unknown) => !isRecord(v) || Object.keys(v).length === 0;

export async function validateSubmission(
  rawSteps: unknown,
  rawPurpose: unknown,
  opts: { signedIn: boolean; db: Db; now?: string },
): Promise<{ errors: FieldErrors } | { errors: null; submission: ValidSubmission }> {
  // Unchecked until each step has passed its schema below; `cleaned` holds the steps that did.
  const steps: Partial<Record<StepLabel, FormRecord>> = isRecord(rawSteps) ? rawSteps : {};
  const purpose = normalizePurpose(rawPurpose ?? steps.start?.persona_type);
  const checks = serverChecks(opts.db);
  const errors: FieldErrors = {};
  const cleaned: Partial<Record<StepLabel, FormRecord>> = {};
  for (const label of neededStepsFor(purpose)) {
    // A signed-in customer with a complete profile skips the profile step: the account has what it asks.
    if (label === 'profile' && opts.signedIn && isEmpty(steps.profile)) continue;
    const schema = stepSchemas[label]({ signedIn: opts.signedIn, now: opts.now, formPurpose: purpose, steps, checks });
    const data = isRecord(steps[label]) ? steps[label] : {};
    const stepErrors = await collectErrors(schema, data);
    // The step schemas judge what a customer can type; a NUL or a lone surrogate only a prober sends, and the
    // database cannot store it.
    for (const path of unstorableTextPaths(data)) stepErrors[path] ??= [{ id: 'validation.text' }];
    for (const [path, messages] of Object.entries(stepErrors)) errors[`${label}.${path}`] = messages;
    if (Object.keys(stepErrors).length === 0) {
      // Only the fields the schema knows: a user id or team_name slipped into the body goes no further.
      const known = (await schema.validate(data, { stripUnknown: true })) as FormRecord;
      // An answer to a question the step does not ask for these answers is not kept (a partner's while single).
      cleaned[label] = applicableAnswers(label, known, { formPurpose: purpose, steps });
    }
  }
  if (Object.keys(errors).length > 0) return { errors };
  // Every step in `cleaned` passed its schema, so it has the schema's type.
  return { errors: null, submission: { purpose, steps: cleaned as SubmittedSteps } };
}
