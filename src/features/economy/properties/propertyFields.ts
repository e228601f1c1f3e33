// What a home's forms ask: the home itself, a mortgage on it, a bank loan on it; and what a home is sent with.
import { LIABILITY_FIELDS, type FieldSpec } from '../fieldSpec';

export const PROPERTY_FIELDS: FieldSpec[] = [
  { name: 'address1', kind: 'text', labelId: 'economy.field.address1' },
  { name: 'postal_code', kind: 'text', labelId: 'economy.field.postal_code' },
  { name: 'city', kind: 'text', labelId: 'economy.field.city' },
  { name: 'value', kind: 'money', labelId: 'economy.field.value' },
];

/** A home the customer owns, in Denmark, with the address as typed. */
export const propertyExtra = (residenceType: unknown) => ({
  residence_type: residenceType,
  is_existing: true,
  address_country_code: 'dk',
  show_manual_address: true,
});

export const MORTGAGE_FIELDS = (kinds: { value: string; label: string }[]): FieldSpec[] => [
  { name: 'loan_kind', kind: 'select', labelId: 'economy.field.loan_kind', options: kinds },
  ...LIABILITY_FIELDS,
];

export const LOAN_FIELDS = LIABILITY_FIELDS;
