// wishes: what the customer hopes for, whether they are unhappy with their bank and why, and a comment.
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { SelectField } from '../../../components/Field/SelectField';
import { MAX_COMMENT_LENGTH, asksUnsatisfied } from '../../../../domain/validation/steps/wishesSchema';
import { asksMortgageKind, lookingForOptions } from '../../../../domain/validation/steps/applicableAnswers';
import { getStep } from '../../../../machines/auctionForm';
import { ChoiceGroupField } from '../../../components/Field/ChoiceGroupField';
import { useYesNoOptions } from '../../../components/Field/useYesNoOptions';
import { TextAreaField } from '../fields/TextAreaField';
import { StepForm } from '../StepForm';
import { useFormSelector } from '../session/formSessionContext';
import { useOptions } from '../session/stepResourcesContext';

export function WishesStep() {
  return (
    <StepForm label="wishes">
      <WishesFields />
    </StepForm>
  );
}

function WishesFields() {
  const intl = useIntl();
  const { values } = useFormikContext<FormRecord>();
  const formPurpose = useFormSelector((snapshot) => snapshot.context.formPurpose);
  const housing = useFormSelector((snapshot) => getStep(snapshot.context, 'housingSituation').formData);
  const answers = { formPurpose, steps: { housingSituation: housing as FormRecord } };
  const wishes = useOptions('lookingFor', lookingForOptions(answers));
  const reasons = useOptions('unsatisfiedReasons');
  const mortgageKinds = useOptions('mortgageKinds');
  const askUnsatisfied = asksUnsatisfied({ formPurpose });
  const yesNo = useYesNoOptions();
  return (
    <>
      <ChoiceGroupField
        name="looking_for"
        kind="checkbox"
        legend={intl.formatMessage({ id: 'form.wishes.lookingFor' })}
        description={intl.formatMessage({ id: 'form.wishes.lookingForHint' })}
        options={wishes}
      />
      {askUnsatisfied && (
        <>
          <ChoiceGroupField
            name="unsatisfied"
            legend={intl.formatMessage({ id: 'form.wishes.unsatisfied' })}
            options={yesNo}
            variant="inline"
          />
          {values.unsatisfied === true && (
            <SelectField
              name="unsatisfied_reason"
              label={<FormattedMessage id="form.unsatisfied.reason" />}
              options={reasons}
              placeholder={intl.formatMessage({ id: 'form.choose' })}
            />
          )}
        </>
      )}
      {asksMortgageKind(answers) && (
        <SelectField
          name="mortgage_kind"
          label={<FormattedMessage id="form.wishes.mortgageKind" />}
          description={<FormattedMessage id="form.wishes.mortgageKindHint" />}
          options={mortgageKinds}
          placeholder={intl.formatMessage({ id: 'form.wishes.noPreference' })}
        />
      )}
      <TextAreaField
        name="customer_comments"
        label={<FormattedMessage id="form.wishes.comments" />}
        description={<FormattedMessage id="form.wishes.commentsHint" />}
        maxLength={MAX_COMMENT_LENGTH}
      />
    </>
  );
}
