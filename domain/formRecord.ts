// The request form's data (spec §3): its steps, purposes, and the list entries a step holds (each step's own data
// is typed from its schema, domain/validation/steps/stepData.ts). Shared by the wizard machine, both halves'
// validation and the server's submission handling.

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
