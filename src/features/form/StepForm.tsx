// The form of one step: Formik over the step's schema, started from the wizard's data (or the schema's
// defaults), the server's errors shown under their fields, the draft kept in the wizard and session storage as
// the customer types, and Next validating the step before the wizard moves on (or sends, on the last step).
import { setIn, useFormikContext, type FormikErrors, type FormikTouched } from 'formik';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { getStep, lastStep } from '../../../machines/auctionForm';
import type { FormRecord, StepLabel } from '../../../machines/auctionForm/types';
import { useAppDispatch } from '../../../store/hooks';
import { stepOpened, submitFailed } from '../../../store/slices/formTransientSlice';
import { ValidatedFormik } from '../../components/Field/ValidatedFormik';
import { stepValues } from '../../../domain/validation/steps/stepValues';
import { StepNavigation } from './StepNavigation';
import { STEP_FORM_ID } from './stepFormId';
import { focusFirstInvalidFieldNextFrame } from './focusFirstInvalidField';
import { useFormSelector, useFormSession, type FormSession } from './session/formSessionContext';
import { withoutSecrets } from './session/secretFields';
import { createDraftSlot, useDraftKeeping, type DraftSlot } from './session/draftKeeping';
import {
  stepServerErrors,
  unshownServerMessages,
  type FieldServerError,
  type ServerErrors,
} from './session/serverErrors';
import { useStepSchema } from './session/useStepSchema';
import { useSubmitForm } from './session/useSubmitForm';
import { passesWithoutWaiting, useNextRehearsal } from './session/quickNext';

export interface StepFormProps {
  label: StepLabel;
  children: ReactNode;
  /** After the schema passed, before the wizard hears of it: may adjust the data or tell the wizard more. */
  beforeValidate?: (data: FormRecord) => FormRecord | Promise<FormRecord>;
  /**
   * What the step adds to its values when it opens (an entry a purpose asks for): part of the opening rather than
   * set from an effect, which would re-render the step at once (one commit per Next).
   */
  openWith?: (values: FormRecord) => FormRecord;
  /**
   * The step's values before the rules have loaded (yup comes with the first blur or Next): what its
   * schema's defaults give for no data. Only the start step opens without its schema; the others wait for it.
   */
  blank?: FormRecord;
}

interface Opening {
  values: FormRecord;
  errors: FormikErrors<FormRecord>;
  touched: FormikTouched<FormRecord>;
  forceValidation: boolean;
}

/** Server errors set at their fields, over the errors and touched flags the form has. */
function withServerErrors(
  fieldErrors: FieldServerError[],
  errors: FormikErrors<FormRecord>,
  touched: FormikTouched<FormRecord>,
) {
  for (const { path, message } of fieldErrors) {
    // The server's text is already translated; it travels as a message like the rules' own (see Field).
    errors = setIn(errors, path, { id: 'form.serverError', values: { message } });
    touched = setIn(touched, path, true);
  }
  return { errors, touched };
}

/** Where the step starts: its saved data and secrets, the server's errors of the last submission. */
function openStep(
  session: FormSession,
  label: StepLabel,
  schema: Parameters<typeof stepValues>[0] | null,
  { openWith, blank }: Pick<StepFormProps, 'openWith' | 'blank'>,
): Opening {
  const { context } = session.actor.getSnapshot();
  const step = getStep(context, label);
  const data = { ...step.formData, ...session.secrets.get(label) };
  if (!schema && !blank) throw new Error(`The ${label} step opened before the rules it needs had loaded`);
  const saved = schema ? stepValues(schema, data) : { ...blank, ...data };
  const values = openWith ? openWith(saved) : saved;
  const { errors, touched } = withServerErrors(stepServerErrors(context.serverErrors, label), {}, {});
  return { values, errors, touched, forceValidation: step.forceInitialValidation && Object.keys(errors).length === 0 };
}

/** The submit whose outcome was server errors: their fields are not focused (focus would clear them, §4). */
type FocusSkipRef = RefObject<number>;

export function StepForm({ label, children, beforeValidate, openWith, blank }: StepFormProps) {
  const session = useFormSession();
  const { actor, secrets } = session;
  const { schema, loadSchema } = useStepSchema(label);
  const dispatch = useAppDispatch();
  const submitForm = useSubmitForm();
  const [opening] = useState(() => openStep(session, label, schema, { openWith, blank }));
  const [pendingDraft] = useState(createDraftSlot);
  const focusSkipRef = useRef(-1);

  useEffect(() => {
    dispatch(stepOpened(opening.values));
  }, [dispatch, opening]);

  const onSubmit = useCallback(
    async (values: FormRecord) => {
      // One batch: the wizard's events of this Next (and the URL) render in one commit. Formik's isSubmitting keeps
      // Next busy meanwhile, so no transient "validating" state is dispatched (it would cost commits of its own).
      const isLast = await session.snapshots.batch(async () => {
        // The validated data replaces the draft; a draft still waiting must not overwrite it.
        pendingDraft.take();
        // Formik validated with the schema before calling here, so it has loaded.
        let data = (schema ?? (await loadSchema())).cast(values, { assert: false }) as FormRecord;
        if (beforeValidate) data = await beforeValidate(data);
        secrets.keep(label, data);
        actor.send({ type: 'VALIDATE_STEP', step: label, formData: withoutSecrets(label, data) });
        if (lastStep(actor.getSnapshot().context) === label) return true;
        actor.send({ type: 'NEXT' });
        return false;
      });
      // The sending is shown as it goes, outside the batch.
      if (isLast) await submitForm();
    },
    [actor, beforeValidate, label, loadSchema, pendingDraft, schema, secrets, session.snapshots, submitForm],
  );

  return (
    <ValidatedFormik<FormRecord>
      schema={schema ?? loadSchema}
      initialValues={opening.values}
      initialErrors={opening.errors}
      initialTouched={opening.touched}
      onSubmit={onSubmit}
    >
      <StepFormElement label={label} schema={schema} onPassed={onSubmit}>
        <DraftKeeper label={label} pending={pendingDraft} />
        {opening.forceValidation && <ValidateOnOpen />}
        <FocusFirstError skipRef={focusSkipRef} />
        {children}
        <ServerErrorsOfStep label={label} focusSkipRef={focusSkipRef} />
        <FormikStepNavigation label={label} />
      </StepFormElement>
    </ValidatedFormik>
  );
}

function FormikStepNavigation({ label }: { label: StepLabel }) {
  const { isSubmitting } = useFormikContext();
  return <StepNavigation label={label} submitting={isSubmitting} />;
}

type StepSchema = ReturnType<typeof useStepSchema>['schema'];

/**
 * The step's <form>. A Next on a step whose answers pass its rules at once goes straight to the wizard: Formik's
 * submission would first render the whole step twice (submitting, then validated) only for the wizard to replace
 * it, a third of a Next's work at 4× CPU. Errors, a rule that asks the server (the postal code), rules not loaded
 * yet and the last step (its sending keeps Next busy through Formik) take Formik's way.
 */
function StepFormElement({
  label,
  schema,
  onPassed,
  children,
}: {
  label: StepLabel;
  schema: StepSchema;
  onPassed: (values: FormRecord) => Promise<void>;
  children: ReactNode;
}) {
  const { handleSubmit, handleReset, values, initialValues } = useFormikContext<FormRecord>();
  const { actor } = useFormSession();
  useNextRehearsal(label, schema, initialValues);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const quick = schema && lastStep(actor.getSnapshot().context) !== label && passesWithoutWaiting(schema, values);
    if (!quick) return handleSubmit(event);
    event.preventDefault();
    void onPassed(values);
  };
  return (
    <form id={STEP_FORM_ID} noValidate className="step-form" onSubmit={onSubmit} onReset={handleReset}>
      {children}
    </form>
  );
}

function DraftKeeper({ label, pending }: { label: StepLabel; pending: DraftSlot }) {
  const { values, dirty } = useFormikContext<FormRecord>();
  useDraftKeeping(label, values, dirty, pending);
  return null;
}

/** Nothing the customer or a prefill put there: an unticked box counts as empty too. */
const isEmptyValue = (value: unknown) =>
  value === undefined || value === null || value === '' || value === false || (Array.isArray(value) && !value.length);

/**
 * The touched flags for the errors of fields that hold a value: a prefilled value that breaks a rule
 * shows its error at once, while a field nobody filled in (the terms box, a phone the account lacks) waits for
 * the customer, as on any step.
 */
export function touchedForFilled(errors: unknown, values: unknown): FormikTouched<FormRecord> {
  if (errors === null || typeof errors !== 'object') return {};
  const out: Record<string, unknown> = Array.isArray(errors) ? ([] as unknown as Record<string, unknown>) : {};
  for (const [key, error] of Object.entries(errors as Record<string, unknown>)) {
    const value = values !== null && typeof values === 'object' ? (values as Record<string, unknown>)[key] : undefined;
    if (isEmptyValue(value)) continue;
    // A message (a string or a message object with an id) stands for the field itself; anything else is nested.
    const isMessage = typeof error === 'string' || (error !== null && typeof error === 'object' && 'id' in error);
    if (isMessage) out[key] = true;
    else {
      const nested = touchedForFilled(error, value);
      if (Object.keys(nested).length) out[key] = nested;
    }
  }
  return out as FormikTouched<FormRecord>;
}

/** Data the customer did not type (prefill, a server error) is checked on display (Step.forceInitialValidation). */
function ValidateOnOpen() {
  const { validateForm, setTouched, values } = useFormikContext<FormRecord>();
  useEffect(() => {
    void validateForm().then((errors) => setTouched(touchedForFilled(errors, values), false));
    // Once, when the step opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * A failed submission's errors for this step: at their fields, also when the customer sent from this very step
 * (it stays open, so its opening cannot show them); the ones no field of the step shows, and those naming no step,
 * listed in the alert above the step, once per failure.
 */
function ServerErrorsOfStep({ label, focusSkipRef }: { label: StepLabel; focusSkipRef: FocusSkipRef }) {
  const serverErrors = useFormSelector((snapshot) => snapshot.context.serverErrors);
  const formik = useFormikContext<FormRecord>();
  const dispatch = useAppDispatch();
  // The errors the step opened with are shown already (openStep); only a later failure is applied here.
  const shown = useRef<ServerErrors>(serverErrors);
  const latest = useRef(formik);
  useLayoutEffect(() => {
    latest.current = formik;
  });

  useEffect(() => {
    if (Object.keys(serverErrors).length === 0) return;
    const own = stepServerErrors(serverErrors, label);
    if (shown.current !== serverErrors) {
      shown.current = serverErrors;
      const form = latest.current;
      const next = withServerErrors(own, form.errors, form.touched);
      focusSkipRef.current = form.submitCount;
      void form.setTouched(next.touched, false);
      form.setErrors(next.errors);
    }
    const stepForm = document.getElementById(STEP_FORM_ID) as HTMLFormElement | null;
    const unshown = unshownServerMessages(serverErrors, label, stepForm);
    if (unshown.length > 0) dispatch(submitFailed({ kind: 'fields', messages: unshown }));
  }, [serverErrors, label, dispatch, focusSkipRef]);
  return null;
}

/** After a Next that found errors, the first invalid field gets focus, so keyboard and screen-reader users land on it. */
function FocusFirstError({ skipRef }: { skipRef: FocusSkipRef }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext<FormRecord>();
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid || submitCount === skipRef.current) return;
    return focusFirstInvalidFieldNextFrame();
  }, [submitCount, isSubmitting, isValid, skipRef]);
  return null;
}
