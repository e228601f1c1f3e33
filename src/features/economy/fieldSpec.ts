// An economy item's fields as data: what each asks and how (money, number, text, date, month, a choice, yes or
// no), when it is asked, and how the form's values become the API's body.
type Values = Record<string, unknown>;

/** `when`: the field is asked only while the form's values pass it (hidden, it is neither shown nor sent). */
export type FieldSpec = { name: string; labelId: string; when?: (values: Values) => boolean } & (
  | { kind: 'money' | 'number' | 'text' | 'date' | 'month' | 'yesNo'; descriptionId?: string }
  | { kind: 'select'; options: { value: string; label: string }[] }
);

export const isAsked = (field: FieldSpec, values: Values) => !field.when || field.when(values);

/** The form's values as the API takes them: numbers as numbers, empty as null; fields not asked are left out. */
export function toBody(values: Values, fields: readonly FieldSpec[]): Values {
  const body: Values = {};
  for (const field of fields) {
    if (!isAsked(field, values)) continue;
    const raw = values[field.name];
    if (field.kind === 'money' || field.kind === 'number')
      body[field.name] = raw === '' || raw === null || raw === undefined ? null : Number(raw);
    else if (field.kind === 'select' && field.name.endsWith('_id'))
      body[field.name] = raw === '' || raw === null || raw === undefined ? null : Number(raw);
    else body[field.name] = raw === '' || raw === undefined ? null : raw;
  }
  return body;
}

export function initialValues(fields: readonly FieldSpec[], item: Values = {}): Values {
  // A yes/no question not answered is null, as the request form keeps it (its rules take no empty text).
  return Object.fromEntries(fields.map((f) => [f.name, item[f.name] ?? (f.kind === 'yesNo' ? null : '')]));
}

/** A loan's own figures, as every economy page asks for them (the liability rules of §5). */
export const LIABILITY_FIELDS: readonly FieldSpec[] = [
  { name: 'debt', kind: 'money', labelId: 'economy.field.debt' },
  { name: 'interest_rate', kind: 'number', labelId: 'economy.field.interest_rate' },
  { name: 'term_months', kind: 'number', labelId: 'economy.field.term_months' },
  { name: 'periodic_payment', kind: 'money', labelId: 'economy.field.periodic_payment' },
];
