// A question answered by choosing: radio buttons (one value) or checkboxes (a list of values), in a fieldset
// whose legend is the question. Without a form library: the field's state comes from the form that renders it
// (ChoiceGroupField for Formik's forms; the form's start step has a small state of its own, without Formik).
import type { ReactNode } from 'react';
import type { FieldStatus } from './useFieldState';
import './ChoiceGroupField.css';

export interface ChoiceOption {
  value: string | boolean;
  /** Already translated. */
  label: string;
  description?: ReactNode;
}

export interface ChoiceGroupProps {
  name: string;
  legend: ReactNode;
  description?: ReactNode;
  options: readonly ChoiceOption[];
  /** radio: one value; checkbox: a list of values. */
  kind?: 'radio' | 'checkbox';
  /** cards: large tiles for the few big questions (the purpose); inline: yes/no side by side. */
  variant?: 'list' | 'cards' | 'inline';
  className?: string;
}

/** What the group needs of its field's state (useFieldState's shape). */
export interface ChoiceGroupState {
  value: unknown;
  commit(value: string | boolean | (string | boolean)[]): void;
  status: FieldStatus;
  ids: { input: string; description: string; error: string };
  errorText?: string;
  controlProps: { 'aria-invalid': boolean; 'aria-describedby'?: string };
}

const same = (a: unknown, b: unknown) => String(a) === String(b);

export function ChoiceGroup({
  state,
  name,
  legend,
  description,
  options,
  kind = 'radio',
  variant = 'list',
  className,
}: ChoiceGroupProps & { state: ChoiceGroupState }) {
  const value = state.value;
  const chosen = (option: ChoiceOption) =>
    kind === 'radio'
      ? value !== null && value !== undefined && same(value, option.value)
      : Array.isArray(value) && value.some((v) => same(v, option.value));
  const toggle = (option: ChoiceOption, checked: boolean) => {
    if (kind === 'radio') return state.commit(option.value);
    const current = Array.isArray(value) ? value : [];
    const rest = current.filter((v) => !same(v, option.value));
    // Keep the options' order, so the stored list does not depend on the order of clicks.
    const next = checked
      ? options.filter((o) => o === option || rest.some((v) => same(v, o.value))).map((o) => o.value)
      : rest;
    state.commit(next);
  };
  const describedBy = state.controlProps['aria-describedby'];

  return (
    <fieldset
      className={['choice-group', `choice-group--${variant}`, `field--${state.status}`, className]
        .filter(Boolean)
        .join(' ')}
      data-status={state.status}
    >
      <legend className="choice-group__legend">{legend}</legend>
      {description && (
        <p id={state.ids.description} className="field__description">
          {description}
        </p>
      )}
      <div className="choice-group__options">
        {options.map((option, index) => {
          const id = index === 0 ? state.ids.input : `${state.ids.input}-${index}`;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            // The card is one click target (the label stretches over it), but only the option's own words name it;
            // its description is read as a description.
            <div key={String(option.value)} className="choice">
              <input
                id={id}
                type={kind}
                name={name}
                className="choice__control"
                value={String(option.value)}
                checked={chosen(option)}
                onChange={(event) => toggle(option, event.target.checked)}
                aria-invalid={state.controlProps['aria-invalid'] || undefined}
                aria-describedby={[describedBy, descriptionId].filter(Boolean).join(' ') || undefined}
              />
              <span className="choice__text">
                <label className="choice__label" htmlFor={id}>
                  {option.label}
                </label>
                {option.description && (
                  <span id={descriptionId} className="choice__description">
                    {option.description}
                  </span>
                )}
              </span>
            </div>
          );
        })}
      </div>
      {state.errorText && (
        <p id={state.ids.error} className="field__error" role="alert">
          {state.errorText}
        </p>
      )}
    </fieldset>
  );
}
