// aboutYou: civil status, birth date or CPR number, children at home, the co-applicant when there is a partner,
// and whether either is registered as a bad payer.
import { useFormikContext } from 'formik';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { Field } from '../../../components/Field/Field';
import { hasPartner } from '../../../../domain/formOptions';
import { birthDateOfCpr } from '../../../../domain/validation/steps';
import { ChoiceGroupField } from '../../../components/Field/ChoiceGroupField';
import { useYesNoOptions } from '../../../components/Field/useYesNoOptions';
import { StepForm } from '../StepForm';
import { useOptions } from '../session/stepResourcesContext';
import { FieldGroup } from '../fields/FieldGroup';

/** Given only the CPR number, the birth date it holds is what the form keeps (the number itself is not kept). */
function birthDateFromCpr(data: FormRecord): FormRecord {
  const born = birthDateOfCpr(data.cpr);
  return born && !data.birth_date ? { ...data, birth_date: born } : data;
}

export function AboutYouStep() {
  const beforeValidate = useCallback((data: FormRecord) => birthDateFromCpr(data), []);
  return (
    <StepForm label="aboutYou" beforeValidate={beforeValidate}>
      <AboutYouFields />
    </StepForm>
  );
}

function AboutYouFields() {
  const intl = useIntl();
  const statuses = useOptions('civilStatuses');
  const { values } = useFormikContext<FormRecord>();
  const yesNo = useYesNoOptions();
  return (
    <>
      <ChoiceGroupField
        name="civil_status"
        legend={intl.formatMessage({ id: 'form.aboutYou.civilStatus' })}
        options={statuses}
        variant="inline"
      />
      <FieldGroup legendId="form.aboutYou.age" hintId="form.aboutYou.ageHint">
        <div className="field-row">
          <Field
            name="birth_date"
            type="date"
            label={<FormattedMessage id="form.aboutYou.birthDate" />}
            autoComplete="bday"
            dependsOn={['cpr']}
          />
          <Field
            name="cpr"
            label={<FormattedMessage id="form.aboutYou.cpr" />}
            description={<FormattedMessage id="form.aboutYou.cprHint" />}
            inputMode="numeric"
            autoComplete="off"
            placeholder="DDMMÅÅ-XXXX"
            dependsOn={['birth_date']}
          />
        </div>
      </FieldGroup>
      <Field
        name="children_count"
        label={<FormattedMessage id="form.aboutYou.children" />}
        inputMode="numeric"
        className="field--narrow"
      />
      {hasPartner(values.civil_status) && (
        <FieldGroup legendId="form.aboutYou.coApplicant">
          <Field
            name="co_applicant_name"
            label={<FormattedMessage id="form.aboutYou.coApplicantName" />}
            autoComplete="off"
          />
          <Field
            name="co_applicant_birth_date"
            type="date"
            label={<FormattedMessage id="form.aboutYou.coApplicantBirthDate" />}
          />
        </FieldGroup>
      )}
      <ChoiceGroupField
        name="is_registered_as_bad_payer"
        legend={intl.formatMessage({ id: 'form.aboutYou.badPayer' })}
        options={yesNo}
        variant="inline"
      />
    </>
  );
}
