// Types of the auction form machine (spec §3): steps, the machine's context, input and events. The form's data
// shapes live in the kernel (domain/formRecord.ts, each step's typed from its schema in
// domain/validation/steps/stepData.ts) so the validation both halves share can use them.
import type { FormPurpose, FormRecord, FormValue, LiabilityListKey, StepLabel } from '../../domain/formRecord';
import type { StepFormDataMap } from '../../domain/validation/steps/stepData';

export * from '../../domain/formRecord';
export type * from '../../domain/validation/steps/stepData';

export interface Step<L extends StepLabel = StepLabel> {
  label: L;
  validated: boolean;
  showInMenu: boolean;
  formData: StepFormDataMap[L];
  /** Set when the data on the step was not typed by the customer (prefill, server errors): the UI validates on display. */
  forceInitialValidation: boolean;
}
export type AnyStep = { [L in StepLabel]: Step<L> }[StepLabel];

export interface Currency {
  code: 'dkk';
  id: 208;
  name: 'Danish Krone';
  precision: 2;
}

export interface CustomerStatus {
  signedIn: boolean;
  profileComplete: boolean;
}

export interface AuctionFormContext {
  currentStepLabel: StepLabel;
  version: number;
  country_code: 'dk';
  affiliate_key: string;
  affiliate_details: FormRecord | null;
  analytics: { clientId: string | null; sessionId: string | null };
  tracking: Record<string, string>;
  fbp: string | null;
  fbc: string | null;
  user_agent: string | null;
  gclid: string | null;
  referer: string | null;
  steps: AnyStep[];
  neededSteps: StepLabel[];
  dataHasChanged: boolean;
  unsatisfiedFilled: boolean;
  economicProfilePrefilled: boolean;
  formPurpose: FormPurpose;
  prefillNoSkip: boolean;
  shouldPrefill: boolean;
  startPrefilled: boolean;
  purposePrefilled: boolean;
  currency: Currency;
  // Beyond §3 (see DECISIONS.md): what the guards need to decide skipping and the cascade.
  customer: CustomerStatus;
  /** Prefilled steps the customer has not been on yet; only these can be skipped for being prefilled. */
  prefilledSteps: StepLabel[];
  /**
   * Per step, the answers its dependents were last checked against (the relevant part of its data when it was
   * last validated). Plain data rather than a digest, so redaction reaches the personal values inside.
   */
  validatedAnswers: Partial<Record<StepLabel, FormValue>>;
  /** The server's 422 errors of the last failed submission, keyed `<stepLabel>.<field path>`. */
  serverErrors: Record<string, string[]>;
  rfqId: number | null;
}

/** What the React layer knows when it starts the wizard. */
export interface AuctionFormInput {
  signedIn?: boolean;
  profileComplete?: boolean;
  /** From session storage; absent means the product's own key. */
  affiliateKey?: string | null;
  affiliateDetails?: FormRecord | null;
  analyticsClientId?: string | null;
  analyticsSessionId?: string | null;
  tracking?: Record<string, string>;
  fbp?: string | null;
  fbc?: string | null;
  userAgent?: string | null;
  gclid?: string | null;
  referer?: string | null;
  /** A purpose from the landing page (query string); marks the purpose as prefilled. */
  purpose?: string | null;
  /** A form restored with restoreForm(); wins over everything above except the customer flags. */
  restored?: AuctionFormContext | null;
}

type StepDataPayload = {
  [L in StepLabel]: { type: 'SET_STEP_DATA'; step: L; formData: Partial<StepFormDataMap[L]> };
}[StepLabel];

/** Without formData the step's stored data is what was validated. */
type StepValidationPayload = {
  [L in StepLabel]: { type: 'VALIDATE_STEP'; step: L; formData?: Partial<StepFormDataMap[L]> };
}[StepLabel];

export type ListRef =
  | { step: 'housingSituation'; list: 'properties' }
  | { step: 'otherAssets'; list: 'assets' }
  | { step: 'otherDebt'; list: LiabilityListKey };

export type PrefillSteps = { [L in StepLabel]?: Partial<StepFormDataMap[L]> };

export type AuctionFormEvent =
  | { type: 'SET_PURPOSE'; purpose: string }
  | { type: 'SET_CUSTOMER'; signedIn: boolean; profileComplete: boolean }
  | StepDataPayload
  | { type: 'VALIDATE_STEP'; step?: undefined; formData?: FormRecord }
  | StepValidationPayload
  | { type: 'INVALIDATE_STEP'; step: StepLabel }
  | { type: 'NEXT' }
  | { type: 'PREVIOUS' }
  | { type: 'GO_TO_STEP'; step: StepLabel }
  | { type: 'GO_TO_FIRST_INVALID' }
  | ({ type: 'GROW_LIST'; count: number } & ListRef)
  | ({ type: 'CUT_LIST'; count: number } & ListRef)
  | { type: 'PREFILL'; steps: PrefillSteps; noSkip?: boolean }
  | { type: 'RESTORE'; context: AuctionFormContext }
  | { type: 'SUBMIT' }
  | { type: 'SUBMIT_SUCCEEDED'; rfqId: number }
  | { type: 'SUBMIT_FAILED'; errors: Record<string, string[]> };

export type AuctionFormEventType = AuctionFormEvent['type'];
