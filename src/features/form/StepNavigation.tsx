// Back and Next under the step. Next submits the step's form; on the last step it sends the request, and a sending
// that got no answer or failed on the server says so beside the button (§8), which sends again.
import { FormattedMessage } from 'react-intl';
import { lastStep, previousStep } from '../../../machines/auctionForm';
import type { StepLabel } from '../../../machines/auctionForm/types';
import { useAppSelector } from '../../../store/hooks';
import { selectFormTransition, selectSubmitFailure } from '../../../store/slices/formTransientSlice';
import { Button } from '../../components/Button/Button';
import { SlowWaitNote } from '../../components/Button/SlowWaitNote';
import { useHydrated } from '../../lib/hydration/useHydrated';
import { useFormActor, useFormSelector } from './session/formSessionContext';

/** submitting: the step's form is validating or sending (Formik's isSubmitting, or the start step's own). */
export function StepNavigation({ label, submitting }: { label: StepLabel; submitting: boolean }) {
  const actor = useFormActor();
  const transition = useAppSelector(selectFormTransition);
  const hasPrevious = useFormSelector((snapshot) => previousStep(snapshot.context) !== null);
  const isLast = useFormSelector((snapshot) => lastStep(snapshot.context) === label);
  const busy = submitting || transition !== 'idle';
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
      {isLast && <SendingFailure />}
      {/* The last step's submit makes the guest's account: its password is hashed. */}
      {isLast && <SlowWaitNote pending={busy} />}
    </>
  );
}

/**
 * §8's words for a sending that failed for want of an answer (`errors.network`) or on the server (its own text for a
 * refusal, else `errors.unknown`), where the customer's eyes are: at the button that sends again. What was typed stays
 * in the form. Field errors and an active request have their alert above the step (FormAlerts).
 */
function SendingFailure() {
  const failure = useAppSelector(selectSubmitFailure);
  if (failure?.kind !== 'network' && failure?.kind !== 'server') return null;
  return (
    <p className="step-nav__failure" role="alert">
      {failure.kind === 'server' && failure.message ? (
        failure.message
      ) : (
        <FormattedMessage id={failure.kind === 'network' ? 'errors.network' : 'errors.unknown'} />
      )}
    </p>
  );
}
