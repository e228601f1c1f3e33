// The step list of the wizard (spec §3 Step): order, menu visibility, default form data and empty list entries.
import {
  LIABILITY_LISTS,
  STEP_LABELS,
  type AnyStep,
  type AssetEntry,
  type FormRecord,
  type LiabilityEntry,
  type LiabilityListKey,
  type ListRef,
  type PropertyEntry,
  type StepFormDataMap,
  type StepLabel,
} from './types';
import { COUNTRY_CODE } from './constants';

export { STEP_LABELS };

const HIDDEN_FROM_MENU: readonly StepLabel[] = ['start', 'unsatisfied'];

export function isStepLabel(value: unknown): value is StepLabel {
  return typeof value === 'string' && (STEP_LABELS as readonly string[]).includes(value);
}

export function stepIndex(label: StepLabel): number {
  return STEP_LABELS.indexOf(label);
}

export function liabilityListKey(subType: string, type: string): string {
  return `${subType}_${type}s`;
}

const LIABILITY_LIST_KEYS: readonly string[] = LIABILITY_LISTS.map((l) =>
  liabilityListKey(l.liability_sub_type, l.liability_type),
);

export function isLiabilityListKey(value: unknown): value is LiabilityListKey {
  return typeof value === 'string' && LIABILITY_LIST_KEYS.includes(value);
}

export function emptyLiability(liabilitySubType: string, liabilityType: string): LiabilityEntry {
  return {
    id: null,
    liability_type: liabilityType,
    liability_sub_type: liabilitySubType,
    debt: null,
    interest_rate: null,
    periodic_payment: null,
  };
}

export function emptyProperty(): PropertyEntry {
  return {
    id: null,
    residence_type: null,
    is_existing: null,
    reason: null,
    loans: [],
    credits: [],
    mortgages: [],
    new_loan_amount: null,
    show_manual_address: false,
    address1: null,
    postal_code: null,
    city: null,
    address_country_code: COUNTRY_CODE,
    oneLineAddress: null,
  };
}

export function emptyAsset(): AssetEntry {
  return { id: null, asset_type: null, is_existing: null, loans: [], credits: [] };
}

/** The empty entry GROW_LIST appends to the given list. */
export function emptyListEntry(ref: ListRef): FormRecord {
  switch (ref.step) {
    case 'housingSituation':
      return emptyProperty();
    case 'otherAssets':
      return emptyAsset();
    case 'otherDebt': {
      const list = LIABILITY_LISTS.find((l) => liabilityListKey(l.liability_sub_type, l.liability_type) === ref.list);
      // isListRef admits only known keys, so the lookup cannot miss; the fallback keeps the function total.
      return list ? emptyLiability(list.liability_sub_type, list.liability_type) : emptyLiability('other', 'loan');
    }
  }
}

export function isListRef(value: { step?: unknown; list?: unknown }): value is ListRef {
  return (
    (value.step === 'housingSituation' && value.list === 'properties') ||
    (value.step === 'otherAssets' && value.list === 'assets') ||
    (value.step === 'otherDebt' && isLiabilityListKey(value.list))
  );
}

function emptyOtherDebt(): StepFormDataMap['otherDebt'] {
  const lists: FormRecord = {};
  for (const key of LIABILITY_LIST_KEYS) lists[key] = [];
  // Built from LIABILITY_LISTS, so every key of OtherDebtFormData is present.
  return lists as StepFormDataMap['otherDebt'];
}

/** Default form data per step; structural only, the step screens add their fields. */
export function defaultFormData<L extends StepLabel>(label: L): StepFormDataMap[L] {
  const defaults: { [K in StepLabel]: () => StepFormDataMap[K] } = {
    start: () => ({ persona_type: null }),
    unsatisfied: () => ({ unsatisfied_reason: null }),
    housingSituation: () => ({ residence_type: null, properties: [] }),
    otherAssets: () => ({ want_new_vehicle: null, assets: [] }),
    savings: () => ({ current_supplier_id: null }),
    aboutYou: () => ({ civil_status: null }),
    employment: () => ({}),
    otherDebt: emptyOtherDebt,
    wishes: () => ({ looking_for: [], unsatisfied: null, unsatisfied_reason: null, customer_comments: null }),
    profile: () => ({}),
  };
  return defaults[label]();
}

export function createStep<L extends StepLabel>(label: L): AnyStep {
  // A Step<L> for one concrete L is a member of the AnyStep union; TypeScript cannot see that through the generic.
  return {
    label,
    validated: false,
    showInMenu: !HIDDEN_FROM_MENU.includes(label),
    formData: defaultFormData(label),
    forceInitialValidation: false,
  } as AnyStep;
}

export function createSteps(): AnyStep[] {
  return STEP_LABELS.map((label) => createStep(label));
}
