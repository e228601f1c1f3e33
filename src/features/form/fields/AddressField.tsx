// A Danish address: type and pick from the look-up (ARIA 1.2 combobox with a listbox, the active option named by
// aria-activedescendant), or enter it by hand with a postal code that must exist and fills in the town.
import { getIn, useFormikContext } from 'formik';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from '../../../components/Field/Field';
import { FieldFrame } from '../../../components/Field/FieldFrame';
import { useFieldState } from '../../../components/Field/useFieldState';
import { useFormSession } from '../session/formSessionContext';
import { MIN_QUERY_LENGTH, streetLine, useAddressSuggestions, type AddressSuggestion } from './useAddressSuggestions';
import './fields.css';

export interface AddressFieldProps {
  /** The Formik path of the object holding the address fields, e.g. `properties.0`. */
  prefix: string;
  label: string;
  description?: string;
}

export function AddressField({ prefix, label, description }: AddressFieldProps) {
  const formik = useFormikContext<Record<string, unknown>>();
  const manual = getIn(formik.values, `${prefix}.show_manual_address`) === true;
  const intl = useIntl();

  const setManual = (on: boolean) => {
    void formik.setFieldValue(`${prefix}.show_manual_address`, on, false);
    void formik.setFieldError(`${prefix}.oneLineAddress`, undefined);
  };

  return (
    <div className="address-field">
      {manual ? (
        <ManualAddress prefix={prefix} legend={label} />
      ) : (
        <AddressCombobox prefix={prefix} label={label} description={description} />
      )}
      <button type="button" className="link-button" onClick={() => setManual(!manual)}>
        {intl.formatMessage({ id: manual ? 'form.address.useLookup' : 'form.address.enterManually' })}
      </button>
    </div>
  );
}

function AddressCombobox({ prefix, label, description }: AddressFieldProps) {
  const name = `${prefix}.oneLineAddress`;
  const state = useFieldState(name, { hasDescription: Boolean(description) });
  const formik = useFormikContext<Record<string, unknown>>();
  const intl = useIntl();
  const listId = useId();
  const text = typeof state.field.value === 'string' ? state.field.value : '';
  const picked = Boolean(getIn(formik.values, `${prefix}.address_id`));
  const [open, setOpen] = useState(false);
  const { status, suggestions } = useAddressSuggestions(text, open && !picked);
  // The active option belongs to one list of suggestions: a new list starts with none active.
  const [activeIn, setActiveIn] = useState<{ list: AddressSuggestion[]; index: number }>({ list: [], index: -1 });
  const active = activeIn.list === suggestions ? activeIn.index : -1;
  const setActive = (next: (index: number) => number) => setActiveIn({ list: suggestions, index: next(active) });
  const shownSuggestions = open && !picked ? suggestions : [];
  const expanded = shownSuggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (suggestion: AddressSuggestion) => {
    const { adresse } = suggestion;
    void formik.setValues((values: Record<string, unknown>) => {
      const entry = { ...(getIn(values, prefix) as Record<string, unknown>) };
      Object.assign(entry, {
        address_id: adresse.id,
        oneLineAddress: suggestion.tekst,
        address1: streetLine(suggestion),
        postal_code: adresse.postnr ?? null,
        city: adresse.postnrnavn ?? null,
      });
      return setPath(values, prefix, entry);
    }, false);
    setOpen(false);
    state.commit(suggestion.tekst);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      if (expanded) setActive((index) => (index + 1) % shownSuggestions.length);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      if (expanded) setActive((index) => (index <= 0 ? shownSuggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      // Choosing a suggestion, not submitting the step.
      event.preventDefault();
      pick(shownSuggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const statusText =
    open && !picked && text.trim().length >= MIN_QUERY_LENGTH && status !== 'loading'
      ? status === 'failed'
        ? intl.formatMessage({ id: 'form.address.failed' })
        : intl.formatMessage({ id: 'form.address.count' }, { count: suggestions.length })
      : '';

  return (
    <FieldFrame state={state} label={label} description={description}>
      <div className="combobox">
        <input
          {...state.controlProps}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          className="field__control"
          value={text}
          onChange={(event) => {
            // A changed text is no longer the picked address: dawaAddress asks to pick again.
            void formik.setFieldValue(`${prefix}.address_id`, null, false);
            void state.helpers.setValue(event.target.value, false);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            state.controlProps.onBlur();
          }}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={intl.formatMessage({ id: 'form.address.suggestions' })}
          className="combobox__list"
          hidden={!expanded}
        >
          {shownSuggestions.map((suggestion, index) => (
            <li
              key={suggestion.adresse.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // mousedown, not click: the input must keep focus, or its blur would close the list first.
              onMouseDown={(event) => {
                event.preventDefault();
                pick(suggestion);
              }}
            >
              {suggestion.tekst}
            </li>
          ))}
        </ul>
      </div>
      <p className="visually-hidden" role="status">
        {statusText}
      </p>
    </FieldFrame>
  );
}

/** Returns a copy of `values` with `entry` at the dotted path (Formik's own setIn, without importing internals). */
function setPath(values: Record<string, unknown>, path: string, entry: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  const container = values[head];
  if (rest.length === 0) return { ...values, [head]: entry };
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[Number(rest[0])] =
      rest.length === 1
        ? entry
        : setPath(copy[Number(rest[0])] as Record<string, unknown>, rest.slice(1).join('.'), entry);
    return { ...values, [head]: copy };
  }
  return { ...values, [head]: setPath((container ?? {}) as Record<string, unknown>, rest.join('.'), entry) };
}

function ManualAddress({ prefix, legend }: { prefix: string; legend: string }) {
  const { checks } = useFormSession();
  const formik = useFormikContext<Record<string, unknown>>();
  const postalCode = getIn(formik.values, `${prefix}.postal_code`);
  const country = (getIn(formik.values, `${prefix}.address_country_code`) as string | undefined) ?? 'dk';
  const autoCity = useRef<string | null>(null);

  // A known postal code fills in its town, unless the customer wrote another one there.
  useEffect(() => {
    if (typeof postalCode !== 'string' || !/^\d{4}$/.test(postalCode.trim())) return;
    let current = true;
    checks
      .lookUpPostalCode(postalCode.trim(), country)
      .then((answer) => {
        if (!current || !answer.valid || !answer.city) return;
        const city = getIn(formik.values, `${prefix}.city`);
        if (city && city !== autoCity.current) return;
        autoCity.current = answer.city;
        void formik.setFieldValue(`${prefix}.city`, answer.city, false);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // The town is looked up when the postal code changes, not on every keystroke elsewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [postalCode, country, prefix, checks]);

  return (
    <fieldset className="address-field__manual">
      <legend className="choice-group__legend">{legend}</legend>
      <Field
        name={`${prefix}.address1`}
        label={<FormattedMessage id="form.address.street" />}
        autoComplete="street-address"
      />
      <div className="field-row">
        <Field
          name={`${prefix}.postal_code`}
          label={<FormattedMessage id="form.address.postalCode" />}
          inputMode="numeric"
          autoComplete="postal-code"
          className="field-row__narrow"
        />
        <Field
          name={`${prefix}.city`}
          label={<FormattedMessage id="form.address.city" />}
          autoComplete="address-level2"
        />
      </div>
    </fieldset>
  );
}
