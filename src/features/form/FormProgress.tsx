// "Step 3 of 8" and a bar: where the customer is among the steps the menu lists, so the two always agree. The
// purpose choice (and the unsatisfied question) come before the numbered steps and show no progress.
import { useIntl } from 'react-intl';
import type { MenuItem } from './StepMenu';

export function FormProgress({ items }: { items: MenuItem[] }) {
  const intl = useIntl();
  const position = items.findIndex((item) => item.status === 'current') + 1;
  const total = items.length;
  if (position === 0) return null;
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
        <span className="form-progress__fill" style={{ width: `${(100 * position) / total}%` }} />
      </div>
    </div>
  );
}
