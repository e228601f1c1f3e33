// How far the lenders have answered a request: counts, a bar, and the best monthly saving so far.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { rfqProgress } from '../../domain/leadProgress';

export function RfqProgress({ leads }: { leads: readonly Lead[] }) {
  const intl = useIntl();
  const progress = rfqProgress(leads);
  const answered = progress.offers + progress.declined;
  return (
    <div className="rfq-progress">
      <dl className="rfq-progress__counts">
        <div>
          <dt>
            <FormattedMessage id="rfqProgress.asked" />
          </dt>
          <dd>{progress.asked}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="rfqProgress.offers" />
          </dt>
          <dd>{progress.offers}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="rfqProgress.waiting" />
          </dt>
          <dd>{progress.waiting}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="rfqProgress.declined" />
          </dt>
          <dd>{progress.declined}</dd>
        </div>
      </dl>
      <div className="rfq-progress__bar">
        <progress
          max={Math.max(progress.asked, 1)}
          value={answered}
          aria-label={intl.formatMessage({ id: 'rfqProgress.answered' }, { answered, asked: progress.asked })}
        />
        {/* Polite: offers arrive while the page is open (realtime), and the count is the news. */}
        <p className="rfq-progress__caption" aria-live="polite">
          <FormattedMessage id="rfqProgress.answered" values={{ answered, asked: progress.asked }} />
        </p>
      </div>
      {progress.best && (
        <p className="rfq-progress__best">
          <span className="rfq-progress__best-label">
            <FormattedMessage id="rfqProgress.bestSaving" />
          </span>
          <MoneyDisplay className="rfq-progress__best-amount" amount={progress.best.monthlyDiscount} />
          <span className="rfq-progress__best-from">
            <FormattedMessage id="rfqProgress.bestFrom" values={{ supplier: progress.best.lead.supplier.name }} />
          </span>
        </p>
      )}
    </div>
  );
}
