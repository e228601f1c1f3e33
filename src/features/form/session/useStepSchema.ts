// The step's yup schema for this customer and these earlier answers, with the browser's checks injected. The
// schemas load on the first blur or Next, or when the browser is idle (stepRules.ts); until then a step has none.
import { useCallback, useEffect, useMemo, useReducer, useRef, useState, useSyncExternalStore } from 'react';
import { getStep } from '../../../../machines/auctionForm';
import type { FormPurpose, FormValue, StepLabel } from '../../../../machines/auctionForm/types';
import { useAppSelector } from '../../../../store/hooks';
import { selectIsSignedIn } from '../../../../store/slices/authSlice';
import { whenIdle } from '../../../lib/browser/whenIdle';
import { loadChunk } from '../../../lib/browser/chunkReload';
import { isoDate, today } from '../../../../domain/validation/dates';
import type { StepChecks, StepSchemaFactory } from '../../../../domain/validation/steps';
import { useFormSelector, useFormSession } from './formSessionContext';
import { loadedStepRules, loadStepRules, onStepRulesLoaded } from './stepRules';

type SchemaInputs = {
  signedIn: boolean;
  formPurpose: FormPurpose;
  civilStatus: FormValue;
  checks: StepChecks;
};

type StepSchema = ReturnType<StepSchemaFactory>;

/**
 * Built schemas by their inputs, per form session's checks. Building one is most of a Next's work for a step
 * with lists (housing: some 25 ms on a phone), so it happens once, ahead of the click when the browser is idle.
 * Today's date is part of the key: a schema judges dates against the day it was built.
 */
const built = new WeakMap<StepChecks, Map<string, StepSchema>>();

function schemasOf(inputs: SchemaInputs): Map<string, StepSchema> {
  let schemas = built.get(inputs.checks);
  if (!schemas) built.set(inputs.checks, (schemas = new Map()));
  return schemas;
}

const keyOf = (label: StepLabel, inputs: SchemaInputs) =>
  [label, inputs.signedIn, inputs.formPurpose, String(inputs.civilStatus), isoDate(today())].join('|');

/** The schema if it has been built for these inputs today; null before. */
function builtStepSchema(label: StepLabel, inputs: SchemaInputs): StepSchema | null {
  return schemasOf(inputs).get(keyOf(label, inputs)) ?? null;
}

function stepSchema(stepSchemas: Record<StepLabel, StepSchemaFactory>, label: StepLabel, inputs: SchemaInputs) {
  const schemas = schemasOf(inputs);
  const key = keyOf(label, inputs);
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
  const civilStatus = useFormSelector(
    (snapshot) => getStep(snapshot.context, 'aboutYou').formData.civil_status ?? null,
  );
  return { signedIn, formPurpose, civilStatus, checks: checks.checks };
}

/** The step's schema, null until the rules have arrived, and a way to have it that loads them if need be. */
export function useStepSchema(label: StepLabel): {
  schema: StepSchema | null;
  loadSchema: () => Promise<StepSchema>;
} {
  const { signedIn, formPurpose, civilStatus, checks } = useSchemaInputs();
  const rules = useSyncExternalStore(onStepRulesLoaded, loadedStepRules, loadedStepRules);
  const [builds, schemaBuilt] = useReducer((count: number) => count + 1, 0);
  // A step that opens with the rules at hand needs its schema to open (StepForm's openStep) and builds it in
  // render; one that opened without them (the start step) has each schema built when the browser is idle.
  const [opensWithRules] = useState(() => loadedStepRules() !== null);
  const schema = useMemo(() => {
    if (!rules) return null;
    const inputs = { signedIn, formPurpose, civilStatus, checks };
    return builtStepSchema(label, inputs) ?? (opensWithRules ? stepSchema(rules.stepSchemas, label, inputs) : null);
    // `builds`: a schema built since the last render is looked up again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rules, label, signedIn, formPurpose, civilStatus, checks, opensWithRules, builds]);
  // Built in a task of its own when the browser is idle, not inside a render: the render the rules' arrival
  // causes on the start step would add the schema to the chunk's own evaluation, one long task on a phone
  // (Lighthouse's total blocking time on /form/), and a purpose chosen would build it inside the click.
  useEffect(() => {
    if (!rules || schema) return;
    return whenIdle(() => {
      stepSchema(rules.stepSchemas, label, { signedIn, formPurpose, civilStatus, checks });
      schemaBuilt();
    });
  }, [rules, schema, label, signedIn, formPurpose, civilStatus, checks]);
  // A blur or Next before the rules arrived builds the schema for the inputs of the latest render.
  const inputs = useRef<SchemaInputs>({ signedIn, formPurpose, civilStatus, checks });
  useEffect(() => {
    inputs.current = { signedIn, formPurpose, civilStatus, checks };
  });
  // Asked for by the customer's blur or Next: a chunk lost to a new deploy reloads the page once, as routes do.
  const loadSchema = useCallback(
    async () => stepSchema((await loadChunk(loadStepRules)).stepSchemas, label, inputs.current),
    [label],
  );
  return { schema, loadSchema };
}

/** Loads the rules and builds the schema of the step after this one when the browser is idle, so Next finds it ready. */
export function usePrebuiltStepSchema(upcoming: StepLabel | null): void {
  const { signedIn, formPurpose, civilStatus, checks } = useSchemaInputs();
  useEffect(
    () =>
      whenIdle(() => {
        loadStepRules().then(
          // Not in the task that evaluated the rules' chunk: each is work enough for a long task on a phone.
          (rules) =>
            whenIdle(() => {
              if (upcoming) stepSchema(rules.stepSchemas, upcoming, { signedIn, formPurpose, civilStatus, checks });
            }),
          // Lost on the way: the blur or Next that needs them loads them again.
          () => undefined,
        );
      }),
    [upcoming, signedIn, formPurpose, civilStatus, checks],
  );
}
