// The lenders a request went to: logo and name, their answer, the offer's monthly saving, and where to go next.
import { FormattedMessage } from 'react-intl';
import type { Lead } from '../../../store/api/rfqsApi';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { LeadStatusBadge } from '../../components/LeadStatusBadge/LeadStatusBadge';
import { Link } from '../../components/Link/Link';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { leadState, type LeadState } from '../../domain/leadProgress';
import { OWN_COLUMN } from '../../domain/offerComparison';
import { offerLeads } from '../../domain/rfqRules';
import { paths } from '../../routes/paths';
import { LostReason } from '../../components/LostReason/LostReason';

const ORDER: Record<LeadState, number> = { offer: 0, waiting: 1, declined: 2 };

/** Offers first, in the order they came (§4), then the lenders still working on one, then those who declined. */
function ordered(leads: readonly Lead[]): Lead[] {
  const offers = offerLeads(leads);
  const rest = leads
    .filter((lead) => !offers.includes(lead))
    .sort((a, b) => ORDER[leadState(a)] - ORDER[leadState(b)] || a.id - b.id);
  return [...offers, ...rest];
}

export function LeadList({ leads }: { leads: readonly Lead[] }) {
  return (
    <ul className="lead-list">
      {ordered(leads).map((lead) => (
        <LeadItem key={lead.id} lead={lead} />
      ))}
    </ul>
  );
}

function LeadItem({ lead }: { lead: Lead }) {
  const state = leadState(lead);
  const supplier = lead.supplier.name;
  return (
    <li className={`lead-card lead-card--${state}`}>
      <div className="lead-card__head">
        <h3 className="lead-card__name">
          <SupplierLogo name={supplier} logoUrl={lead.supplier.smallLogo.url} />
        </h3>
        <LeadStatusBadge state={state} />
      </div>
      <div className="lead-card__body">
        {state === 'offer' && lead.offer ? (
          <dl className="lead-card__figures">
            <div>
              <dt>
                <FormattedMessage id="leadList.monthlySaving" />
              </dt>
              <dd>
                <MoneyDisplay className="lead-card__saving" amount={lead.offer.total_monthly_discount} />
              </dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="leadList.offeredOn" />
              </dt>
              <dd>
                <DateDisplay value={lead.offer.created_at} />
              </dd>
            </div>
          </dl>
        ) : state === 'declined' ? (
          <p className="rfqs-muted">
            <LostReason reason={lead.lost_reason} />
          </p>
        ) : (
          <p className="rfqs-muted">
            <FormattedMessage id="leadList.waiting" />
          </p>
        )}
      </div>
      <div className="lead-card__links">
        <Link to={paths.lead.overview.getHref(lead.rfq_id, lead.id)}>
          <FormattedMessage
            id="leadList.open"
            values={{ supplier, hidden: (text) => <span className="visually-hidden">{text}</span> }}
          />
        </Link>
        {state === 'offer' && (
          <Link to={paths.compareOffers.getHref(lead.rfq_id, [OWN_COLUMN, lead.id])}>
            <FormattedMessage
              id="leadList.compare"
              values={{ supplier, hidden: (text) => <span className="visually-hidden">{text}</span> }}
            />
          </Link>
        )}
      </div>
    </li>
  );
}
