// rfqs/:rfqId/leads/:leadId: one lender's answer: the lender and its handler, the offer's products and savings,
// and what the customer can do next (message, meeting, call; their pages are the lead's child routes).
import { FormattedMessage } from 'react-intl';
import { useGetLeadMeetingsQuery } from '../../../store/api/leadsApi';
import { useGetRfqQuery, type Lead, type Offer } from '../../../store/api/rfqsApi';
import { Alert } from '../../components/Alert/Alert';
import { BackLink } from '../../components/BackLink/BackLink';
import { Card } from '../../components/Card/Card';
import { useGetDocumentRequestsQuery } from '../../../store/api/documentRequestsApi';
import { awaitsUpload } from '../../../domain/documentRequests';
import { DateDisplay } from '../../components/DateDisplay/DateDisplay';
import { LoadError } from '../../components/LoadError/LoadError';
import { LeadStatusBadge } from '../../components/LeadStatusBadge/LeadStatusBadge';
import { Link } from '../../components/Link/Link';
import { LoadingState } from '../../components/LoadingState/LoadingState';
import { LostReason } from '../../components/LostReason/LostReason';
import { PageHeader } from '../../components/PageHeader/PageHeader';
import { ProductName } from '../../components/ProductName/ProductName';
import { SupplierLogo } from '../../components/SupplierLogo/SupplierLogo';
import { SupplierReputation } from '../../components/SupplierReputation/SupplierReputation';
import { leadState } from '../../../domain/leadProgress';
import { OWN_COLUMN } from '../../../domain/offerComparison';
import { isRfqActive } from '../../../domain/rfqRules';
import { paths } from '../../../domain/paths';
import { compareOffersLinkProps, usePrefetchCompareOffers } from '../../lib/routing/compareOffersPrefetch';
import { ProductFacts } from './ProductFacts';
import { SavingsFacts } from './SavingsFacts';
import { OfferChoice } from '../../entities/lead/OfferChoice/OfferChoice';
import { useRouteLead } from '../../entities/lead/useRouteLead';
import { LeadNotFound } from '../../entities/lead/LeadNotFound';
import './leads.css';
import { ShareDetails } from './ShareDetails';
import { AgreementCard } from './AgreementCard';

export function LeadOverviewPage() {
  // The comparison is the likeliest next page: its chunk is fetched while the customer reads this one.
  usePrefetchCompareOffers();
  const { lead, notFound, isLoading, isError, error, refetch } = useRouteLead();
  if (notFound) return <LeadNotFound titleId="page.lead.overview.title" />;
  if (isLoading || (!lead && !isError))
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.lead.overview.title" />} />
        <LoadingState />
      </>
    );
  if (!lead)
    return (
      <>
        <PageHeader title={<FormattedMessage id="page.lead.overview.title" />} />
        <Card>
          <LoadError error={error} onRetry={() => void refetch()} />
        </Card>
      </>
    );
  return <LeadOverview lead={lead} />;
}

function LeadOverview({ lead }: { lead: Lead }) {
  // A lead still waiting when its request was closed will never answer; until the request has
  // loaded, the lead's own status is all there is to go by.
  const { data: rfq } = useGetRfqQuery(lead.rfq_id);
  const state = leadState(lead, rfq ? isRfqActive(rfq) : true);
  const supplier = lead.supplier.name;
  return (
    <>
      <BackLink to={paths.rfqs.current.getHref()}>
        <FormattedMessage id="leadOverview.backToRequest" />
      </BackLink>
      <PageHeader
        title={<FormattedMessage id="leadOverview.title" values={{ supplier }} />}
        description={<LeadStatusBadge state={state} />}
        actions={
          state === 'offer' ? (
            <Link
              {...compareOffersLinkProps}
              to={paths.compareOffers.getHref(lead.rfq_id, [OWN_COLUMN, lead.id])}
              variant="button-secondary"
            >
              <FormattedMessage id="leadOverview.compare" />
            </Link>
          ) : undefined
        }
      />
      <div className="lead-overview">
        <div className="lead-overview__main">
          {/* Live, so sharing in place is announced where the question was. */}
          <div aria-live="polite">
            {lead.is_anonymous ? (
              <Alert tone="info" live={false} title={<FormattedMessage id="leadOverview.anonymous.title" />}>
                <p className="lead-share__text">
                  <FormattedMessage id="leadOverview.anonymous.text" />
                </p>
                <ShareDetails leadId={lead.id} rfqId={lead.rfq_id} supplier={supplier} />
              </Alert>
            ) : (
              <p className="lead-share__shared">
                <FormattedMessage id="leadOverview.shared" values={{ supplier }} />
              </p>
            )}
          </div>
          {lead.agreement && <AgreementCard lead={lead} agreement={lead.agreement} />}
          {lead.offer && (
            <Card title={<FormattedMessage id="acceptance.cardTitle" />}>
              <OfferChoice lead={lead} siblings={rfq?.leads ?? []} requestClosed={rfq?.closed_at != null} />
            </Card>
          )}
          {/* An offer the customer turned down stays readable: what she chose against, and what an undo brings back. */}
          {(state === 'offer' || state === 'otherChosen') && lead.offer ? (
            <OfferCards lead={lead} offer={lead.offer} />
          ) : (
            <Card title={<FormattedMessage id="leadOverview.offer" />}>
              <p className="leads-muted">
                {state === 'declined' ? (
                  <>
                    <FormattedMessage id="leadOverview.declined" values={{ supplier }} />{' '}
                    <LostReason reason={lead.lost_reason} />
                  </>
                ) : (
                  <FormattedMessage
                    id={
                      state === 'stopped'
                        ? 'leadOverview.stopped'
                        : state === 'otherChosen'
                          ? 'leadOverview.otherChosenBeforeAnswer'
                          : 'leadOverview.waiting'
                    }
                    values={{ supplier }}
                  />
                )}
              </p>
            </Card>
          )}
        </div>
        <div className="lead-overview__side">
          <LenderCard lead={lead} />
          <ActionsCard lead={lead} />
        </div>
      </div>
    </>
  );
}

function OfferCards({ lead, offer }: { lead: Lead; offer: Offer }) {
  const products = [...offer.loans, ...offer.credits, ...offer.deposits];
  return (
    <>
      <Card title={<FormattedMessage id="leadOverview.savings" />}>
        <SavingsFacts offer={offer} />
      </Card>
      <Card
        title={<FormattedMessage id="leadOverview.offer" />}
        actions={
          <span className="leads-muted">
            <FormattedMessage id="leadOverview.offeredOn" values={{ date: <DateDisplay value={offer.created_at} /> }} />
          </span>
        }
      >
        {offer.comment && (
          <blockquote className="offer-comment">
            <p>{offer.comment}</p>
          </blockquote>
        )}
        <ul className="product-list">
          {products.map((product) => (
            <li key={product.id} className="product-list__item">
              <h3 className="product-list__name">
                <ProductName subType={product.product_sub_type} />
              </h3>
              <ProductFacts product={product} />
              <Link to={paths.lead.offer.getHref(lead.rfq_id, lead.id, product.product_type, product.id)}>
                <FormattedMessage
                  id="leadOverview.productDetails"
                  values={{
                    product: <ProductName subType={product.product_sub_type} />,
                    hidden: (text) => <span className="visually-hidden">{text}</span>,
                  }}
                />
              </Link>
            </li>
          ))}
        </ul>
        {products.some((product) => product.product_type !== 'deposit') && (
          <p className="offer-information-link">
            <Link to={paths.lead.offerInformation.getHref(lead.rfq_id, lead.id)}>
              <FormattedMessage id="sheet.open" />
            </Link>
          </p>
        )}
      </Card>
    </>
  );
}

function LenderCard({ lead }: { lead: Lead }) {
  return (
    <Card title={<FormattedMessage id="leadOverview.lender" />} headingLevel={2}>
      <SupplierLogo size="lg" name={lead.supplier.name} logoUrl={lead.supplier.smallLogo.url} />
      <SupplierReputation supplier={lead.supplier} />
      <dl className="lender-facts">
        <div>
          <dt>
            <FormattedMessage id="leadOverview.handler" />
          </dt>
          <dd>{lead.handler ? lead.handler.name : <FormattedMessage id="leadOverview.noHandler" />}</dd>
        </div>
      </dl>
    </Card>
  );
}

function ActionsCard({ lead }: { lead: Lead }) {
  const { data: meetings } = useGetLeadMeetingsQuery(lead.id);
  const unread = lead.messagesSummary.customer.unreadCount;
  const planned = (meetings?.meetings.length ?? 0) + (meetings?.pendingMeetings.length ?? 0);
  const requested = meetings?.pendingMeetingRequests.length ?? 0;
  const { data: checklist } = useGetDocumentRequestsQuery(lead.id);
  const missing = (checklist ?? []).filter((item) => awaitsUpload(item.status)).length;
  return (
    <Card title={<FormattedMessage id="leadOverview.actions" />}>
      <ul className="lead-actions">
        <li>
          <Link to={paths.lead.messages.getHref(lead.rfq_id, lead.id)} className="lead-actions__link">
            <FormattedMessage id="leadOverview.action.message" />
          </Link>
          {unread > 0 && (
            <span className="lead-actions__note">
              <FormattedMessage id="leadOverview.unread" values={{ count: unread }} />
            </span>
          )}
        </li>
        <li>
          <Link to={paths.lead.meetings.getHref(lead.rfq_id, lead.id)} className="lead-actions__link">
            <FormattedMessage id="leadOverview.action.meeting" />
          </Link>
          {(planned > 0 || requested > 0) && (
            <span className="lead-actions__note">
              <FormattedMessage id="leadOverview.meetingsNote" values={{ planned, requested }} />
            </span>
          )}
        </li>
        <li>
          <Link
            to={paths.lead.meetings.getHref(lead.rfq_id, lead.id)}
            state={{ kind: 'call' }}
            className="lead-actions__link"
          >
            <FormattedMessage id="leadOverview.action.call" />
          </Link>
        </li>
        <li>
          <Link to={paths.lead.documents.getHref(lead.rfq_id, lead.id)} className="lead-actions__link">
            <FormattedMessage id="leadOverview.action.documents" />
          </Link>
          {missing > 0 && (
            <span className="lead-actions__note">
              <FormattedMessage id="leadOverview.documentsMissing" values={{ count: missing }} />
            </span>
          )}
        </li>
      </ul>
      {lead.is_anonymous && (
        <p className="leads-muted lead-actions__privacy">
          <FormattedMessage id="leadOverview.anonymous.meetingHint" />
        </p>
      )}
    </Card>
  );
}
