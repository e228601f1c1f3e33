// employment: the customer's work and income before tax; the co-applicant's too when there is a partner.
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { getStep } from '../../../../machines/auctionForm';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { Field } from '../../../components/Field/Field';
import { MoneyField } from '../../../components/Field/MoneyField';
import { SelectField } from '../../../components/Field/SelectField';
import { hasPartner } from '../../../../domain/formOptions';
import { EMPLOYED_TYPES } from '../../../../domain/validation/steps/employmentSchema';
import { ChoiceGroupField } from '../../../components/Field/ChoiceGroupField';
import { MonthField } from '../fields/MonthField';
import { DebtFactorHint } from '../hints/DebtFactorHint';
import { StepForm } from '../StepForm';
import { useFormSelector } from '../session/formSessionContext';
import { useOptions } from '../session/stepResourcesContext';
import { FieldGroup } from '../fields/FieldGroup';

export function EmploymentStep() {
  return (
    <StepForm label="employment">
      <EmploymentFields />
    </StepForm>
  );
}

function EmploymentFields() {
  const intl = useIntl();
  const types = useOptions('employmentTypes');
  const { values } = useFormikContext<FormRecord>();
  const partner = useFormSelector((snapshot) =>
    hasPartner(getStep(snapshot.context, 'aboutYou').formData.civil_status),
  );
  const employed = EMPLOYED_TYPES.includes(String(values.employment_type));
  return (
    <>
      <ChoiceGroupField
        name="employment_type"
        legend={intl.formatMessage({ id: 'form.employment.type' })}
        options={types}
        variant="inline"
      />
      {employed && (
        <div className="field-row">
          <Field
            name="employer"
            label={
              <FormattedMessage
                id={values.employment_type === 'self_employed' ? 'form.employment.company' : 'form.employment.employer'}
              />
            }
            autoComplete="organization"
          />
          <MonthField
            name="employed_since"
            label={<FormattedMessage id="form.employment.since" />}
            placeholder={intl.formatMessage({ id: 'form.employment.sincePlaceholder' })}
          />
        </div>
      )}
      <MoneyField
        name="monthly_income"
        label={<FormattedMessage id="form.employment.income" />}
        description={<FormattedMessage id="form.employment.incomeHint" />}
      />
      {partner && (
        <FieldGroup legendId="form.employment.coApplicant">
          <SelectField
            name="co_applicant_employment_type"
            label={<FormattedMessage id="form.employment.coApplicantType" />}
            options={types}
            placeholder={intl.formatMessage({ id: 'form.choose' })}
          />
          <MoneyField
            name="co_applicant_monthly_income"
            label={<FormattedMessage id="form.employment.coApplicantIncome" />}
          />
        </FieldGroup>
      )}
      <DebtFactorHint step="employment" />
    </>
  );
}
