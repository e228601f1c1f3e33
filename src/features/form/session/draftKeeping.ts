// Keeps what the customer types: the wizard gets the draft (SET_STEP_DATA) a moment after the typing stops, and
// the form is saved with it, so a reload, a language switch or a lost connection loses nothing. Untouched steps
// send nothing, so merely opening a validated step never un-validates it. Shared by Formik's steps (StepForm)
// and the start step's own form (StartStepForm).
import { useCallback, useEffect } from 'react';
import type { FormRecord, StepLabel } from '../../../../machines/auctionForm/types';
import { useAppDispatch } from '../../../../store/hooks';
import { draftEdited } from '../../../../store/slices/formTransientSlice';
import { useFormSession } from './formSessionContext';
import { withoutSecrets } from './secretFields';

/** Long enough to sit out a burst of typing, short enough that a reload loses at most a word. */
export const DRAFT_DELAY_MS = 400;

/** The draft waiting to be kept; taking it empties the slot, so it is kept (or dropped) once. */
export interface DraftSlot {
  put: (draft: FormRecord) => void;
  take: () => FormRecord | null;
}

export function createDraftSlot(): DraftSlot {
  let waiting: FormRecord | null = null;
  return {
    put: (draft) => {
      waiting = draft;
    },
    take: () => {
      const draft = waiting;
      waiting = null;
      return draft;
    },
  };
}

export function useDraftKeeping(label: StepLabel, values: FormRecord, dirty: boolean, pending: DraftSlot) {
  const { actor, secrets, saves } = useFormSession();
  const dispatch = useAppDispatch();

  const flush = useCallback(() => {
    const draft = pending.take();
    if (draft === null) return;
    if (!actor.getSnapshot().matches('filling')) return;
    actor.send({ type: 'SET_STEP_DATA', step: label, formData: withoutSecrets(label, draft) });
    // Written when the browser is idle, not in the middle of the typing or the click that left the step.
    saves.schedule(actor.getSnapshot().context);
  }, [actor, label, pending, saves]);

  useEffect(() => {
    secrets.keep(label, values);
    dispatch(draftEdited(dirty));
    if (!dirty) return;
    pending.put(values);
    const timer = setTimeout(flush, DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, dirty, label, secrets, dispatch, flush, pending]);

  // Leaving the step (Back, the menu, the browser's back) keeps the last keystrokes too; leaving the page writes
  // them at once, as the page may be gone before the browser is idle again.
  useEffect(() => {
    const onPageHide = () => {
      flush();
      saves.flush();
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      flush();
    };
  }, [flush, saves]);
}
