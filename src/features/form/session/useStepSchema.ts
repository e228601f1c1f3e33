// The step's yup schema for this customer and these earlier answers, with the browser's checks injected.
import { useMemo } from 'react';
import { getStep } from '../../../../machines/auctionForm';
import type { StepLabel } from '../../../../machines/auctionForm/types';
import { useAppSelector } from '../../../../store/hooks';
import { selectIsSignedIn } from '../../../../store/slices/authSlice';
import { stepSchemas } from '../../../validation/steps';
import { useFormSelector, useFormSession } from './formSessionContext';

export function useStepSchema(label: StepLabel) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { checks } = useFormSession();
  const formPurpose = useFormSelector((snapshot) => snapshot.context.formPurpose);
  // Only the answers schemas depend on are selected, so typing elsewhere never rebuilds the schema.
  const civilStatus = useFormSelector((snapshot) => getStep(snapshot.context, 'aboutYou').formData.civil_status);
  return useMemo(
    () =>
      stepSchemas[label]({
        signedIn,
        formPurpose,
        steps: { aboutYou: { civil_status: civilStatus } },
        checks: checks.checks,
      }),
    [label, signedIn, formPurpose, civilStatus, checks],
  );
}
