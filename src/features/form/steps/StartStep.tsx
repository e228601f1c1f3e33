// start: what the customer wants to finance. The answer is the form's purpose (spec §4). Its form is the start's
// own, without Formik (StartStepForm): the first visit does without it.
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import type { FormRecord } from '../../../../machines/auctionForm/types';
import { ChoiceGroup, type ChoiceGroupProps } from '../../../components/Field/ChoiceGroup';
import { useSignInField } from '../../../components/Field/useSmallFormField';
import { StartStepForm } from '../StartStepForm';
import { useBundledOptions } from '../session/stepResourcesContext';
import { usePurposeChoice } from '../session/usePurposeChoice';
import { useFormActor } from '../session/formSessionContext';
import { takeEarlyInput } from '../../../lib/hydration/earlyInput';

const PURPOSE_FIELD = 'persona_type';
/** What the start step's schema gives for no data, so the step opens before yup has loaded. */
export const START_BLANK: FormRecord = { [PURPOSE_FIELD]: null };

export function StartStep() {
  const intl = useIntl();
  const personas = useBundledOptions('personaTypes');
  const choosePurpose = usePurposeChoice();
  const actor = useFormActor();
  // Before the step's form starts from the wizard's data: a choice made on the prerendered page counts.
  useState(() => {
    const early = takeEarlyInput(PURPOSE_FIELD);
    if (typeof early === 'string' && personas.some((option) => option.value === early))
      actor.send({ type: 'SET_STEP_DATA', step: 'start', formData: { [PURPOSE_FIELD]: early } });
  });
  const beforeValidate = useCallback(
    async (data: FormRecord) => {
      await choosePurpose(String(data[PURPOSE_FIELD]));
      return data;
    },
    [choosePurpose],
  );
  return (
    <StartStepForm beforeValidate={beforeValidate} blank={START_BLANK}>
      <PurposeChoice
        name={PURPOSE_FIELD}
        legend={intl.formatMessage({ id: 'form.start.question' })}
        variant="cards"
        options={personas.map((option) => ({
          ...option,
          description: intl.formatMessage({ id: `options.personaTypes.${option.value}.description` }),
        }))}
      />
    </StartStepForm>
  );
}

function PurposeChoice(props: ChoiceGroupProps) {
  const state = useSignInField(props.name);
  return <ChoiceGroup {...props} state={state} />;
}
