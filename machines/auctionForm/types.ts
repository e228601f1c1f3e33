// Types of the auction form (spec §3): form data values, steps, the machine's context, input and events.

export const STEP_LABELS = [
  'start',
  'unsatisfied',
  'housingSituation',
  'otherAssets',
  'savings',
  'aboutYou',
  'employment',
  'otherDebt',
  'wishes',
  'profile',
] as const;
export type StepLabel = (typeof STEP_LABELS)[number];

export const FORM_PURPOSES = [
  'property_purchaser',
  'existing_property',
  'vehicle_purchaser',
  'unsatisfied',
  'generic',
] as const;
export type FormPurpose = (typeof FORM_PURPOSES)[number];

/** A value a step may hold: what survives JSON, so a saved form restores to an equal one. */
export type FormValue = string | number | boolean | null | FormValue[] | { [key: string]: FormValue };
export type FormRecord = { [key: string]: FormValue };

// The liability lists of the otherDebt step, keyed `${liability_sub_type}_${liability_type}s` (§3).
export const LIABILITY_LISTS = [
  { liability_sub_type: 'consumer', liability_type: 'loan' },
  { liability_sub_type: 'car', liability_type: 'loan' },
  { liability_sub_type: 'student', liability_type: 'loan' },
  { liability_sub_type: 'card', liability_type: 'credit' },
] as const;
export type LiabilityList = (typeof LIABILITY_LISTS)[number];
export type LiabilityListKey = LiabilityList extends infer E
  ? E extends { liability_sub_type: infer S extends string; liability_type: infer T extends string }
    ? `${S}_${T}s`
    : never
  : never;

export interface LiabilityEntry extends FormRecord {
  id: number | null;
  liability_type: string;
  liability_sub_type: string;
  debt: number | null;
  interest_rate: number | null;
  periodic_payment: number | null;
}

export interface PropertyEntry extends FormRecord {
  id: number | null;
  residence_type: string | null;
  /** false: a property the customer is buying. */
  is_existing: boolean | null;
  /** Why a new property is bought; 'move' means the customer is moving (§4). */
  reason: string | null;
  loans: LiabilityEntry[];
  credits: LiabilityEntry[];
  mortgages: LiabilityEntry[];
  new_loan_amount: number | null;
  show_manual_address: boolean;
  address1: string | null;
  postal_code: string | null;
  city: string | null;
  address_country_code: string;
  oneLineAddress: string | null;
}

export interface AssetEntry extends FormRecord {
  id: number | null;
  asset_type: string | null;
  is_existing: boolean | null;
  loans: LiabilityEntry[];
  credits: LiabilityEntry[];
}

export interface StartFormData extends FormRecord {
  persona_type: string | null;
}
export interface UnsatisfiedFormData extends FormRecord {
  unsatisfied_reason: string | null;
}
export interface HousingSituationFormData extends FormRecord {
  residence_type: string | null;
  properties: PropertyEntry[];
}
export interface OtherAssetsFormData extends FormRecord {
  want_new_vehicle: boolean | null;
  assets: AssetEntry[];
}
export interface SavingsFormData extends FormRecord {
  current_supplier_id: number | null;
}
export interface AboutYouFormData extends FormRecord {
  civil_status: string | null;
}
export type EmploymentFormData = FormRecord;
export type OtherDebtFormData = FormRecord & { [K in LiabilityListKey]: LiabilityEntry[] };
export interface WishesFormData extends FormRecord {
  looking_for: string[];
  unsatisfied: boolean | null;
  unsatisfied_reason: string | null;
  customer_comments: string | null;
}
export type ProfileFormData = FormRecord;

export interface StepFormDataMap {
  start: StartFormData;
  unsatisfied: UnsatisfiedFormData;
  housingSituation: HousingSituationFormData;
  otherAssets: OtherAssetsFormData;
  savings: SavingsFormData;
  aboutYou: AboutYouFormData;
  employment: EmploymentFormData;
  otherDebt: OtherDebtFormData;
  wishes: WishesFormData;
  profile: ProfileFormData;
}

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
