// unsatisfied: why the customer is unhappy with the current bank (the unsatisfied purpose only).
import { useIntl } from 'react-intl';
import { ChoiceGroupField } from '../../../components/Field/ChoiceGroupField';
import { StepForm } from '../StepForm';
import { useOptions } from '../session/stepResourcesContext';

export function UnsatisfiedStep() {
  const intl = useIntl();
  const reasons = useOptions('unsatisfiedReasons');
  return (
    <StepForm label="unsatisfied">
      <ChoiceGroupField
        name="unsatisfied_reason"
        legend={intl.formatMessage({ id: 'form.unsatisfied.reason' })}
        options={reasons}
      />
    </StepForm>
  );
}
