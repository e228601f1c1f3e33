// Building blocks of the step schemas: every field gets its default here, so a schema's default is the empty form.
import * as yup from 'yup';
import { formOptions, type FormOptionList } from '../../formOptions';
import { numberSchema, withRules, type RuleSpec } from '../yupRules';

/** Longest text of a one-line field (names, employer, street). */
export const MAX_TEXT_LENGTH = 255;
/** No household in the form owns or owes more; a typo with extra zeros is caught here. */
export const MAX_AMOUNT_KRONER = 1_000_000_000;

const NOT_WHOLE: { id: string } = { id: 'validation.integer' };

/** A text field, '' and null both empty. */
export function text(specs: readonly RuleSpec[] = [], maxLength: number = MAX_TEXT_LENGTH) {
  return withRules(yup.string().nullable(), [...specs, ['max', { type: 'string', value: maxLength }]]).default(null);
}

/** One value of an option list of domain/formOptions (or a sub-list of one). */
export function choice(list: FormOptionList | readonly string[], { required = true } = {}) {
  const options = typeof list === 'string' ? formOptions[list] : list;
  const specs: RuleSpec[] = required ? ['required', ['in', { options }]] : [['in', { options }]];
  return withRules(yup.string().nullable(), specs).default(null);
}

/** Whole kroner, at least 0 (or `min`); `rules` compare it with other fields. */
export function money({
  required = true,
  min = 0,
  rules = [],
}: { required?: boolean; min?: number; rules?: readonly RuleSpec[] } = {}) {
  const specs: RuleSpec[] = [
    ['min', { type: 'numeric', value: min }],
    ['max', { type: 'numeric', value: MAX_AMOUNT_KRONER }],
    ...rules,
  ];
  return withRules(numberSchema().nullable(), required ? ['required', ...specs] : specs).default(null);
}

/** A whole number such as a count of children or a year. */
export function wholeNumber(specs: readonly RuleSpec[]) {
  return withRules(numberSchema().nullable().integer(NOT_WHOLE), specs).default(null);
}

/** A yes/no question answered with radio buttons: null until answered. */
export function yesNo({ required = true, rules = [] }: { required?: boolean; rules?: readonly RuleSpec[] } = {}) {
  return withRules(yup.boolean().nullable(), [...(required ? ['required' as const] : []), 'boolean', ...rules]).default(
    null,
  );
}

/** A database id carried through from the economic profile; null for what the customer adds in the form. */
export function recordId() {
  return yup.number().nullable().default(null);
}

/**
 * Adds `required` when the sibling fields say the field is asked. Hidden fields are not required, and their other
 * rules pass on blank values, so a question that is not shown never blocks the step.
 */
export function requiredWhen<S extends yup.Schema<unknown, yup.AnyObject, unknown, yup.Flags>>(
  schema: S,
  siblings: readonly string[],
  isAsked: (values: unknown[]) => boolean,
): S {
  // withRules is typed for schemas without a default; adding a test keeps the schema's type, so the casts only
  // restore what TypeScript cannot follow through the default flag.
  return schema.when([...siblings], (values: unknown[], current: S) =>
    isAsked(values) ? (withRules(current as unknown as yup.Schema, ['required']) as unknown as S) : current,
  );
}
