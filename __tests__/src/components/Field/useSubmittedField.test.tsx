// Fields of forms that check on submit only: no error before the first submit, the schema's message translated
// after it, hidden by a change unless the form keeps it until the next submit.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'formik';
import { IntlProvider } from 'react-intl';
import * as yup from 'yup';
import da from '../../../../translations/da.json';
import { useSubmittedField } from '../../../../src/components/Field/useSubmittedField';
import { ValidatedFormik } from '../../../../src/components/Field/ValidatedFormik';

const schema = yup.object({ words: yup.string().required({ id: 'validation.required' }) });

function Words({ clearErrorOnChange }: { clearErrorOnChange: boolean }) {
  const words = useSubmittedField<string>('words', { clearErrorOnChange });
  return (
    <>
      <label htmlFor="words">Ord</label>
      <input
        id="words"
        value={words.value}
        onChange={(event) => words.setValue(event.target.value)}
        aria-invalid={words.error ? true : undefined}
      />
      {words.error && <p role="alert">{words.error}</p>}
    </>
  );
}

function renderWords(clearErrorOnChange = true) {
  const onSubmit = jest.fn();
  render(
    <IntlProvider locale="da" messages={da}>
      <ValidatedFormik initialValues={{ words: '' }} schema={schema} onSubmit={onSubmit}>
        <Form noValidate>
          <Words clearErrorOnChange={clearErrorOnChange} />
          <button type="submit">Send</button>
        </Form>
      </ValidatedFormik>
    </IntlProvider>,
  );
  return { onSubmit, user: userEvent.setup(), input: screen.getByLabelText('Ord') };
}

test('shows no error on blur, the translated message after a submit, and hides it when the value changes', async () => {
  const { user, input, onSubmit } = renderWords();
  await user.click(input);
  await user.tab();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(da['validation.required']);
  expect(onSubmit).not.toHaveBeenCalled();

  await user.type(input, 'a');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await screen.findByDisplayValue('a');
  expect(onSubmit).toHaveBeenCalledWith({ words: 'a' }, expect.anything());
});

test('clearErrorOnChange: false keeps the message until the next submit', async () => {
  const { user, input } = renderWords(false);
  await user.click(screen.getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('alert')).toBeInTheDocument();
  await user.type(input, 'a');
  expect(screen.getByRole('alert')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
});
