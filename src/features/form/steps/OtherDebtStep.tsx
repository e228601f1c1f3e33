// otherDebt: consumer loans, car loans, student loans (SU), credit cards and overdrafts.
import { FormattedMessage, useIntl } from 'react-intl';
import {
  OTHER_DEBT_LISTS,
  otherDebtItemSchema,
  type OtherDebtList,
} from '../../../../domain/validation/steps/otherDebtSchema';
import { DebtFactorHint } from '../hints/DebtFactorHint';
import { DebtItemFields } from '../lists/DebtItemFields';
import { DEFAULTS_CONTEXT, defaultEntry } from '../lists/defaultEntry';
import { ListEditor } from '../lists/ListEditor';
import { StepForm } from '../StepForm';

const newDebt = (list: OtherDebtList) => () => defaultEntry(otherDebtItemSchema(DEFAULTS_CONTEXT, list));

export function OtherDebtStep() {
  const intl = useIntl();
  return (
    <StepForm label="otherDebt">
      <p className="step-form__intro">
        <FormattedMessage id="form.otherDebt.intro" />
      </p>
      {OTHER_DEBT_LISTS.map((list) => (
        <section key={list} className="debt-section" aria-labelledby={`debt-${list}`}>
          <h2 id={`debt-${list}`} className="step-form__subheading">
            <FormattedMessage id={`form.otherDebt.${list}`} />
          </h2>
          <ListEditor
            name={list}
            listRef={{ step: 'otherDebt', list }}
            headingLevel={3}
            entryTitle={(index) => intl.formatMessage({ id: `form.otherDebt.${list}.item` }, { number: index + 1 })}
            renderEntry={(_index, prefix) => (
              <DebtItemFields prefix={prefix} kind={list === 'card_credits' ? 'credit' : 'loan'} />
            )}
            addButtons={[{ label: intl.formatMessage({ id: `form.otherDebt.${list}.add` }), newEntry: newDebt(list) }]}
          />
        </section>
      ))}
      <DebtFactorHint step="otherDebt" />
    </StepForm>
  );
}
