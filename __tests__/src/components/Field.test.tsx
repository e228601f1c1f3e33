import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import * as yup from 'yup';
import da from '../../../translations/da.json';
import { CheckboxField } from '../../../src/components/Field/CheckboxField';
import { Field } from '../../../src/components/Field/Field';
import { MoneyField } from '../../../src/components/Field/MoneyField';
import { SelectField } from '../../../src/components/Field/SelectField';
import { ValidatedFormik } from '../../../src/components/Field/ValidatedFormik';
import { numberSchema, withRules } from '../../../domain/validation/yupRules';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderForm(ui: ReactNode, initialValues: FormikValues, schema: yup.AnyObjectSchema) {
  const onSubmit = jest.fn();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(
    <IntlProvider locale="da" messages={da}>
      <ValidatedFormik initialValues={initialValues} schema={schema} onSubmit={onSubmit}>
        <Form noValidate>
          {ui}
          <button type="submit">Send</button>
        </Form>
      </ValidatedFormik>
    </IntlProvider>,
  );
  return { user, onSubmit };
}

/** Lets time pass and settles the promises validation chains on. */
const wait = (ms = 0) => act(() => jest.advanceTimersByTimeAsync(ms));

const statusOf = (input: HTMLElement) => input.closest('.field')?.getAttribute('data-status');

const emailSchema = yup.object({
  email: withRules(yup.string(), ['required', 'email', ['max', { type: 'string', value: 255 }]]),
});

function renderEmail() {
  const rendered = renderForm(
    <Field name="email" type="email" label="E-mail" description="Vi sender tilbuddene hertil" />,
    { email: '' },
    emailSchema,
  );
  return { ...rendered, input: screen.getByLabelText('E-mail') };
}

describe('Field', () => {
  test('is labelled, described and untouched until first left', () => {
    const { input } = renderEmail();
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAccessibleDescription('Vi sender tilbuddene hertil');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(statusOf(input)).toBe('untouched');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('validates on blur, not while typing, and announces the error', async () => {
    const { user, input } = renderEmail();
    await user.type(input, 'kunde@');
    await wait();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.tab();
    await wait();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Indtast en gyldig e-mailadresse');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Vi sender tilbuddene hertil Indtast en gyldig e-mailadresse');
    expect(statusOf(input)).toBe('invalid');
  });

  test('shows only the first error', async () => {
    const { user, input } = renderEmail();
    await user.click(input);
    await user.tab();
    await wait();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Feltet skal udfyldes');
  });

  test('focus clears the shown error after 50 ms', async () => {
    const { user, input } = renderEmail();
    await user.click(input);
    await user.tab();
    await wait();
    expect(screen.getByRole('alert')).toBeInTheDocument();

    await user.click(input);
    await wait(49);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(statusOf(input)).toBe('editing');
  });

  test('becomes valid after a blur with a good value', async () => {
    const { user, input } = renderEmail();
    await user.type(input, 'kunde@example.dk');
    await user.tab();
    await wait();
    expect(statusOf(input)).toBe('valid');
    expect(input).toHaveAttribute('aria-invalid', 'false');
  });

  test('a submit shows errors even in the focused field', async () => {
    const { user, input, onSubmit } = renderEmail();
    await user.click(input);
    await wait(50);
    await user.keyboard('{Enter}');
    await wait();
    expect(input).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Feltet skal udfyldes');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Field after a submit with errors (§4: a submit forces errors to show)', () => {
  const nameSchema = yup.object({ full_name: withRules(yup.string(), ['required', 'full_name']) });

  test('keeps the error shown when the form then moves focus to the field, until the field is left', async () => {
    const { user } = renderForm(<Field name="full_name" label="Fulde navn" />, { full_name: '' }, nameSchema);
    const input = screen.getByLabelText('Fulde navn');
    await user.type(input, 'Mette');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await wait();
    // What the step form does after a Next with errors: focus on the first invalid field.
    act(() => input.focus());
    await wait(100);
    expect(input).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv både fornavn og efternavn');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(statusOf(input)).toBe('invalid');

    // Left and focused again, the field is back to the usual rule: focus clears the error.
    await user.tab();
    await wait();
    await user.click(input);
    await wait(50);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('Field left by pressing the submit button', () => {
  const nameSchema = yup.object({ full_name: withRules(yup.string(), ['required', 'full_name']) });

  // A press on the button blurs the field; had the error left at once, the button would have moved up under the
  // pointer between mouse down and mouse up, and the browser would have fired no click.
  test('keeps the corrected field as it looks until the press is over, and one click submits', async () => {
    const { user, onSubmit } = renderForm(<Field name="full_name" label="Fulde navn" />, { full_name: '' }, nameSchema);
    const input = screen.getByLabelText('Fulde navn');
    const send = screen.getByRole('button', { name: 'Send' });
    await user.type(input, 'Mette');
    await user.click(send);
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv både fornavn og efternavn');

    await user.click(input);
    await user.type(input, ' Jensen');
    await user.pointer({ keys: '[MouseLeft>]', target: send });
    await wait(200);
    expect(input).not.toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv både fornavn og efternavn');

    await user.pointer({ keys: '[/MouseLeft]', target: send });
    await wait(200);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0][0]).toEqual({ full_name: 'Mette Jensen' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a field left with the keyboard is validated at once', async () => {
    const { user } = renderForm(<Field name="full_name" label="Fulde navn" />, { full_name: '' }, nameSchema);
    await user.type(screen.getByLabelText('Fulde navn'), 'Mette');
    await user.tab();
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Skriv både fornavn og efternavn');
  });
});

describe('Field with a server check', () => {
  function renderStudentLoanPayment() {
    const answers: Array<(valid: boolean) => void> = [];
    const check = jest.fn(() => new Promise<boolean>((resolve) => answers.push(resolve)));
    const schema = yup.object({
      periodic_payment: withRules(yup.string(), ['required', ['su_periodic_payment', { check }]]),
    });
    const rendered = renderForm(
      <Field name="periodic_payment" label="Månedlig ydelse" inputMode="numeric" />,
      { periodic_payment: '' },
      schema,
    );
    return { ...rendered, check, answers, input: screen.getByLabelText('Månedlig ydelse') };
  }

  test('is pending while the server answers, then valid', async () => {
    const { user, input, answers } = renderStudentLoanPayment();
    await user.type(input, '1000');
    await user.tab();
    await wait();
    expect(statusOf(input)).toBe('pending');
    expect(input).toHaveAttribute('aria-busy', 'true');

    answers[0](true);
    await wait();
    expect(statusOf(input)).toBe('valid');
    expect(input).not.toHaveAttribute('aria-busy');
  });

  test('keeps an error that arrives while the field has focus hidden until it is left', async () => {
    const { user, input, answers, check } = renderStudentLoanPayment();
    await user.type(input, '9999');
    await user.tab();
    await wait();
    await user.click(input);
    await wait(50);

    answers[0](false);
    await wait();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.tab();
    await wait();
    expect(check).toHaveBeenCalledTimes(2);
    answers[1](false);
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Den månedlige ydelse passer ikke til SU-lånets restgæld');
  });

  test('an older answer arriving last does not overwrite the newer verdict', async () => {
    const { user, input, answers } = renderStudentLoanPayment();
    await user.type(input, '9999');
    await user.tab();
    await wait();
    await user.clear(input);
    await user.type(input, '1000');
    await user.tab();
    await wait();

    answers[1](true);
    await wait();
    answers[0](false);
    await wait();
    expect(statusOf(input)).toBe('valid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('cross-field rules', () => {
  const schema = yup.object({
    price: withRules(numberSchema(), ['required']),
    down_payment: withRules(numberSchema(), [['downpayment_lte_value', ({ parent }) => ({ other: parent.price })]]),
  });

  test('re-run 150 ms after the last change of a field they depend on', async () => {
    const { user } = renderForm(
      <>
        <Field name="price" type="number" label="Pris" />
        <Field name="down_payment" type="number" label="Udbetaling" dependsOn={['price']} />
      </>,
      { price: 1000, down_payment: '' },
      schema,
    );
    const downPayment = screen.getByLabelText('Udbetaling');
    await user.type(downPayment, '2000');
    await user.tab();
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Udbetalingen kan ikke være større end prisen');

    const price = screen.getByLabelText('Pris');
    await user.clear(price);
    await user.type(price, '3000');
    await wait(149);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await wait(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(statusOf(downPayment)).toBe('valid');
  });

  test('leave untouched dependants alone', async () => {
    const { user } = renderForm(
      <>
        <Field name="price" type="number" label="Pris" />
        <Field name="down_payment" type="number" label="Udbetaling" dependsOn={['price']} />
      </>,
      { price: 1000, down_payment: 5000 },
      schema,
    );
    await user.type(screen.getByLabelText('Pris'), '1');
    await wait(150);
    expect(statusOf(screen.getByLabelText('Udbetaling'))).toBe('untouched');
  });
});

describe('CheckboxField', () => {
  test('validates when clicked and keeps the verdict while focused', async () => {
    const schema = yup.object({ terms: withRules(yup.boolean(), ['accepted']) });
    const { user } = renderForm(
      <CheckboxField name="terms" label="Jeg accepterer vilkårene" />,
      { terms: false },
      schema,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Jeg accepterer vilkårene' });

    await user.click(checkbox);
    await wait(100);
    expect(checkbox).toBeChecked();
    expect(statusOf(checkbox)).toBe('valid');

    await user.click(checkbox);
    await wait(100);
    expect(screen.getByRole('alert')).toHaveTextContent('Du skal sætte flueben for at fortsætte');
    expect(checkbox).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('SelectField', () => {
  test('validates on blur and offers the options', async () => {
    const schema = yup.object({
      civil_status: withRules(yup.string(), ['required', ['in', { options: ['single', 'married'] }]]),
    });
    const { user } = renderForm(
      <SelectField
        name="civil_status"
        label="Civilstand"
        placeholder="Vælg"
        options={[
          { value: 'single', label: 'Enlig' },
          { value: 'married', label: 'Gift' },
        ]}
      />,
      { civil_status: '' },
      schema,
    );
    const select = screen.getByRole('combobox', { name: 'Civilstand' });
    await user.click(select);
    await user.tab();
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Feltet skal udfyldes');

    await user.selectOptions(select, 'Gift');
    await user.tab();
    await wait();
    expect(select).toHaveValue('married');
    expect(statusOf(select)).toBe('valid');
  });

  test('a choice made after a submit clears the "required" message at once, without leaving the select', async () => {
    const schema = yup.object({
      civil_status: withRules(yup.string(), ['required', ['in', { options: ['single', 'married'] }]]),
    });
    const { user } = renderForm(
      <SelectField
        name="civil_status"
        label="Civilstand"
        placeholder="Vælg"
        options={[
          { value: 'single', label: 'Enlig' },
          { value: 'married', label: 'Gift' },
        ]}
      />,
      { civil_status: '' },
      schema,
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Feltet skal udfyldes');

    const select = screen.getByRole('combobox', { name: 'Civilstand' });
    await user.selectOptions(select, 'Gift');
    await wait();
    expect(select).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(statusOf(select)).toBe('valid');
  });
});

describe('MoneyField', () => {
  const schema = yup.object({ price: withRules(numberSchema(), ['required']) });

  test('takes Danish input, shows kr. and stores whole kroner', async () => {
    const { user, onSubmit } = renderForm(<MoneyField name="price" label="Købspris" />, { price: '' }, schema);
    const input = screen.getByLabelText('Købspris');
    expect(input).toHaveAccessibleDescription('kr.');

    await user.type(input, '1250000');
    await user.tab();
    await wait();
    expect(input).toHaveValue('1.250.000');

    await user.clear(input);
    await user.type(input, '2.400.000');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await wait();
    expect(onSubmit).toHaveBeenCalledWith({ price: 2_400_000 }, expect.anything());
  });

  test('keeps text that is no amount and says so', async () => {
    const { user } = renderForm(<MoneyField name="price" label="Købspris" />, { price: 1_000_000 }, schema);
    const input = screen.getByLabelText('Købspris');
    expect(input).toHaveValue('1.000.000');

    await user.clear(input);
    await user.type(input, '1.5');
    await user.tab();
    await wait();
    expect(input).toHaveValue('1.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Indtast et tal');
  });
});

describe('inside a plain Formik', () => {
  test('fields still validate on blur through Formik', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <IntlProvider locale="da" messages={da}>
        <Formik
          initialValues={{ email: '' }}
          validationSchema={emailSchema}
          validateOnBlur={false}
          onSubmit={jest.fn()}
        >
          <Form noValidate>
            <Field name="email" type="email" label="E-mail" />
          </Form>
        </Formik>
      </IntlProvider>,
    );
    await user.type(screen.getByLabelText('E-mail'), 'kunde');
    await user.tab();
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Indtast en gyldig e-mailadresse');
  });
});

describe('with a schema that loads on first use (the request form loads yup on its first blur or Next)', () => {
  function renderLazy() {
    let resolveLoad: (schema: yup.AnyObjectSchema) => void = () => undefined;
    const load = jest.fn(() => new Promise<yup.AnyObjectSchema>((resolve) => (resolveLoad = resolve)));
    const onSubmit = jest.fn();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(
      <IntlProvider locale="da" messages={da}>
        <ValidatedFormik initialValues={{ email: '' }} schema={load} onSubmit={onSubmit}>
          <Form noValidate>
            <Field name="email" type="email" label="E-mail" />
            <button type="submit">Send</button>
          </Form>
        </ValidatedFormik>
      </IntlProvider>,
    );
    return { user, onSubmit, load, arrive: () => resolveLoad(emailSchema) };
  }

  test('is not loaded to render; the first blur loads it and the field waits for its verdict', async () => {
    const { user, load, arrive } = renderLazy();
    const input = screen.getByLabelText('E-mail');
    expect(load).not.toHaveBeenCalled();
    await user.type(input, 'kunde');
    await user.tab();
    await wait();
    expect(load).toHaveBeenCalled();
    expect(statusOf(input)).toBe('pending');
    arrive();
    await wait();
    expect(screen.getByRole('alert')).toHaveTextContent('Indtast en gyldig e-mailadresse');
  });

  test('a submit before it has loaded waits for it and refuses what it refuses', async () => {
    const { user, onSubmit, arrive } = renderLazy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await wait();
    expect(onSubmit).not.toHaveBeenCalled();
    arrive();
    await wait();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('Feltet skal udfyldes');
  });
});
