// The auction-form wizard (spec §3, §4): one XState machine owning steps, navigation, validation flags and the
// invalidation cascade. Pure: saving goes through the provided actions saveForm and clearSavedForm.
import { assertEvent, assign, setup } from 'xstate';
import { MAX_LIST_ENTRIES } from './constants';
import { createInitialContext, isSavedForm, adoptSavedForm } from './context';
import {
  applySubmitErrors,
  clearServerErrors,
  cutList,
  goToFirstInvalidStep,
  goToNextStep,
  goToPreviousStep,
  goToStep,
  growList,
  invalidateStep,
  prefill,
  recordSubmission,
  setCustomer,
  setPurpose,
  setStepData,
  settleOnAvailableStep,
  validateStep,
} from './formUpdates';
import { isFormComplete, nextStep, previousStep } from './navigation';
import { clearSavedForm, saveForm, sessionStorageOrNull } from './persistence';
import { STEP_LABELS, isListRef, isStepLabel } from './steps';
import type { AuctionFormContext, AuctionFormEvent, AuctionFormInput, StepLabel } from './types';

function isPlainObject(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** One state per step; the wizard rests in the state named after currentStepLabel. */
const stepStates = Object.fromEntries(STEP_LABELS.map((label) => [label, {}])) as Record<StepLabel, object>;

/** Arriving anywhere goes through routing: settle on a step the customer may see, then enter its state. */
const routeToCurrentStep = STEP_LABELS.map((label) => ({
  guard: { type: 'isCurrentStep' as const, params: { step: label } },
  target: label,
}));

export const auctionFormMachine = setup({
  types: {
    context: {} as AuctionFormContext,
    events: {} as AuctionFormEvent,
    input: {} as AuctionFormInput,
  },
  guards: {
    isCurrentStep: ({ context }, params: { step: StepLabel }) => context.currentStepLabel === params.step,
    hasNextStep: ({ context }) => nextStep(context) !== null,
    hasPreviousStep: ({ context }) => previousStep(context) !== null,
    isFormComplete: ({ context }) => isFormComplete(context),
    isKnownStep: ({ event }) => 'step' in event && isStepLabel(event.step),
    isStepDataChange: ({ event }) =>
      event.type === 'SET_STEP_DATA' && isStepLabel(event.step) && isPlainObject(event.formData),
    isValidationOfKnownStep: ({ event }) =>
      event.type === 'VALIDATE_STEP' &&
      (event.step === undefined || isStepLabel(event.step)) &&
      (event.formData === undefined || isPlainObject(event.formData)),
    isListChangeAllowed: ({ event }) =>
      (event.type === 'GROW_LIST' || event.type === 'CUT_LIST') &&
      isListRef(event) &&
      Number.isInteger(event.count) &&
      event.count >= 0 &&
      event.count <= MAX_LIST_ENTRIES,
    isPrefillOfSteps: ({ event }) => event.type === 'PREFILL' && isPlainObject(event.steps),
    isRestorableForm: ({ event }) => event.type === 'RESTORE' && isSavedForm(event.context),
    hasRfqId: ({ event }) => event.type === 'SUBMIT_SUCCEEDED' && Number.isInteger(event.rfqId),
  },
  actions: {
    settleOnAvailableStep: assign(({ context }) => settleOnAvailableStep(context)),
    setPurpose: assign(({ context, event }) => {
      assertEvent(event, 'SET_PURPOSE');
      return setPurpose(context, event.purpose);
    }),
    setCustomer: assign(({ context, event }) => {
      assertEvent(event, 'SET_CUSTOMER');
      return setCustomer(context, event);
    }),
    setStepData: assign(({ context, event }) => {
      assertEvent(event, 'SET_STEP_DATA');
      return setStepData(context, event.step, event.formData);
    }),
    validateStep: assign(({ context, event }) => {
      assertEvent(event, 'VALIDATE_STEP');
      return validateStep(context, event.step ?? context.currentStepLabel, event.formData);
    }),
    invalidateStep: assign(({ context, event }) => {
      assertEvent(event, 'INVALIDATE_STEP');
      return invalidateStep(context, event.step);
    }),
    goToNextStep: assign(({ context }) => goToNextStep(context)),
    goToPreviousStep: assign(({ context }) => goToPreviousStep(context)),
    goToStep: assign(({ context, event }) => {
      assertEvent(event, 'GO_TO_STEP');
      return goToStep(context, event.step);
    }),
    goToFirstInvalidStep: assign(({ context }) => goToFirstInvalidStep(context)),
    growList: assign(({ context, event }) => {
      assertEvent(event, 'GROW_LIST');
      return growList(context, event, event.count);
    }),
    cutList: assign(({ context, event }) => {
      assertEvent(event, 'CUT_LIST');
      return cutList(context, event, event.count);
    }),
    prefill: assign(({ context, event }) => {
      assertEvent(event, 'PREFILL');
      return prefill(context, event.steps, event.noSkip);
    }),
    restoreForm: assign(({ context, event }) => {
      assertEvent(event, 'RESTORE');
      return adoptSavedForm(event.context, context.customer);
    }),
    clearServerErrors: assign(({ context }) => clearServerErrors(context)),
    applySubmitErrors: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_FAILED');
      return applySubmitErrors(context, event.errors);
    }),
    recordSubmission: assign(({ context, event }) => {
      assertEvent(event, 'SUBMIT_SUCCEEDED');
      return recordSubmission(context, event.rfqId);
    }),
    // Defaults for the browser; replay, tests and the bench provide their own with machine.provide().
    saveForm: ({ context }) => {
      saveForm(context, sessionStorageOrNull());
    },
    clearSavedForm: () => {
      clearSavedForm(sessionStorageOrNull());
    },
  },
}).createMachine({
  id: 'auctionForm',
  context: ({ input }) => createInitialContext(input),
  initial: 'filling',
  states: {
    filling: {
      initial: 'routing',
      states: {
        routing: {
          entry: ['settleOnAvailableStep', 'saveForm'],
          always: routeToCurrentStep,
        },
        ...stepStates,
      },
      on: {
        SET_PURPOSE: { target: '.routing', actions: 'setPurpose' },
        SET_CUSTOMER: { target: '.routing', actions: 'setCustomer' },
        SET_STEP_DATA: { guard: 'isStepDataChange', actions: 'setStepData' },
        VALIDATE_STEP: { guard: 'isValidationOfKnownStep', actions: ['validateStep', 'saveForm'] },
        INVALIDATE_STEP: { guard: 'isKnownStep', actions: ['invalidateStep', 'saveForm'] },
        NEXT: { guard: 'hasNextStep', target: '.routing', actions: 'goToNextStep' },
        PREVIOUS: { guard: 'hasPreviousStep', target: '.routing', actions: 'goToPreviousStep' },
        GO_TO_STEP: { guard: 'isKnownStep', target: '.routing', actions: 'goToStep' },
        GO_TO_FIRST_INVALID: { target: '.routing', actions: 'goToFirstInvalidStep' },
        GROW_LIST: { guard: 'isListChangeAllowed', actions: 'growList' },
        CUT_LIST: { guard: 'isListChangeAllowed', actions: 'cutList' },
        PREFILL: { guard: 'isPrefillOfSteps', actions: ['prefill', 'saveForm'] },
        RESTORE: { guard: 'isRestorableForm', target: '.routing', actions: 'restoreForm' },
        SUBMIT: [
          { guard: 'isFormComplete', target: 'submitting', actions: 'clearServerErrors' },
          { target: '.routing', actions: 'goToFirstInvalidStep' },
        ],
      },
    },
    // The React layer sends the request and reports its outcome; editing waits meanwhile.
    submitting: {
      on: {
        SUBMIT_SUCCEEDED: { guard: 'hasRfqId', target: 'submitted', actions: ['recordSubmission', 'clearSavedForm'] },
        SUBMIT_FAILED: { target: 'filling', actions: 'applySubmitErrors' },
      },
    },
    submitted: { type: 'final' },
  },
});

export type AuctionFormMachine = typeof auctionFormMachine;
