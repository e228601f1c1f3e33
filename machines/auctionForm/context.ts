// Building the form data: from the wizard's input, and from a saved form (checking its shape first).
import { COUNTRY_CODE, CURRENCY, FORM_VERSION, PRODUCT_AFFILIATE_KEY } from './constants';
import { settleOnAvailableStep } from './formUpdates';
import { isFormPurpose, neededStepsFor, normalizePurpose, shouldPrefillFor } from './purposes';
import { STEP_LABELS, createSteps, isStepLabel } from './steps';
import type { AuctionFormContext, AuctionFormInput, CustomerStatus, FormRecord } from './types';

// Input may come from a replayed recording, so each field is checked rather than trusted.
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

function stringEntries(value: unknown): Record<string, string> {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function affiliateDetailsFrom(value: FormRecord | null | undefined): FormRecord | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : null;
}

function customerFrom(input: AuctionFormInput): CustomerStatus {
  return { signedIn: input.signedIn === true, profileComplete: input.profileComplete === true };
}

export function createInitialContext(input: AuctionFormInput = {}): AuctionFormContext {
  if (input === null || typeof input !== 'object') return createInitialContext({});
  const customer = customerFrom(input);
  if (input.restored && isSavedForm(input.restored, FORM_VERSION)) return adoptSavedForm(input.restored, customer);
  const purpose = normalizePurpose(input.purpose);
  return {
    currentStepLabel: 'start',
    version: FORM_VERSION,
    country_code: COUNTRY_CODE,
    affiliate_key: text(input.affiliateKey) || PRODUCT_AFFILIATE_KEY,
    affiliate_details: affiliateDetailsFrom(input.affiliateDetails),
    analytics: { clientId: text(input.analyticsClientId), sessionId: text(input.analyticsSessionId) },
    tracking: stringEntries(input.tracking),
    fbp: text(input.fbp),
    fbc: text(input.fbc),
    user_agent: text(input.userAgent),
    gclid: text(input.gclid),
    referer: text(input.referer),
    steps: createSteps(),
    neededSteps: neededStepsFor(purpose),
    dataHasChanged: false,
    unsatisfiedFilled: false,
    economicProfilePrefilled: false,
    formPurpose: purpose,
    prefillNoSkip: false,
    shouldPrefill: shouldPrefillFor(purpose),
    startPrefilled: false,
    purposePrefilled: isFormPurpose(input.purpose),
    currency: { ...CURRENCY },
    customer,
    prefilledSteps: [],
    validatedAnswers: {},
    serverErrors: {},
    rfqId: null,
  };
}

/**
 * A saved form comes back as it was, except: the customer flags are today's (they may have signed in since),
 * the derived step list follows the purpose, and a step that can no longer be shown is left for the first
 * invalid one.
 */
export function adoptSavedForm(saved: AuctionFormContext, customer: CustomerStatus): AuctionFormContext {
  return settleOnAvailableStep({
    ...saved,
    customer,
    neededSteps: neededStepsFor(saved.formPurpose),
    shouldPrefill: shouldPrefillFor(saved.formPurpose),
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function isStringOrNull(value: unknown): boolean {
  return value === null || typeof value === 'string';
}

function isStepList(value: unknown): boolean {
  return (
    Array.isArray(value) &&
    value.length === STEP_LABELS.length &&
    value.every(
      (step: unknown, index) =>
        isRecord(step) &&
        step.label === STEP_LABELS[index] &&
        typeof step.validated === 'boolean' &&
        typeof step.showInMenu === 'boolean' &&
        typeof step.forceInitialValidation === 'boolean' &&
        isRecord(step.formData),
    )
  );
}

function isLabelList(value: unknown): boolean {
  return Array.isArray(value) && value.every(isStepLabel);
}

function isStringRecord(value: unknown, isEntry: (entry: unknown) => boolean): boolean {
  return isRecord(value) && Object.values(value).every(isEntry);
}

/** The shape check a saved or restored form must pass before the wizard trusts it. */
export function isSavedForm(value: unknown, version: number = FORM_VERSION): value is AuctionFormContext {
  if (!isRecord(value) || value.version !== version) return false;
  const booleans = [
    'dataHasChanged',
    'unsatisfiedFilled',
    'economicProfilePrefilled',
    'prefillNoSkip',
    'shouldPrefill',
    'startPrefilled',
    'purposePrefilled',
  ];
  const stringsOrNull = ['fbp', 'fbc', 'user_agent', 'gclid', 'referer'];
  return (
    isStepLabel(value.currentStepLabel) &&
    value.country_code === COUNTRY_CODE &&
    typeof value.affiliate_key === 'string' &&
    (value.affiliate_details === null || isRecord(value.affiliate_details)) &&
    isRecord(value.analytics) &&
    isStringOrNull(value.analytics.clientId) &&
    isStringOrNull(value.analytics.sessionId) &&
    isStringRecord(value.tracking, (entry) => typeof entry === 'string') &&
    stringsOrNull.every((key) => isStringOrNull(value[key])) &&
    booleans.every((key) => typeof value[key] === 'boolean') &&
    isStepList(value.steps) &&
    isLabelList(value.neededSteps) &&
    isFormPurpose(value.formPurpose) &&
    isRecord(value.currency) &&
    isRecord(value.customer) &&
    isLabelList(value.prefilledSteps) &&
    isRecord(value.validatedAnswers) &&
    Object.keys(value.validatedAnswers).every(isStepLabel) &&
    isStringRecord(value.serverErrors, (entry) => Array.isArray(entry)) &&
    (value.rfqId === null || typeof value.rfqId === 'number')
  );
}
