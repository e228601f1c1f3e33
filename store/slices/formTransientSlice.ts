// The request form's transient state (spec §3 "Form transient state"): whether the step on screen has unsaved
// edits, which transition is running, the step's initial value, and a failed resource load with its HTTP status.
// Injected into the root reducer when the form loads, so pages without the form carry none of it.
import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../store';

/** idle; validating: the step's schema runs before moving on; submitting: the request is being sent. */
export type FormTransition = 'idle' | 'validating' | 'submitting';

/**
 * Why the last submission failed, for the message above the step: no answer (offline, a lost connection), the
 * server failing or refusing (its text if it sent one), field errors the steps could not show (unknown keys), or
 * a request of the signed-in customer's that is still active (its text).
 */
export type SubmitFailure =
  | { kind: 'network' }
  | { kind: 'server'; message: string | null }
  | { kind: 'fields'; messages: string[] }
  | { kind: 'activeRequest'; message: string | null };

export type FormTransientState = {
  dirty: boolean;
  transition: FormTransition;
  /** The values the step on screen opened with, to tell edits from what was there. */
  initialValue: Record<string, unknown> | null;
  resourceLoading: { failed: boolean; status: number | null };
  submitFailure: SubmitFailure | null;
};

export const initialFormTransientState: FormTransientState = {
  dirty: false,
  transition: 'idle',
  initialValue: null,
  resourceLoading: { failed: false, status: null },
  submitFailure: null,
};

export const formTransientSlice = createSlice({
  name: 'formTransient',
  initialState: initialFormTransientState,
  reducers: {
    stepOpened(state, action: PayloadAction<Record<string, unknown>>) {
      state.initialValue = action.payload;
      state.dirty = false;
      state.transition = 'idle';
    },
    draftEdited(state, action: PayloadAction<boolean>) {
      state.dirty = action.payload;
    },
    transitionStarted(state, action: PayloadAction<Exclude<FormTransition, 'idle'>>) {
      state.transition = action.payload;
    },
    transitionEnded(state) {
      state.transition = 'idle';
    },
    /** §8: a resource fetch failed; the status is 0 when no answer came (offline). */
    resourceLoadingFailed(state, action: PayloadAction<number>) {
      state.resourceLoading = { failed: true, status: action.payload };
    },
    resourceLoadingRecovered(state) {
      state.resourceLoading = { failed: false, status: null };
    },
    submitFailed(state, action: PayloadAction<SubmitFailure>) {
      state.submitFailure = action.payload;
      state.transition = 'idle';
    },
    submitFailureDismissed(state) {
      state.submitFailure = null;
    },
  },
  selectors: {
    selectFormTransition: (state) => state.transition,
    selectResourceLoading: (state) => state.resourceLoading,
    selectSubmitFailure: (state) => state.submitFailure,
  },
});

/** The slice as part of the app's store; its selectors read the initial state until the first form action. */
export const injectedFormTransientSlice = formTransientSlice.injectInto(rootReducer);

export const {
  stepOpened,
  draftEdited,
  transitionStarted,
  transitionEnded,
  resourceLoadingFailed,
  resourceLoadingRecovered,
  submitFailed,
  submitFailureDismissed,
} = formTransientSlice.actions;
// The app's RootState does not list injected slices; a state the slice was injected into has this one.
type StateWithForm = RootState & WithSlice<typeof formTransientSlice>;
const { selectors } = injectedFormTransientSlice;

export const selectFormTransition = (state: RootState) => selectors.selectFormTransition(state as StateWithForm);
export const selectResourceLoading = (state: RootState) => selectors.selectResourceLoading(state as StateWithForm);
export const selectSubmitFailure = (state: RootState) => selectors.selectSubmitFailure(state as StateWithForm);
