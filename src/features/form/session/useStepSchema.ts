// The step's yup schema for this customer and these earlier answers, with the browser's checks injected.
import { useEffect, useMemo } from 'react';
import { getStep } from '../../../../machines/auctionForm';
import type { FormPurpose, FormValue, StepLabel } from '../../../../machines/auctionForm/types';
import { useAppSelector } from '../../../../store/hooks';
import { selectIsSignedIn } from '../../../../store/slices/authSlice';
import { whenIdle } from '../../../lib/browser/whenIdle';
import { isoDate, today } from '../../../validation/dates';
import { stepSchemas, type StepChecks } from '../../../validation/steps';
import { useFormSelector, useFormSession } from './formSessionContext';

type SchemaInputs = {
  signedIn: boolean;
  formPurpose: FormPurpose;
  civilStatus: FormValue;
  checks: StepChecks;
};

type StepSchema = ReturnType<(typeof stepSchemas)[StepLabel]>;

/**
 * Built schemas by their inputs, per form session's checks. Building one is most of a Next's work for a step
 * with lists (housing: some 25 ms on a phone), so it happens once, ahead of the click when the browser is idle.
 * Today's date is part of the key: a schema judges dates against the day it was built.
 */
const built = new WeakMap<StepChecks, Map<string, StepSchema>>();

function stepSchema(label: StepLabel, inputs: SchemaInputs): StepSchema {
  let schemas = built.get(inputs.checks);
  if (!schemas) built.set(inputs.checks, (schemas = new Map()));
  const key = [label, inputs.signedIn, inputs.formPurpose, String(inputs.civilStatus), isoDate(today())].join('|');
  let schema = schemas.get(key);
  if (!schema) {
    schema = stepSchemas[label]({
      signedIn: inputs.signedIn,
      formPurpose: inputs.formPurpose,
      steps: { aboutYou: { civil_status: inputs.civilStatus } },
      checks: inputs.checks,
    });
    schemas.set(key, schema);
  }
  return schema;
}

function useSchemaInputs(): SchemaInputs {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { checks } = useFormSession();
  const formPurpose = useFormSelector((snapshot) => snapshot.context.formPurpose);
  // Only the answers schemas depend on are selected, so typing elsewhere never rebuilds the schema.
  const civilStatus = useFormSelector((snapshot) => getStep(snapshot.context, 'aboutYou').formData.civil_status);
  return { signedIn, formPurpose, civilStatus, checks: checks.checks };
}

export function useStepSchema(label: StepLabel): StepSchema {
  const { signedIn, formPurpose, civilStatus, checks } = useSchemaInputs();
  return useMemo(
    () => stepSchema(label, { signedIn, formPurpose, civilStatus, checks }),
    [label, signedIn, formPurpose, civilStatus, checks],
  );
}

/** Builds the schema of the step after this one when the browser is idle, so Next finds it ready. */
export function usePrebuiltStepSchema(upcoming: StepLabel | null): void {
  const { signedIn, formPurpose, civilStatus, checks } = useSchemaInputs();
  useEffect(
    () =>
      upcoming === null
        ? undefined
        : whenIdle(() => void stepSchema(upcoming, { signedIn, formPurpose, civilStatus, checks })),
    [upcoming, signedIn, formPurpose, civilStatus, checks],
  );
}
