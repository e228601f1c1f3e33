// The lenders a request went to: logo and name, their answer, what the offer means for this request (a purchase:
// what it lends and its monthly payment; refinancing: the monthly saving), and where to go next.
import { FormattedMessage } from 'react-intl';
import type { Lead, Rfq } from '../../../store/api/rfqsApi';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { LeadStatusBadge } from '../../components/LeadStatusBadge/LeadStatusBadge';
import { Link } from '../../components/Link/Link';
import { LostReason } from '../../components/LostReason/LostReason';
import { MoneyDisplay } from '../../components/MoneyDisplay/MoneyDisplay';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { leadState, type LeadState } from '../../../domain/leadProgress';
import { OWN_COLUMN } from '../../../domain/offerComparison';
import { rankRequestOffers, type OfferRanking, type RankedOffer } from '../../../domain/offerRanking';
import { isRfqActive, offerLeads } from '../../../domain/rfqRules';
import { paths } from '../../../domain/paths';
import { compareOffersLinkProps } from '../../lib/routing/compareOffersPrefetch';

const ORDER: Record<LeadState, number> = { offer: 0, waiting: 1, otherChosen: 2, stopped: 3, declined: 4 };

export function LeadList({ rfq }: { rfq: Rfq }) {
  const open = isRfqActive(rfq);
  const ranking = rankRequestOffers(rfq);
  const rankedById = new Map(ranking.ranked.map((offer) => [offer.id, offer]));
  // Offers first, in the order they came (§4), then the lenders still working on one, then those the customer chose
  // against, then the rest.
  const offers = offerLeads(rfq.leads);
  const rest = rfq.leads
    .filter((lead) => !offers.includes(lead))
    .sort((a, b) => ORDER[leadState(a, open)] - ORDER[leadState(b, open)] || a.id - b.id);
  return (
    <ul className="lead-list">
      {[...offers, ...rest].map((lead) => (
        <LeadItem
          key={lead.id}
          lead={lead}
          state={leadState(lead, open)}
          goal={ranking.goal}
          ranked={rankedById.get(lead.id) ?? null}
        />
      ))}
    </ul>
  );
}

type ItemProps = {
  lead: Lead;
  state: LeadState;
  goal: OfferRanking<number>['goal'];
  ranked: RankedOffer<number> | null;
};

function OfferFigures({
  goal,
  ranked,
  offeredAt,
}: {
  goal: ItemProps['goal'];
  ranked: RankedOffer<number>;
  offeredAt: string;
}) {
  const saving = ranked.monthlySaving;
  return (
    <dl className="lead-card__figures">
      {goal === 'finance' && ranked.financed === 0 ? (
        // An offer that lends nothing for the purchase (a savings account, say) says so rather than "0 kr.".
        <div>
          <dt>
            <FormattedMessage id="leadList.financed" />
          </dt>
          <dd>
            <FormattedMessage id="leadList.noFinancing" />
          </dd>
        </div>
      ) : goal === 'finance' ? (
        <>
          <div>
            <dt>
              <FormattedMessage id="leadList.financed" />
            </dt>
            <dd>
              <MoneyDisplay className="lead-card__figure" amount={ranked.financed} />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="leadList.monthlyPayment" />
            </dt>
            <dd>
              <MoneyDisplay amount={ranked.monthlyPayment} />
            </dd>
          </div>
        </>
      ) : (
        <div>
          <dt>
            <FormattedMessage id="leadList.monthlySaving" />
          </dt>
          <dd>
            {/* Green only for a saving; a negative one is a cost. */}
            <MoneyDisplay
              className={saving !== null && saving > 0 ? 'lead-card__figure lead-card__saving' : 'lead-card__figure'}
              amount={saving}
            />
          </dd>
        </div>
      )}
      <div>
        <dt>
          <FormattedMessage id="leadList.offeredOn" />
        </dt>
        <dd>
          <DateDisplay value={offeredAt} />
        </dd>
      </div>
    </dl>
  );
}

function LeadItem({ lead, state, goal, ranked }: ItemProps) {
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
        {state === 'offer' && lead.offer && ranked ? (
          <OfferFigures goal={goal} ranked={ranked} offeredAt={lead.offer.created_at} />
        ) : (
          <p className="rfqs-muted">
            {state === 'declined' ? (
              <LostReason reason={lead.lost_reason} />
            ) : state === 'otherChosen' ? (
              lead.offer ? (
                <FormattedMessage
                  id="leadList.turnedDown"
                  values={{ date: <DateDisplay value={lead.offer.created_at} /> }}
                />
              ) : (
                <FormattedMessage id="leadList.otherChosenBeforeAnswer" />
              )
            ) : (
              <FormattedMessage id={state === 'stopped' ? 'leadList.stopped' : 'leadList.waiting'} />
            )}
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
          <Link {...compareOffersLinkProps} to={paths.compareOffers.getHref(lead.rfq_id, [OWN_COLUMN, lead.id])}>
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
