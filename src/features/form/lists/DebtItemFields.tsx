// The fields of one debt: what is owed, the rate, the monthly payment (checked by the server when the customer
// leaves it, and again when the debt or rate changes), and the kind-specific extras.
import { FormattedMessage, useIntl } from 'react-intl';
import { MoneyField } from '../../../components/Field/MoneyField';
import { SelectField } from '../../../components/Field/SelectField';
import { Field } from '../../../components/Field/Field';
import { PercentField } from '../fields/PercentField';
import { useOptions } from '../session/stepResourcesContext';

export type DebtFieldsKind = 'mortgage' | 'loan' | 'credit';

export function DebtItemFields({ prefix, kind }: { prefix: string; kind: DebtFieldsKind }) {
  const intl = useIntl();
  const mortgageKinds = useOptions('mortgageKinds');
  const at = (field: string) => `${prefix}.${field}`;
  return (
    <div className="debt-fields">
      {kind === 'mortgage' && (
        <SelectField
          name={at('loan_kind')}
          label={<FormattedMessage id="form.debt.loanKind" />}
          options={mortgageKinds}
          placeholder={intl.formatMessage({ id: 'form.choose' })}
        />
      )}
      <div className="field-row">
        <MoneyField
          name={at('debt')}
          label={<FormattedMessage id={kind === 'credit' ? 'form.debt.drawn' : 'form.debt.debt'} />}
        />
        {kind === 'credit' && (
          <MoneyField name={at('limit')} label={<FormattedMessage id="form.debt.limit" />} dependsOn={[at('debt')]} />
        )}
      </div>
      <div className="field-row">
        <PercentField
          name={at('interest_rate')}
          label={<FormattedMessage id="form.debt.interestRate" />}
          description={<FormattedMessage id="form.debt.interestRateHint" />}
        />
        <MoneyField
          name={at('periodic_payment')}
          label={<FormattedMessage id="form.debt.periodicPayment" />}
          dependsOn={[at('debt'), at('interest_rate'), at('term_months')]}
        />
      </div>
      {kind === 'mortgage' && (
        <Field
          name={at('term_months')}
          label={<FormattedMessage id="form.debt.termMonths" />}
          description={<FormattedMessage id="form.debt.termMonthsHint" />}
          inputMode="numeric"
          className="field--narrow"
        />
      )}
    </div>
  );
}
