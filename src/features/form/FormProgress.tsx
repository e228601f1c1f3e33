// "Step 3 of 9" and a bar: how far the customer is among the steps they walk through.
import { useIntl } from 'react-intl';
import { availableSteps } from '../../../machines/auctionForm';
import { useFormSelector } from './session/formSessionContext';

export function FormProgress() {
  const intl = useIntl();
  const { position, total } = useFormSelector(
    (snapshot) => {
      const steps = availableSteps(snapshot.context);
      return { position: steps.indexOf(snapshot.context.currentStepLabel) + 1, total: steps.length };
    },
    (a, b) => a.position === b.position && a.total === b.total,
  );
  const text = intl.formatMessage({ id: 'form.progress' }, { position, total });
  return (
    <div className="form-progress">
      <p className="form-progress__text">{text}</p>
      <div
        className="form-progress__bar"
        role="progressbar"
        aria-label={intl.formatMessage({ id: 'form.progress.label' })}
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={position}
        aria-valuetext={text}
      >
        <span className="form-progress__fill" style={{ width: `${(100 * position) / Math.max(total, 1)}%` }} />
      </div>
    </div>
  );
}
