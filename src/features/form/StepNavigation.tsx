// Back and Next under the step. Next submits the step's form; on the last step it sends the request.
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { lastStep, previousStep } from '../../../machines/auctionForm';
import type { StepLabel } from '../../../machines/auctionForm/types';
import { useAppSelector } from '../../../store/hooks';
import { selectFormTransition } from '../../../store/slices/formTransientSlice';
import { Button } from '../../components/Button/Button';
import { SlowWaitNote } from '../../components/Button/SlowWaitNote';
import { useHydrated } from '../../lib/hydration/useHydrated';
import { useFormActor, useFormSelector } from './session/formSessionContext';

export function StepNavigation({ label }: { label: StepLabel }) {
  const actor = useFormActor();
  const { isSubmitting } = useFormikContext();
  const transition = useAppSelector(selectFormTransition);
  const hasPrevious = useFormSelector((snapshot) => previousStep(snapshot.context) !== null);
  const isLast = useFormSelector((snapshot) => lastStep(snapshot.context) === label);
  const busy = isSubmitting || transition !== 'idle';
  const hydrated = useHydrated();
  return (
    <>
      <div className="step-nav">
        <Button type="submit" loading={busy} disabled={!hydrated} className="step-nav__next">
          <FormattedMessage id={isLast ? 'form.nav.submit' : 'form.nav.next'} />
        </Button>
        {hasPrevious && (
          <Button
            variant="ghost"
            className="step-nav__back"
            onClick={() => actor.send({ type: 'PREVIOUS' })}
            disabled={busy}
          >
            <FormattedMessage id="form.nav.back" />
          </Button>
        )}
      </div>
      {/* The last step's submit makes the guest's account: its password is hashed. */}
      {isLast && <SlowWaitNote pending={busy} />}
    </>
  );
}
