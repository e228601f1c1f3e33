// The start step's form without Formik: its one choice did not pay for Formik and its helpers (≈ 9 KB gzip of
// /form/'s first visit), which come with the later steps' chunks. The field's state is the sign-in form's
// (smallFormState, useSmallFormField); what a step's form does besides is StepForm's: the draft kept, server
// errors shown, Next straight to the wizard when the answer passes, the first invalid field focused otherwise.
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { getStep } from '../../../machines/auctionForm';
import type { FormRecord } from '../../../machines/auctionForm/types';
import { useAppDispatch } from '../../../store/hooks';
import { stepOpened, submitFailed } from '../../../store/slices/formTransientSlice';
import {
  SignInFormContext,
  validateForm,
  type FieldErrors,
  type SignInValues,
} from '../../components/Field/smallFormState';
import { useSmallFormState } from '../../components/Field/useSmallFormState';
import { StepNavigation } from './StepNavigation';
import { STEP_FORM_ID } from './stepFormId';
import { focusFirstInvalidFieldNextFrame } from './focusFirstInvalidField';
import { createDraftSlot, useDraftKeeping } from './session/draftKeeping';
import { useFormSelector, useFormSession, type FormSession } from './session/formSessionContext';
import { passesWithoutWaiting, useNextRehearsal } from './session/quickNext';
import { withoutSecrets } from './session/secretFields';
import { stepServerErrors, unshownServerMessages } from './session/serverErrors';
import { useStepSchema } from './session/useStepSchema';

const LABEL = 'start';

/** The saved answer over the blank, the server's errors of the last submission at their fields. */
function openStart(session: FormSession, blank: FormRecord) {
  const { context } = session.actor.getSnapshot();
  const values = { ...blank, ...getStep(context, LABEL).formData, ...session.secrets.get(LABEL) } as SignInValues;
  const errors: FieldErrors = {};
  const touched: Record<string, boolean> = {};
  for (const { path, message } of stepServerErrors(context.serverErrors, LABEL)) {
    // The server's text is already translated; it travels as a message like the rules' own (see Field).
    errors[path] = { id: 'form.serverError', values: { message } };
    touched[path] = true;
  }
  return { values, errors, touched };
}

const sameValues = (a: SignInValues, b: SignInValues) => Object.keys({ ...a, ...b }).every((key) => a[key] === b[key]);

export function StartStepForm({
  blank,
  beforeValidate,
  children,
}: {
  blank: FormRecord;
  /** After the rules passed, before the wizard hears of it (the purpose's choice). */
  beforeValidate: (data: FormRecord) => Promise<FormRecord>;
  children: ReactNode;
}) {
  const session = useFormSession();
  const { actor, secrets } = session;
  const { schema, loadSchema } = useStepSchema(LABEL);
  const dispatch = useAppDispatch();
  const [opening] = useState(() => openStart(session, blank));
  const [pendingDraft] = useState(createDraftSlot);
  const { context, latest, isSubmitting, setSubmitting, setSubmitCount, setErrors, setTouched } = useSmallFormState(
    opening,
    loadSchema,
  );
  const { values, errors, submitCount } = context;

  useEffect(() => {
    dispatch(stepOpened(opening.values as FormRecord));
  }, [dispatch, opening]);
  useDraftKeeping(LABEL, values as FormRecord, !sameValues(values, opening.values), pendingDraft);
  useNextRehearsal(LABEL, schema, opening.values as FormRecord);
  useUnshownServerErrors();
  useFocusFirstError(submitCount, isSubmitting, Object.keys(errors).length === 0);

  const toWizard = async (submitted: SignInValues) => {
    // One batch: the wizard's events of this Next (and the URL) render in one commit.
    await session.snapshots.batch(async () => {
      // The validated data replaces the draft; a draft still waiting must not overwrite it.
      pendingDraft.take();
      let data = (schema ?? (await loadSchema())).cast(submitted, { assert: false }) as FormRecord;
      data = await beforeValidate(data);
      secrets.keep(LABEL, data);
      actor.send({ type: 'VALIDATE_STEP', step: LABEL, formData: withoutSecrets(LABEL, data) });
      // The start is never the last step: its Next never sends the form.
      actor.send({ type: 'NEXT' });
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitted = latest.current.values;
    // An answer that passes at once goes straight to the wizard, without rendering a submission first.
    if (schema && passesWithoutWaiting(schema, submitted as FormRecord)) return toWizard(submitted);
    setSubmitCount((count) => count + 1);
    setTouched(Object.fromEntries(Object.keys(submitted).map((name) => [name, true])));
    setSubmitting(true);
    const found = await validateForm(loadSchema, submitted);
    setErrors(found);
    try {
      if (Object.keys(found).length === 0) await toWizard(submitted);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <SignInFormContext.Provider value={context}>
      <form id={STEP_FORM_ID} noValidate className="step-form" onSubmit={(event) => void onSubmit(event)}>
        {children}
        <StepNavigation label={LABEL} submitting={isSubmitting} />
      </form>
    </SignInFormContext.Provider>
  );
}

/** The errors of a failed sending no field here shows (the form's own), in the alert above the step, once. */
function useUnshownServerErrors() {
  const serverErrors = useFormSelector((snapshot) => snapshot.context.serverErrors);
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (Object.keys(serverErrors).length === 0) return;
    const stepForm = document.getElementById(STEP_FORM_ID) as HTMLFormElement | null;
    const unshown = unshownServerMessages(serverErrors, LABEL, stepForm);
    if (unshown.length > 0) dispatch(submitFailed({ kind: 'fields', messages: unshown }));
  }, [serverErrors, dispatch]);
}

/** After a Next that found errors, the first invalid field gets focus, as on Formik's steps (StepForm). */
function useFocusFirstError(submitCount: number, isSubmitting: boolean, isValid: boolean) {
  useEffect(() => {
    if (submitCount === 0 || isSubmitting || isValid) return;
    return focusFirstInvalidFieldNextFrame();
  }, [submitCount, isSubmitting, isValid]);
}
