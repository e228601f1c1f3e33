// savings: the bank the customer uses today and what they have saved.
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyField } from '../../../components/Field/MoneyField';
import { SelectField } from '../../../components/Field/SelectField';
import { StepForm } from '../StepForm';
import { useLenders } from '../session/stepResourcesContext';

export function SavingsStep() {
  const intl = useIntl();
  const lenders = useLenders();
  return (
    <StepForm label="savings">
      <SelectField
        name="current_supplier_id"
        label={<FormattedMessage id="form.savings.currentSupplier" />}
        description={<FormattedMessage id="form.savings.currentSupplierHint" />}
        placeholder={intl.formatMessage({ id: 'form.savings.otherBank' })}
        options={lenders.map((lender) => ({ value: String(lender.id), label: lender.name }))}
      />
      <MoneyField
        name="savings_amount"
        label={<FormattedMessage id="form.savings.savings" />}
        description={<FormattedMessage id="form.savings.savingsHint" />}
      />
      <MoneyField
        name="pension_amount"
        label={<FormattedMessage id="form.savings.pension" />}
        description={<FormattedMessage id="form.optional" />}
      />
      <MoneyField
        name="shares_amount"
        label={<FormattedMessage id="form.savings.shares" />}
        description={<FormattedMessage id="form.optional" />}
      />
    </StepForm>
  );
}
