// A lender's ratings beside its offer: the average and how many once there are enough, else "Few ratings yet";
// a link to the lender's page with the distribution and comments.
import { FormattedMessage, useIntl } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { paths } from '../../../domain/paths';
import { Link } from '../Link/Link';
import './SupplierReputation.css';

type Supplier = Pick<Lead['supplier'], 'id' | 'name' | 'reputation'>;

/** Five stars drawn filled to the average; read out as words by the text beside them. */
export function StarBar({ average }: { average: number }) {
  const width = `${Math.max(0, Math.min(5, average)) * 20}%`;
  return (
    <span className="star-bar" aria-hidden="true">
      <span className="star-bar__empty">★★★★★</span>
      <span className="star-bar__full" style={{ width }}>
        ★★★★★
      </span>
    </span>
  );
}

export function ReputationSummary({ reputation }: { reputation: Supplier['reputation'] }) {
  const intl = useIntl();
  if (reputation.average === null) {
    return (
      <span className="reputation reputation--few">
        <FormattedMessage id="reputation.fewYet" />
      </span>
    );
  }
  return (
    <span className="reputation">
      <StarBar average={reputation.average} />{' '}
      <span className="reputation__average">
        <FormattedMessage
          id="reputation.summary"
          values={{ average: intl.formatNumber(reputation.average, { maximumFractionDigits: 1 }) }}
        />
      </span>{' '}
      <span className="reputation__count">
        (<FormattedMessage id="reputation.count" values={{ count: reputation.count }} />)
      </span>
    </span>
  );
}

export function SupplierReputation({ supplier }: { supplier: Supplier }) {
  return (
    <span className="supplier-reputation">
      <ReputationSummary reputation={supplier.reputation} />
      <Link className="supplier-reputation__link" to={paths.lender.getHref(supplier.id)}>
        <FormattedMessage id="reputation.link" values={{ supplier: supplier.name }} />
      </Link>
    </span>
  );
}
