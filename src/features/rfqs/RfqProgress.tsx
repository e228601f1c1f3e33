// How far the lenders have answered a request: counts, a bar, and which offer is best so far and why (by what the
// request is for: domain/offerRanking.ts).
import { FormattedMessage, useIntl } from 'react-intl';
import type { Rfq } from '../../../store/api/rfqsApi';
import { OfferVerdict } from '../../components/OfferVerdict/OfferVerdict';
import { rfqProgress } from '../../../domain/leadProgress';
import { rankRequestOffers } from '../../../domain/offerRanking';

export function RfqProgress({ rfq }: { rfq: Rfq }) {
  const intl = useIntl();
  const progress = rfqProgress(rfq.leads);
  // An offer the customer turned down was received all the same: counted with the offers, never as declined.
  const received = progress.offers + progress.turnedDown;
  const answered = received + progress.declined;
  const names = new Map(rfq.leads.map((lead) => [lead.id, lead.supplier.name]));
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
          <dd>{received}</dd>
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
      <OfferVerdict ranking={rankRequestOffers(rfq)} supplierName={(id) => names.get(id) ?? ''} />
    </div>
  );
}
