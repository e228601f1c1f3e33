// The wizard's public surface for the React layer, the replay tool and tests.
export { auctionFormMachine, type AuctionFormMachine } from './auctionFormMachine';
export { COUNTRY_CODE, CURRENCY, FORM_VERSION, MAX_LIST_ENTRIES, PRODUCT_AFFILIATE_KEY } from './constants';
export { createInitialContext, isSavedForm } from './context';
export { STEP_DEPENDENCIES, dependentsOf, hasPartner } from './dependencies';
export { getStep, isPrefillSkippable, stepOfErrorKey } from './formUpdates';
export { createMemoryStorage } from './memoryStorage';
export { isCurrentResidenceDebtable, isMoving } from './moving';
export * from './navigation';
export { FORM_STORAGE_KEY, clearSavedForm, restoreForm, saveForm, sessionStorageOrNull } from './persistence';
export {
  FORM_PURPOSES,
  PURPOSE_STEPS,
  PURPOSE_SUBJECT_STEP,
  neededStepsFor,
  normalizePurpose,
  shouldPrefillFor,
} from './purposes';
export {
  createRecorder,
  parseRecording,
  type RecordedEvent,
  type WizardRecorder,
  type WizardRecording,
} from './recording';
export { createPseudonymizer, redact } from './redaction';
export {
  STEP_LABELS,
  createSteps,
  defaultFormData,
  emptyAsset,
  emptyLiability,
  emptyListEntry,
  emptyProperty,
  isStepLabel,
} from './steps';
export type * from './types';
