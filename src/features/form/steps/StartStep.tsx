// start: what the customer wants to finance. The answer is the form's purpose (spec §4).
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { ChoiceGroupField } from '../fields/ChoiceGroupField';
import { StepForm } from '../StepForm';
import { useOptions } from '../session/stepResourcesContext';
import { usePurposeChoice } from '../session/usePurposeChoice';

export function StartStep() {
  const intl = useIntl();
  const personas = useOptions('personaTypes');
  const choosePurpose = usePurposeChoice();
  const beforeValidate = useCallback(
    async (data: FormRecord) => {
      await choosePurpose(String(data.persona_type));
      return data;
    },
    [choosePurpose],
  );
  return (
    <StepForm label="start" beforeValidate={beforeValidate}>
      <ChoiceGroupField
        name="persona_type"
        legend={intl.formatMessage({ id: 'form.start.question' })}
        variant="cards"
        options={personas.map((option) => ({
          ...option,
          description: intl.formatMessage({ id: `options.personaTypes.${option.value}.description` }),
        }))}
      />
    </StepForm>
  );
}
